import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentKind } from '@cellar/shared/orders/admin-orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { DeleteIcon, EditIcon } from '../../../components/kit/row-icons.tsx';
import { deletePayment, orderChanged, type OrderPaymentLine, type OrderView } from '../api/orders-api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useOrdersT } from './order-text.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentStatusBadge } from './status-badge.tsx';

/** A figure of the balance: its label above, the amount below. */
function Figure({
  label,
  value,
  colour,
  testId,
}: {
  label: string;
  value: string;
  colour?: string | undefined;
  testId: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={colour} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Payments and balance of an order (docs/orders.md "Payments and balance"): what it is worth, what
 * was paid (payments less refunds), what is still due or to give back; the payment lines (a card
 * payment is the provider's and read-only), each typed one changed or deleted, a payment or a refund
 * added in a dialog.
 */
export function PaymentsPanel({ order }: { order: OrderView }) {
  const t = useOrdersT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ payment: OrderPaymentLine | null; kind: PaymentKind } | null>(null);
  const [toDelete, setToDelete] = useState<OrderPaymentLine | null>(null);
  const money = (value: number) => formatMoney(value, lang);

  const deletion = useMutation({
    mutationFn: (payment: OrderPaymentLine) => deletePayment(api, order.id, payment.id),
    onSuccess: (view) => {
      orderChanged(queryClient, view);
      toast('success', t('orders.payments.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
      setToDelete(null);
    },
  });

  const balanceLabel =
    order.balance > 0
      ? t('orders.payments.balance')
      : order.balance < 0
        ? t('orders.payments.toRefund')
        : t('orders.payments.settled');
  const describe = (p: OrderPaymentLine) => ({ date: p.date, amount: money(p.amount) });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-payments" data-testid="order-payments">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={4} id="order-payments">
              {t('orders.payments.title')}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('orders.payments.chosen', { method: t(`orders.paymentMethods.${order.payment.method}`) })}
              </Text>
              <PaymentStatusBadge status={order.paymentStatus} size="sm" data-testid="order-payment-status" />
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => setDialog({ payment: null, kind: 'PAYMENT' })}
              data-testid="payment-add"
            >
              {t('orders.payments.add')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="gray"
              onClick={() => setDialog({ payment: null, kind: 'REFUND' })}
              data-testid="refund-add"
            >
              {t('orders.payments.addRefund')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={3} data-testid="order-balance">
          <Figure label={t('orders.lines.orderTotal')} value={money(order.total)} testId="balance-total" />
          <Figure label={t('orders.payments.paid')} value={money(order.paid)} testId="balance-paid" />
          <Figure
            label={balanceLabel}
            value={money(Math.abs(order.balance))}
            colour={order.balance > 0 ? 'orange.8' : order.balance < 0 ? 'red' : 'green'}
            testId="balance-due"
          />
        </SimpleGrid>
        {order.payments.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="payments-none">
            {t('orders.payments.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={4} horizontalSpacing={8} data-testid="payments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.payments.kind')}</Table.Th>
                  <Table.Th ta="right">{t('orders.payments.amount')}</Table.Th>
                  <Table.Th>{t('orders.payments.date')}</Table.Th>
                  <Table.Th>{t('orders.payments.method')}</Table.Th>
                  <Table.Th>{t('orders.payments.reference')}</Table.Th>
                  <Table.Th>{t('orders.payments.source')}</Table.Th>
                  <Table.Th ta="right">{t('orders.payments.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.payments.map((p) => (
                  <Table.Tr key={p.id} data-testid={`payment-row-${p.id}`}>
                    <Table.Td>
                      <Badge
                        size="sm"
                        variant="light"
                        color={p.kind === 'REFUND' ? 'red' : 'green'}
                        style={{ minWidth: 'max-content' }}
                      >
                        {t(`orders.payments.kinds.${p.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {p.kind === 'REFUND' ? `− ${money(p.amount)}` : money(p.amount)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.date}</Table.Td>
                    <Table.Td>{p.label}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.reference ?? t('common.none')}</Table.Td>
                    <Table.Td>{t(`orders.payments.sources.${p.source}`)}</Table.Td>
                    <Table.Td>
                      {p.source !== 'ADMIN' ? (
                        <Text size="xs" c="dimmed" ta="right" data-testid={`payment-readonly-${p.id}`}>
                          {t('orders.payments.readOnly')}
                        </Text>
                      ) : (
                        <Group gap={6} justify="flex-end" wrap="nowrap">
                          <Tooltip label={t('kit.list.edit')} withinPortal>
                            <ActionIcon
                              variant="light"
                              onClick={() => setDialog({ payment: p, kind: p.kind })}
                              aria-label={t('orders.payments.editOf', describe(p))}
                              data-testid={`payment-edit-${p.id}`}
                            >
                              <EditIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('kit.list.delete')} withinPortal>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => setToDelete(p)}
                              aria-label={t('orders.payments.deleteOf', describe(p))}
                              data-testid={`payment-delete-${p.id}`}
                            >
                              <DeleteIcon />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {dialog && (
        <PaymentDialog order={order} payment={dialog.payment} kind={dialog.kind} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('orders.payments.confirmTitle')}
        message={
          toDelete
            ? t('orders.payments.confirmDelete', {
                kind: t(`orders.payments.kinds.${toDelete.kind}`).toLowerCase(),
                ...describe(toDelete),
              })
            : ''
        }
        confirmLabel={t('kit.list.delete')}
        busy={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
      />
    </Paper>
  );
}
