import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
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
  const [sendMail, setSendMail] = useState(true);
  const [trackingNumber, setTrackingNumber] = useState(order.shipment?.trackingNumber ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const action = t(`orders.status.moveTo.${to}`);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    setTrackingError(null);
    try {
      const view = await moveOrder(api, order.id, {
        status: to,
        sendMail,
        revision: order.revision,
        ...(to === 'SHIPPED' && trackingNumber.trim() !== '' ? { trackingNumber: trackingNumber.trim() } : {}),
      });
      orderChanged(queryClient, view);
      toast('success', t('orders.status.changed'));
      onClose();
    } catch (caught) {
      if (isRequestDropped(caught)) return;
      const message = errorMessage(caught, t('error.generic'));
      toast('error', message);
      if (isApiError(caught) && caught.status === 409) {
        // The order moved meanwhile (or can no longer take this move): it is read again, and the
        // admin decides on what it is now.
        void queryClient.invalidateQueries({ queryKey: orderKeys.one(order.id), exact: true });
        onConflict(message);
        onClose();
        return;
      }
      if (isApiError(caught) && caught.fieldErrors.trackingNumber)
        setTrackingError(caught.fieldErrors.trackingNumber.join(' '));
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('orders.status.dialogTitle', { action, number: order.number })}
      data-testid="status-dialog"
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" data-testid="status-error">
            {error}
          </Alert>
        )}
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
            value={trackingNumber}
            maxLength={100}
            error={trackingError}
            onChange={(event) => setTrackingNumber(event.currentTarget.value)}
            data-testid="status-tracking"
          />
        )}
        <Checkbox
          checked={sendMail}
          onChange={(event) => setSendMail(event.currentTarget.checked)}
          label={t('orders.status.sendMail', { email: order.customer.email })}
          data-testid="status-send-mail"
        />
        {sendMail ? (
          <MailPreview idOrder={order.id} status={to} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="status-no-mail">
            {t('orders.status.noMail')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color={to === 'CANCELED' ? 'red' : undefined}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="status-confirm"
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
