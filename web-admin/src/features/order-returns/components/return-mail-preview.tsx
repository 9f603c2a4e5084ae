import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReturnStatus } from '@cellar/shared/orders/returns';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { MailFrame } from '../../../components/kit/mail-frame.tsx';
import { useReturnsT } from '../../../components/returns/return-text.ts';
import { returnMailPreviewQuery } from '../api/returns-api.ts';

/** The mail of the return's new status as the shopper would get it now, in a sandboxed frame. */
export function ReturnMailPreview({
  idOrder,
  idOrderBack,
  status,
}: {
  idOrder: number;
  idOrderBack: number;
  status: ReturnStatus;
}) {
  const t = useReturnsT();
  const api = useApi();
  const preview = useQuery(returnMailPreviewQuery(api, idOrder, idOrderBack, status));
  if (preview.isPending) return <Skeleton h={200} data-testid="mail-preview-loading" />;
  if (preview.isError)
    return (
      <Alert color="orange" title={t('returns.mail.previewFailed')} data-testid="mail-preview-error">
        {errorMessage(preview.error, t('error.generic'))}
      </Alert>
    );
  return (
    <MailFrame
      mail={preview.data}
      height={160}
      labels={{ to: t('returns.mail.to'), subject: t('returns.mail.subject'), frame: t('returns.mail.frame') }}
    />
  );
}
