import { Accordion, Paper, Stack, Table, Text } from '@mantine/core';
import { useLang } from '../../../lib/i18n/lang.ts';
import type { OrderView } from '../api/orders-api.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { useOrdersT } from './order-text.ts';

type Explanation = NonNullable<OrderView['shippingExplanation']>;

/**
 * How the shipping fee was computed (`shippingExplanation`, the producer's business, never the
 * shopper's): the destination, each parcel with its box, bottles, weight, tranche and price; the
 * carrier's price, flat rate or export service; the producer's percentage and fixed part; free
 * shipping. Folded until opened.
 */
export function ShippingExplanation({ explanation }: { explanation: Explanation }) {
  const t = useOrdersT();
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang);
  const number = (value: number) => formatNumber(value, lang);
  const { freeShipping } = explanation;
  const row = (label: string, value: string, testId: string) => (
    <Text size="sm" data-testid={testId}>
      <Text span c="dimmed">
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <Paper withBorder data-testid="shipping-explanation">
      <Accordion chevronPosition="left">
        <Accordion.Item value="explanation">
          <Accordion.Control data-testid="shipping-explanation-toggle">{t('orders.shipping.title')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Text size="sm">
                {t('orders.shipping.destination', {
                  postalCode: explanation.destination.postalCode,
                  country: explanation.destination.country,
                })}
              </Text>
              <Table.ScrollContainer minWidth={480}>
                <Table striped verticalSpacing={4} horizontalSpacing={8} data-testid="shipping-parcels">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('orders.shipping.box')}</Table.Th>
                      <Table.Th ta="right">{t('orders.shipping.bottles')}</Table.Th>
                      <Table.Th ta="right">{t('orders.shipping.weight')}</Table.Th>
                      <Table.Th>{t('orders.shipping.tranche')}</Table.Th>
                      <Table.Th ta="right">{t('orders.shipping.price')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {explanation.parcels.map((parcel, index) => (
                      <Table.Tr key={index}>
                        <Table.Td>{parcel.box.name ?? t('orders.shipping.noBoxName', { id: parcel.box.id })}</Table.Td>
                        <Table.Td ta="right">{parcel.bottles}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {t('orders.shipping.weightKg', { weight: number(parcel.weightKg) })}
                        </Table.Td>
                        <Table.Td>
                          {parcel.tranche
                            ? `${t('orders.shipping.trancheRange', { min: number(parcel.tranche.min), max: number(parcel.tranche.max) })} · ${money(parcel.tranche.price)}`
                            : t('common.none')}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {parcel.price === null ? t('common.none') : money(parcel.price)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {row(t('orders.shipping.basePrice'), money(explanation.basePrice), 'shipping-base')}
              {explanation.flatRate !== undefined &&
                row(t('orders.shipping.flatRate'), money(explanation.flatRate), 'shipping-flat-rate')}
              {explanation.exportService && (
                <Text size="sm">
                  {t('orders.shipping.exportService', {
                    name: explanation.exportService.name,
                    price: money(explanation.exportService.priceVatExcluded),
                    vat: number(explanation.exportService.vatRate),
                  })}
                </Text>
              )}
              {row(t('orders.shipping.percentage'), `${number(explanation.percentage)} %`, 'shipping-percentage')}
              {row(t('orders.shipping.fix'), money(explanation.fix), 'shipping-fix')}
              {row(
                t('orders.shipping.freeShipping'),
                freeShipping.from === null
                  ? t('orders.shipping.freeShippingNone')
                  : `${t('orders.shipping.freeShippingFrom', { count: freeShipping.from })} (${freeShipping.applied ? t('orders.shipping.freeShippingApplied') : t('orders.shipping.freeShippingNotApplied')})`,
                'shipping-free',
              )}
              {explanation.cheapestProven && (
                <Text size="xs" c="dimmed">
                  {t('orders.shipping.cheapest')}
                </Text>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
