import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { orderStatusMailKeys } from '@cellar/shared/mail/mail-keys';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { orderChanged, sendStatusMail, type OrderView } from '../api/orders-api.ts';
import { MailPreview } from './mail-preview.tsx';
import { orderMailLabel, useOrdersT } from './order-text.ts';

/** Sends (again) the mail of a status, whatever the order's status now (`POST /send/mail/{status}`), after its preview.
 * */
export function MailDialog({ order, status, onClose }: { order: OrderView; status: OrderStatus; onClose: () => void }) {
  const t = useOrdersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mail = orderMailLabel(t, orderStatusMailKeys[status]);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      orderChanged(queryClient, await sendStatusMail(api, order.id, status));
      toast('success', t('orders.mail.sent'));
      onClose();
    } catch (caught) {
      if (isRequestDropped(caught)) return;
      const message = errorMessage(caught, t('error.generic'));
      setError(message);
      toast('error', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={t('orders.mail.sendTitle', { mail })} data-testid="mail-dialog">
      <Stack gap="sm">
        {error && (
          <Alert color="red" data-testid="mail-error">
            {error}
          </Alert>
        )}
        <MailPreview idOrder={order.id} status={status} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void send()} data-testid="mail-send">
            {t('orders.mail.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
