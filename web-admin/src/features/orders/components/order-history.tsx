import { Badge, Group, Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { orderStatusValues, type OrderStatus } from '@cellar/shared/checkout/orders';
import { returnStatusValues, type ReturnStatus } from '@cellar/shared/orders/returns';
import { ReturnStatusBadge } from '../../../components/returns/return-status-badge.tsx';
import type { OrderView } from '../api/orders-api.ts';
import { orderMailLabel, useOrdersT } from './order-text.ts';
import { StatusBadge } from './status-badge.tsx';

const isStatus = (value: string | null): value is OrderStatus =>
  (orderStatusValues as readonly (string | null)[]).includes(value);
const isReturnStatus = (value: string | null): value is ReturnStatus =>
  (returnStatusValues as readonly (string | null)[]).includes(value);

/** One end of a change: a status as its badge, anything else as it is. */
function End({ value }: { value: string }) {
  if (isStatus(value)) return <StatusBadge status={value} size="xs" />;
  // A return's move (RETURN_STATUS events): the return's status in its colour.
  if (isReturnStatus(value)) return <ReturnStatusBadge status={value} size="xs" />;
  return (
    <Text span size="xs">
      {value}
    </Text>
  );
}

/** The mails sent to the shopper about the order (`mails`): which, to whom, when, sent or failed. */
export function MailHistory({ order }: { order: OrderView }) {
  const t = useOrdersT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-mails" data-testid="order-mails">
      <Stack gap="sm">
        <Title order={4} id="order-mails">
          {t('orders.mail.history')}
        </Title>
        {order.mails.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orders.mail.none')}
          </Text>
        ) : (
          <Table striped verticalSpacing={4} horizontalSpacing={8}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.mail.kind')}</Table.Th>
                <Table.Th>{t('orders.mail.to')}</Table.Th>
                <Table.Th>{t('orders.mail.date')}</Table.Th>
                <Table.Th>{t('orders.mail.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.mails.map((mail, index) => (
                <Table.Tr key={`${mail.sentAt}-${index}`} data-testid={`mail-row-${index}`}>
                  <Table.Td>{orderMailLabel(t, mail.kind)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.to}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{mail.date}</Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant="light"
                      color={mail.status === 'SENT' ? 'green' : 'red'}
                      style={{ minWidth: 'max-content' }}
                    >
                      {t(`orders.mail.states.${mail.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** The order's history (`events`, oldest first): when, who, what in the server's sentence, from → to. */
export function OrderTimeline({ order }: { order: OrderView }) {
  const t = useOrdersT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-timeline" data-testid="order-timeline">
      <Stack gap="sm">
        <Title order={4} id="order-timeline">
          {t('orders.timeline.title')}
        </Title>
        {order.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orders.timeline.none')}
          </Text>
        ) : (
          <Timeline active={order.events.length - 1} bulletSize={14} lineWidth={2}>
            {order.events.map((event) => (
              <Timeline.Item key={event.id} title={event.text} data-testid={`event-${event.id}`}>
                <Group gap={6} mt={2}>
                  <Text size="xs" c="dimmed">
                    {event.date}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('orders.timeline.by', {
                      name: event.actor.name ?? t(`orders.timeline.actors.${event.actor.kind}`),
                    })}
                  </Text>
                  {event.from && event.to && (
                    <Group gap={4} data-testid={`event-${event.id}-change`}>
                      <End value={event.from} />
                      <Text span size="xs" aria-hidden="true">
                        →
                      </Text>
                      <End value={event.to} />
                    </Group>
                  )}
                </Group>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
