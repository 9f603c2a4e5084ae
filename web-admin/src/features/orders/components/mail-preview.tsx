import { Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
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
  const mail = preview.data;
  return (
    <Paper withBorder p="xs" data-testid="mail-preview">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={70}>
            {t('orders.mail.to')}
          </Text>
          <Text size="sm" data-testid="mail-preview-to">
            {mail.to}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={70}>
            {t('orders.mail.subject')}
          </Text>
          <Text size="sm" fw={600} data-testid="mail-preview-subject">
            {mail.subject}
          </Text>
        </Group>
        <iframe
          title={t('orders.mail.frame')}
          sandbox=""
          srcDoc={mail.html}
          data-testid="mail-preview-frame"
          style={{ width: '100%', height: 260, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, background: 'white' }}
        />
      </Stack>
    </Paper>
  );
}
