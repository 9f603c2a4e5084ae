import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
  Tooltip,
} from '@mantine/core';
import { Link } from 'react-router';
import { returnStatusValues, type ReturnAction, type ReturnStatus } from '@cellar/shared/orders/returns';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { rowIconProps } from '../../../components/kit/row-icons.tsx';
import type { ReturnView } from '../../../components/returns/return-queries.ts';
import { ReturnStatusBadge } from '../../../components/returns/return-status-badge.tsx';
import { useReturnsT } from '../../../components/returns/return-text.ts';
import { downloadReturnFile } from '../api/returns-api.ts';
import { kilobytes, parisDateTime } from './return-format.ts';

function DownloadIcon() {
  return (
    <svg {...rowIconProps}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

function Section({ title, id, children, testId }: { title: string; id: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="xs">
        <Title order={5} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The files of the return, by the status they came with (LABEL_SENT: the label), each downloaded with the admin's
 * headers. */
function ReturnFiles({ view }: { view: ReturnView }) {
  const t = useReturnsT();
  const api = useApi();
  const [busy, setBusy] = useState<number | null>(null);
  const byStatus = returnStatusValues
    .map((status) => ({ status, files: view.files.filter((f) => f.status === status) }))
    .filter((g) => g.files.length > 0);
  const download = async (file: ReturnView['files'][number]) => {
    setBusy(file.id);
    try {
      await downloadReturnFile(api, view.id, file);
    } catch (error) {
      if (!isRequestDropped(error))
        toast('error', `${t('returns.detail.downloadFailed')} : ${errorMessage(error, t('error.generic'))}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Section title={t('returns.detail.files')} id={`return-files-${view.id}`} testId="return-files">
      {byStatus.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('returns.detail.noFiles')}
        </Text>
      ) : (
        byStatus.map(({ status, files }) => (
          <Stack key={status} gap={4} data-testid={`return-files-${status}`}>
            <ReturnStatusBadge status={status} size="sm" />
            {files.map((file) => (
              <Group key={file.id} gap="xs" wrap="nowrap" justify="space-between">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {parisDateTime(file.uploadedAt)} · {t('returns.detail.size', { size: kilobytes(file.size) })}
                  </Text>
                </Stack>
                <Tooltip label={t('returns.detail.download', { name: file.name })} withinPortal>
                  <ActionIcon
                    variant="light"
                    loading={busy === file.id}
                    onClick={() => void download(file)}
                    aria-label={t('returns.detail.download', { name: file.name })}
                    data-testid={`return-file-${file.id}`}
                  >
                    <DownloadIcon />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        ))
      )}
    </Section>
  );
}

/**
 * A return in full (the drawer of `/order/back`): its order, customer, the lines asked with their
 * value, reason and message, the actions allowed now, the refund and the units put back, the files
 * per status and the history of its status changes, oldest first.
 */
export function ReturnDetail({ view, onAction }: { view: ReturnView; onAction: (action: ReturnAction) => void }) {
  const t = useReturnsT();
  const lang = useLang();
  const to = useLocalePath();
  const money = (value: number) => formatMoney(value, lang);
  const name = [view.customer.firstname, view.customer.lastname].filter(Boolean).join(' ');
  const fileName = (id: number | null) => (id === null ? null : (view.files.find((f) => f.id === id)?.name ?? null));
  const ends = (status: ReturnStatus | null) => (status ? <ReturnStatusBadge status={status} size="xs" /> : null);

  return (
    <Stack gap="sm" data-testid="return-detail">
      <Group gap="sm" justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <ReturnStatusBadge status={view.status} size="lg" data-testid="return-status" />
            <Text size="sm" c="dimmed">
              {t('returns.detail.askedOn', { date: view.date })}
            </Text>
          </Group>
          <Text size="sm">
            {t('returns.detail.order')}{' '}
            <Anchor component={Link} to={to(`/order/${view.idOrder}`)} fw={600} data-testid="return-order-link">
              {view.orderNumber}
            </Anchor>
          </Text>
          <Text size="sm" data-testid="return-customer">
            {name === '' ? view.customer.email : `${name} · ${view.customer.email}`}
          </Text>
        </Stack>
      </Group>

      <Group gap="xs" role="group" aria-label={t('returns.detail.actions')} data-testid="return-actions">
        {view.allowedActions.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="return-no-action">
            {t('returns.detail.noAction')}
          </Text>
        ) : (
          view.allowedActions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'REJECT_RETURN' ? 'light' : 'filled'}
              color={action === 'REJECT_RETURN' ? 'red' : undefined}
              onClick={() => onAction(action)}
              data-testid={`return-action-${action}`}
            >
              {t(`returns.actions.${action}`)}
            </Button>
          ))
        )}
      </Group>

      <Section title={t('returns.detail.lines')} id={`return-lines-${view.id}`} testId="return-lines">
        <Table striped verticalSpacing={4} horizontalSpacing={8}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('returns.detail.product')}</Table.Th>
              <Table.Th ta="right">{t('returns.detail.quantity')}</Table.Th>
              <Table.Th ta="right">{t('returns.detail.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('returns.detail.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.lines.map((line, index) => (
              <Table.Tr key={`${line.id}-${line.idVintage ?? ''}`} data-testid={`return-line-${index}`}>
                <Table.Td>{line.year ? `${line.name} ${line.year}` : line.name}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.unitPrice)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="xs">
          <Text size="sm">{t('returns.detail.value')}</Text>
          <Text size="sm" fw={700} data-testid="return-value">
            {money(view.value)}
          </Text>
        </Group>
      </Section>

      <SimpleGrid cols={2} spacing="sm">
        <Section title={t('returns.detail.reason')} id={`return-reason-${view.id}`} testId="return-reason">
          <Text size="sm" c={view.reason ? undefined : 'dimmed'}>
            {view.reason?.value ?? t('returns.detail.noReason')}
          </Text>
        </Section>
        <Section title={t('returns.detail.refund')} id={`return-refund-${view.id}`} testId="return-refund-info">
          <Text size="sm" c={view.refundAmount === null && !view.refundSkipped ? 'dimmed' : undefined}>
            {view.refundAmount !== null
              ? t('returns.detail.refundAmount', { amount: money(view.refundAmount) })
              : view.refundSkipped === 'NOTHING_PAID'
                ? t('returns.detail.refundSkipped')
                : t('returns.detail.noRefund')}
          </Text>
          {view.stockBack.length > 0 && (
            <Stack gap={0} data-testid="return-stock-back">
              <Text size="xs" c="dimmed">
                {t('returns.detail.stockBack')}
              </Text>
              {view.stockBack.map((s) => (
                <Text key={`${s.idProduct}-${s.idVintage ?? ''}`} size="sm">
                  {t('returns.detail.stockLine', { name: s.name, quantity: s.quantity })}
                </Text>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <Section title={t('returns.detail.message')} id={`return-message-${view.id}`} testId="return-message">
        <Text
          size="sm"
          c={view.message ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {view.message ?? t('returns.detail.noMessage')}
        </Text>
      </Section>

      <ReturnFiles view={view} />

      <Section title={t('returns.detail.history')} id={`return-history-${view.id}`} testId="return-history">
        {view.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('returns.detail.noHistory')}
          </Text>
        ) : (
          <Timeline active={view.history.length - 1} bulletSize={12} lineWidth={2}>
            {view.history.map((entry, index) => (
              <Timeline.Item
                key={`${entry.at}-${index}`}
                title={entry.action ? t(`returns.actions.${entry.action}`) : t('returns.detail.asked')}
                data-testid={`return-history-${index}`}
              >
                <Group gap={6} mt={2}>
                  <Text size="xs" c="dimmed">
                    {parisDateTime(entry.at)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.by ? t('returns.detail.by', { name: entry.by }) : t('returns.detail.byCustomer')}
                  </Text>
                  <Group gap={4}>
                    {ends(entry.from)}
                    {entry.from && (
                      <Text span size="xs" aria-hidden="true">
                        →
                      </Text>
                    )}
                    {ends(entry.to)}
                  </Group>
                </Group>
                {entry.note && (
                  <Text size="xs" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
                    {t('returns.detail.note', { note: entry.note })}
                  </Text>
                )}
                {fileName(entry.idFile) && (
                  <Badge size="xs" variant="outline" color="gray" mt={2} style={{ textTransform: 'none' }}>
                    {t('returns.detail.withFile', { name: fileName(entry.idFile)! })}
                  </Badge>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>
    </Stack>
  );
}
