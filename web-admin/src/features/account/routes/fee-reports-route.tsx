import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { feeReportIssues, type FeeReport, type FeeReportField } from '@cellar/shared/billing/billing';
import { translate } from '@cellar/shared/i18n/messages';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { billingKeys } from '../../../lib/billing/billing-queries.ts';
import { useBillingT } from '../../../lib/billing/billing-text.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { leavePage } from '../components/leave-page.ts';

/** How often the list is read again while a report is Pending (spec 1 §9: a report takes up to a minute). */
export const feeReportPollMs = 2000;

const statusColor = { PENDING: 'blue', READY: 'green', FAILED: 'red' } as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: isoDay(first), to: isoDay(last) };
}

/**
 * `/account/stripeFee` ("Stripe fee report", spec 1 §2, §4 "Pending then Ready"): ask for a period's report (a job
 * builds its CSV), the reports with their status, read again while one is Pending, and each Ready one's download.
 */
export function FeeReportsRoute() {
  const t = useBillingT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState(lastMonth);
  const [errors, setErrors] = useState<Partial<Record<FeeReportField, string>>>({});
  const reports = useQuery({
    queryKey: billingKeys.part('fee-reports'),
    queryFn: ({ signal }) => api.call('stripeFeeReports', { signal }),
    refetchInterval: (query) =>
      query.state.data?.list.some((report) => report.status === 'PENDING') ? feeReportPollMs : false,
  });
  const ask = useMutation({
    mutationFn: () => api.call('stripeFeeReportCreate', { body: period }),
    onSuccess: async () => {
      toast('success', t('billing.fees.asked'));
      await queryClient.invalidateQueries({ queryKey: billingKeys.part('fee-reports') });
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, [message]]) => [field, message])));
      else toast('error', errorMessage(error, t('error.generic')));
    },
  });
  const download = useMutation({
    mutationFn: (id: number) => api.call('stripeFeeReport', { params: { id } }),
    onSuccess: (report) => report.downloadUrl && leavePage.to(report.downloadUrl),
    onError: (error) => toast('error', errorMessage(error, t('billing.fees.downloadFailed'))),
  });
  const submit = () => {
    const issues = feeReportIssues(period);
    setErrors(Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, translate(key, lang)])));
    if (Object.keys(issues).length === 0) ask.mutate();
  };
  return (
    <Stack gap="md" data-testid="fee-reports-screen">
      <Title order={2}>{t('billing.fees.title')}</Title>
      <Paper withBorder p="lg" maw={760}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('billing.fees.intro')}
            </Text>
            <Group align="flex-start">
              {(['from', 'to'] as const).map((field) => (
                <TextInput
                  key={field}
                  type="date"
                  label={t(`billing.fees.${field}`)}
                  withAsterisk
                  value={period[field]}
                  error={errors[field]}
                  onChange={(event) => setPeriod({ ...period, [field]: event.currentTarget.value })}
                  data-testid={`fee-report-${field}`}
                />
              ))}
            </Group>
            <Button type="submit" loading={ask.isPending} w="fit-content" data-testid="fee-report-ask">
              {t('billing.fees.ask')}
            </Button>
          </Stack>
        </form>
      </Paper>
      {reports.isError ? (
        <LoadError
          title={t('billing.fees.loadFailed')}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          testId="fee-reports-error"
        />
      ) : (
        <DataTable<FeeReport>
          withTableBorder
          striped
          idAccessor="id"
          records={reports.data?.list ?? []}
          fetching={reports.isPending}
          minHeight={(reports.data?.list.length ?? 0) === 0 ? 160 : undefined}
          noRecordsText={reports.isPending ? t('common.loading') : t('billing.fees.empty')}
          data-testid="fee-report-table"
          columns={[
            {
              accessor: 'period',
              title: t('billing.fees.period'),
              render: (r) => `${formatDay(r.from)} – ${formatDay(r.to)}`,
            },
            { accessor: 'createdAt', title: t('billing.fees.created'), render: (r) => formatDateTime(r.createdAt) },
            {
              accessor: 'status',
              title: t('billing.fees.status'),
              render: (r) => (
                <Badge color={statusColor[r.status]} variant="light" title={r.failure ?? undefined}>
                  {t(`billing.fees.statuses.${r.status}`)}
                </Badge>
              ),
            },
            { accessor: 'rows', title: t('billing.fees.rows'), render: (r) => r.rows ?? t('common.none') },
            {
              accessor: 'download',
              title: '',
              render: (r) =>
                r.status === 'READY' ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={download.isPending && download.variables === r.id}
                    onClick={() => download.mutate(r.id)}
                    data-testid={`fee-report-download-${r.id}`}
                  >
                    {t('billing.fees.download')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
    </Stack>
  );
}
