import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { orderStatusMailKeys } from '@cellar/shared/mail/mail-keys';
import { useApi } from '../../../lib/api/api-context.tsx';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { orderChanged, sendStatusMail, type OrderView } from '../api/orders-api.ts';
import { MailPreview } from './mail-preview.tsx';
import { orderMailLabel, useOrdersT } from './order-text.ts';

/** Sends (again) the mail of a status, whatever the order's status now (`POST /send/mail/{status}`), after its preview.
 * */
export function MailDialog({ order, status, onClose }: { order: OrderView; status: OrderStatus; onClose: () => void }) {
  const t = useOrdersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const mail = orderMailLabel(t, orderStatusMailKeys[status]);
  const dialog = useSaveForm({
    initialValues: {},
    submit: () => sendStatusMail(api, order.id, status),
    success: t('orders.mail.sent'),
    onSaved: (view) => orderChanged(queryClient, view),
    onClose,
  });

  return (
    <DialogForm
      state={dialog}
      size="xl"
      title={t('orders.mail.sendTitle', { mail })}
      testId="mail-dialog"
      submitTestId="mail-send"
      submitLabel={t('orders.mail.send')}
      gap="sm"
    >
      <MailPreview idOrder={order.id} status={status} />
    </DialogForm>
  );
}
