import type { ReactNode } from 'react';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderView } from '../api/orders-api.ts';
import { useOrdersT } from './order-text.ts';

type Address = NonNullable<OrderView['address']['delivery']>;

function Section({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap={4}>
        <Title order={4} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value on one line. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

function AddressLines({ address }: { address: Address }) {
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  return (
    <Stack gap={0}>
      {name && <Text size="sm">{name}</Text>}
      <Text size="sm">{address.address}</Text>
      {address.addressPart2 && <Text size="sm">{address.addressPart2}</Text>}
      <Text size="sm">{`${address.postalCode} ${address.city}`}</Text>
      <Text size="sm">{address.country}</Text>
    </Stack>
  );
}

/** The customer, the delivery (type, carrier, pickup point or the click-and-collect place and slot, tracking), the
 * addresses and the shopper's message. */
export function OrderParties({ order }: { order: OrderView }) {
  const t = useOrdersT();
  const { customer, delivery, shipment } = order;
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Section id="order-customer" title={t('orders.customer.title')} testId="order-customer">
          {name && <Text fw={600}>{name}</Text>}
          <Field label={t('orders.customer.email')}>
            <Anchor href={`mailto:${customer.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {customer.email}
            </Anchor>
          </Field>
          <Field label={t('orders.customer.phone')}>{customer.phone ?? t('common.none')}</Field>
          <Badge variant="light" color={customer.guest ? 'gray' : 'blue'} mt={4} data-testid="order-customer-kind">
            {customer.guest ? t('orders.customer.guest') : t('orders.customer.account')}
          </Badge>
        </Section>
        <Section id="order-delivery" title={t('orders.delivery.title')} testId="order-delivery">
          <Field label={t('orders.delivery.type')}>{t(`orders.deliveryTypes.${delivery.type}`)}</Field>
          {delivery.carrierName && <Field label={t('orders.delivery.carrier')}>{delivery.carrierName}</Field>}
          {delivery.accessPoint && (
            <Field label={t('orders.delivery.accessPoint')}>
              {[
                delivery.accessPoint.name,
                delivery.accessPoint.address,
                [delivery.accessPoint.postalCode, delivery.accessPoint.city].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')}
            </Field>
          )}
          {delivery.pickup && (
            <>
              <Field
                label={t('orders.delivery.pickup')}
              >{`${delivery.pickup.name}, ${delivery.pickup.address}, ${delivery.pickup.postalCode} ${delivery.pickup.city}`}</Field>
              <Text size="sm" fw={600} data-testid="order-pickup-slot">
                {t('orders.delivery.pickupSlot', {
                  date: delivery.pickup.date,
                  start: delivery.pickup.start,
                  end: delivery.pickup.end,
                })}
              </Text>
            </>
          )}
          {shipment?.trackingNumber && (
            <Field label={t('orders.delivery.tracking')}>
              {shipment.trackingUrl ? (
                <Anchor href={shipment.trackingUrl} target="_blank" rel="noreferrer" size="sm">
                  {shipment.trackingNumber}
                </Anchor>
              ) : (
                shipment.trackingNumber
              )}
            </Field>
          )}
        </Section>
        <Section id="order-address-delivery" title={t('orders.addresses.delivery')} testId="order-address-delivery">
          {order.address.delivery ? (
            <AddressLines address={order.address.delivery} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('orders.addresses.none')}
            </Text>
          )}
        </Section>
        <Section id="order-address-billing" title={t('orders.addresses.billing')} testId="order-address-billing">
          {order.address.billing ? (
            <AddressLines address={order.address.billing} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('orders.addresses.none')}
            </Text>
          )}
        </Section>
      </SimpleGrid>
      <Section id="order-message" title={t('orders.message.title')} testId="order-message">
        {order.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {order.message}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('orders.message.none')}
          </Text>
        )}
      </Section>
    </Stack>
  );
}
