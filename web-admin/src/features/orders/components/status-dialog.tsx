import { Alert, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { moveOrder, orderChanged, orderKeys, type OrderView } from '../api/orders-api.ts';
import { MailPreview } from './mail-preview.tsx';
import { useOrdersT } from './order-text.ts';
import { StatusBadge } from './status-badge.tsx';

export interface StatusDialogProps {
  order: OrderView;
  to: OrderStatus;
  onClose: () => void;
  /** Someone else changed the order meanwhile (409): the message, shown on the screen once the order is reloaded. */
  onConflict: (message: string) => void;
}

/**
 * A status move (`PUT /admin/order/status/{id}`): the mail that goes with it, previewed, and
 * "send the mail to the customer" (ticked); the tracking number when the order is shipped; the
 * revision the screen loaded, so a move over someone else's change is refused (409) rather than
 * made blind.
 */
export function StatusDialog({ order, to, onClose, onConflict }: StatusDialogProps) {
  const t = useOrdersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const action = t(`orders.status.moveTo.${to}`);
  const dialog = useSaveForm({
    initialValues: { sendMail: true, trackingNumber: order.shipment?.trackingNumber ?? '' },
    submit: ({ sendMail, trackingNumber }) =>
      moveOrder(api, order.id, {
        status: to,
        sendMail,
        revision: order.revision,
        ...(to === 'SHIPPED' && trackingNumber.trim() !== '' ? { trackingNumber: trackingNumber.trim() } : {}),
      }),
    success: t('orders.status.changed'),
    onSaved: (view) => orderChanged(queryClient, view),
    onClose,
    fields: ['trackingNumber'],
    messageAbove: 'unplaced',
    onError: (error, message) => {
      if (!isApiError(error) || error.status !== 409) return false;
      // The order moved meanwhile (or can no longer take this move): it is read again, and the
      // admin decides on what it is now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(order.id), exact: true });
      onConflict(message);
      onClose();
      return true;
    },
  });
  const { form } = dialog;

  return (
    <DialogForm
      state={dialog}
      size="xl"
      title={t('orders.status.dialogTitle', { action, number: order.number })}
      testId="status-dialog"
      submitTestId="status-confirm"
      submitLabel={action}
      submitColor={to === 'CANCELED' ? 'red' : undefined}
      gap="sm"
    >
      <Group gap="xs">
        <StatusBadge status={order.status} />
        <Text aria-hidden="true">→</Text>
        <StatusBadge status={to} data-testid="status-dialog-to" />
      </Group>
      {to === 'CANCELED' && (
        <Alert color="orange" data-testid="cancel-warning">
          {t('orders.status.cancelWarning')}
        </Alert>
      )}
      {to === 'SHIPPED' && (
        <TextInput
          label={t('orders.status.trackingNumber')}
          description={t('orders.status.trackingHelp')}
          maxLength={100}
          {...form.getInputProps('trackingNumber')}
          data-testid="status-tracking"
        />
      )}
      <Checkbox
        label={t('orders.status.sendMail', { email: order.customer.email })}
        {...form.getInputProps('sendMail', { type: 'checkbox' })}
        data-testid="status-send-mail"
      />
      {form.getValues().sendMail ? (
        <MailPreview idOrder={order.id} status={to} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="status-no-mail">
          {t('orders.status.noMail')}
        </Text>
      )}
    </DialogForm>
  );
}
