import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { MailFrame } from '../../../components/kit/mail-frame.tsx';
import { mailPreviewQuery } from '../api/orders-api.ts';
import { useOrdersT } from './order-text.ts';

/**
 * The mail of a status as the shopper would get it now (`/preview/mail/{status}`): to whom, the
 * subject, and the HTML in a sandboxed frame (no script, no form, no navigation of this window).
 */
export function MailPreview({ idOrder, status }: { idOrder: number; status: OrderStatus }) {
  const t = useOrdersT();
  const api = useApi();
  const preview = useQuery(mailPreviewQuery(api, idOrder, status));
  if (preview.isPending) return <Skeleton h={260} data-testid="mail-preview-loading" />;
  if (preview.isError)
    return (
      <Alert color="orange" title={t('orders.mail.previewFailed')} data-testid="mail-preview-error">
        {errorMessage(preview.error, t('error.generic'))}
      </Alert>
    );
  return (
    <MailFrame
      mail={preview.data}
      labels={{ to: t('orders.mail.to'), subject: t('orders.mail.subject'), frame: t('orders.mail.frame') }}
    />
  );
}
