import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useLang } from '../../../lib/i18n/lang.ts';
import type { OrderView } from '../api/orders-api.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { useOrdersT } from './order-text.ts';

/** A line of the totals: label left, amount right. */
function TotalRow({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The lines of an order (name with the vintage year, capacity, quantity, unit price, discount, total) and its totals.
 * */
export function OrderLines({ order }: { order: OrderView }) {
  const t = useOrdersT();
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang);
  const { discount, delivery } = order;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-lines" data-testid="order-lines">
      <Stack gap="sm">
        <Title order={4} id="order-lines">
          {t('orders.lines.title')}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing={4} horizontalSpacing={8}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.lines.name')}</Table.Th>
                <Table.Th>{t('orders.lines.capacity')}</Table.Th>
                <Table.Th ta="right">{t('orders.lines.quantity')}</Table.Th>
                <Table.Th ta="right">{t('orders.lines.unitPrice')}</Table.Th>
                <Table.Th ta="right">{t('orders.lines.discount')}</Table.Th>
                <Table.Th ta="right">{t('orders.lines.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.products.map((line, index) => (
                <Table.Tr key={`${line.id}-${line.idVintage ?? 0}-${index}`} data-testid={`line-${index}`}>
                  <Table.Td>{line.year ? `${line.name} ${line.year}` : line.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {line.capacity
                      ? `${formatNumber(line.capacity, lang)} ${line.capacityUnit ?? ''}`.trim()
                      : t('common.none')}
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(line.unitPrice)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {line.discount > 0 ? `− ${money(line.discount)}` : t('common.none')}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(line.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2} ml="auto" miw={280} data-testid="order-totals">
          <TotalRow label={t('orders.lines.subtotal')} value={money(order.subtotal)} testId="total-subtotal" />
          {discount && (
            <TotalRow
              label={
                discount.on === 'SHIPPING_FEES'
                  ? t('orders.lines.discountOnShipping', { code: discount.code })
                  : t('orders.lines.discountCode', { code: discount.code })
              }
              value={`− ${money(discount.amount)}`}
              testId="total-discount"
            />
          )}
          <TotalRow
            label={t('orders.lines.shippingFees')}
            value={
              order.shippingFees === 0 && delivery.fdp > 0
                ? t('orders.lines.freeShipping', { fdp: money(delivery.fdp) })
                : money(order.shippingFees)
            }
            testId="total-shipping"
          />
          <TotalRow label={t('orders.lines.orderTotal')} value={money(order.total)} strong testId="total-total" />
        </Stack>
      </Stack>
    </Paper>
  );
}
