import 'mantine-datatable/styles.css';
import '../../../components/kit/list-screen.css';
import { useState } from 'react';
import { Badge, Box, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import type { ReleaseView } from '@cellar/shared/workflows/releases';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { publishingKeys, releasesQuery, serveRelease } from '../api/publishing-api.ts';
import { startedByText } from '../../../components/jobs/job-steps.tsx';
import { useJobsT } from '../../../components/jobs/jobs-text.ts';
import { usePublishingT } from './publishing-text.ts';

/** The release served now: when, by whom, how many documents, with which storefront build. */
function CurrentRelease({ release }: { release: ReleaseView | undefined }) {
  const t = usePublishingT();
  const jobsT = useJobsT();
  if (!release)
    return (
      <Text c="dimmed" data-testid="current-release-none">
        {t('publishing.current.none')}
      </Text>
    );
  const facts: Array<[string, string, string]> = [
    ['created-at', t('publishing.current.createdAt'), formatDateTime(release.createdAt)],
    ['created-by', t('publishing.current.createdBy'), startedByText(jobsT, { startedBy: release.createdBy })],
    ['documents', t('publishing.current.documents'), String(release.documents)],
    ['client-version', t('publishing.current.clientVersion'), release.clientVersion],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="current-release" data-release-id={release.id}>
      {facts.map(([key, label, value]) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={500} data-testid={`current-release-${key}`}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The site's releases: the one served now, and the list (newest first) where an earlier production release can be
 * served again after a confirmation (a rollback: one switch, `PUT /admin/site/release/{id}/current`).
 */
export function ReleasesPanel() {
  const t = usePublishingT();
  const jobsT = useJobsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const releases = useQuery(releasesQuery(api));
  const [toServe, setToServe] = useState<ReleaseView | null>(null);
  const rollback = useMutation({
    mutationFn: (release: ReleaseView) => serveRelease(api, release.id),
    onSuccess: (list, release) => {
      queryClient.setQueryData(publishingKeys.releases, list);
      toast('success', t('publishing.releases.rolledBack', { date: formatDateTime(release.createdAt) }));
      setToServe(null);
      void queryClient.invalidateQueries({ queryKey: publishingKeys.jobs });
    },
    onError: (error) => {
      setToServe(null);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
  });

  if (releases.isPending)
    return (
      <Center role="status" aria-label={t('common.loading')} py="md">
        <Loader size="sm" />
      </Center>
    );
  if (releases.isError)
    return (
      <LoadError
        title={t('publishing.releases.loadFailed')}
        error={releases.error}
        onRetry={() => void releases.refetch()}
        testId="releases-error"
      />
    );
  const { releases: rows, currentId } = releases.data;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={4}>{t('publishing.current.title')}</Title>
        <CurrentRelease release={rows.find((release) => release.id === currentId)} />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('publishing.releases.title')}</Title>
        <Box data-testid="releases-table">
          <DataTable<ReleaseView>
            className="cellar-list-table"
            withTableBorder
            borderRadius="sm"
            striped
            horizontalSpacing={8}
            minHeight={rows.length === 0 ? 120 : undefined}
            records={rows}
            idAccessor="id"
            noRecordsText={t('publishing.releases.empty')}
            customRowAttributes={(release) => ({
              'data-testid': `release-${release.id}`,
              'data-current': String(release.current),
            })}
            columns={[
              {
                accessor: 'createdAt',
                title: t('publishing.releases.createdAt'),
                render: (release) => formatDateTime(release.createdAt),
              },
              {
                accessor: 'createdBy',
                title: t('publishing.releases.createdBy'),
                render: (release) => startedByText(jobsT, { startedBy: release.createdBy }),
              },
              {
                accessor: 'kind',
                title: t('publishing.releases.kind'),
                render: (release) => t(`publishing.releases.kinds.${release.kind}`),
              },
              { accessor: 'documents', title: t('publishing.releases.documents'), textAlign: 'right' },
              {
                accessor: 'languages',
                title: t('publishing.releases.languages'),
                render: (release) => release.languages.join(', '),
              },
              { accessor: 'clientVersion', title: t('publishing.releases.clientVersion') },
              {
                accessor: 'current',
                title: '',
                textAlign: 'right',
                render: (release) =>
                  release.current ? (
                    <Badge color="green" variant="light" data-testid={`release-current-${release.id}`}>
                      {t('publishing.releases.served')}
                    </Badge>
                  ) : release.kind === 'production' ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setToServe(release)}
                      disabled={rollback.isPending}
                      aria-label={t('publishing.releases.rollbackOf', { date: formatDateTime(release.createdAt) })}
                      data-testid={`release-rollback-${release.id}`}
                    >
                      {t('publishing.releases.rollback')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Box>
      </Stack>
      <ConfirmDialog
        opened={toServe !== null}
        title={t('publishing.releases.confirmTitle')}
        message={
          toServe
            ? t('publishing.releases.confirmMessage', {
                date: formatDateTime(toServe.createdAt),
                documents: toServe.documents,
              })
            : ''
        }
        confirmLabel={t('publishing.releases.confirm')}
        busy={rollback.isPending}
        onConfirm={() => toServe && rollback.mutate(toServe)}
        onCancel={() => setToServe(null)}
      />
    </Stack>
  );
}
