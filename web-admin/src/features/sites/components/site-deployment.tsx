import { useState, type ReactNode } from 'react';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import type { JobView } from '@cellar/shared/workflows/jobs';
import type { SiteDeployment as Deployment } from '@cellar/shared/workflows/deploy';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { isRunning, useJobPoll, type FollowedJobRef } from '../../../components/jobs/job-queries.ts';
import { JobList } from '../../../components/jobs/job-list.tsx';
import { JobProgress } from '../../../components/jobs/job-progress.tsx';
import {
  deploymentKeys,
  refreshVersion,
  repositoryStatusQuery,
  setConstruction,
  startDeployAction,
  templateVersionQuery,
  workflowStatusQuery,
  type DeployAction,
  type SiteRow,
} from '../api/sites-api.ts';
import { useDeploymentT } from './deployment-text.ts';

/** The buttons of the deploy calls, in the order shown, with their test ids. */
const actionButtons: Array<{ action: DeployAction; testId: string }> = [
  { action: 'publish', testId: 'deploy-publish' },
  { action: 'restart', testId: 'deploy-restart' },
  { action: 'build', testId: 'deploy-build' },
  { action: 'deployDev', testId: 'deploy-dev' },
  { action: 'updateClient', testId: 'deploy-update-client' },
  { action: 'init', testId: 'deploy-init' },
];

function Pending() {
  return <Loader size="xs" />;
}

/**
 * The "Deployment" section of `/superAdmin/site/{id}` (issue 15): the site's deployment state (the storefront build
 * it is served with against the latest, construction mode, the release served and when, its release store), the
 * deploy actions (each starts a job whose steps show live), and the site's jobs, read again while one runs. A part
 * that did not load says so rather than showing a default.
 */
export function SiteDeployment({ site }: { site: SiteRow }) {
  const t = useDeploymentT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const workflow = useQuery(workflowStatusQuery(api, site.id));
  const repository = useQuery(repositoryStatusQuery(api, site.id));
  const template = useQuery(templateVersionQuery(api));
  const [followed, setFollowed] = useState<FollowedJobRef | null>(null);
  const [confirmInit, setConfirmInit] = useState(false);
  const progress = useJobPoll(followed, [deploymentKeys.workflow(site.id), deploymentKeys.repository(site.id)]);

  const started = (job: JobView) => {
    setFollowed({ id: job.id, idSite: job.idSite, initial: job });
    toast('success', t('deployment.actions.started'));
    void queryClient.invalidateQueries({ queryKey: deploymentKeys.workflow(site.id) });
  };
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };
  const action = useMutation({
    mutationFn: (which: DeployAction) => startDeployAction(api, site.id, which),
    onSuccess: started,
    onError: failed,
    onSettled: () => setConfirmInit(false),
  });
  const construction = useMutation({
    mutationFn: (enabled: boolean) => setConstruction(api, site.id, enabled),
    onSuccess: started,
    onError: failed,
  });
  const refresh = useMutation({
    mutationFn: () => refreshVersion(api, site.id),
    onSuccess: (deployment) => {
      queryClient.setQueryData(deploymentKeys.workflow(site.id), (old: { deployment: Deployment } | undefined) =>
        old ? { ...old, deployment } : old,
      );
      toast('success', t('deployment.actions.versionRefreshed'));
    },
    onError: failed,
  });
  const busy = action.isPending || construction.isPending || isRunning(progress.data);

  const failedText = (key: string) => (
    <Text size="sm" c="red" data-testid={`deployment-${key}-error`}>
      {t('deployment.state.loadFailed')}
    </Text>
  );
  const fromDeployment = (key: string, render: (deployment: Deployment) => ReactNode): ReactNode =>
    workflow.isPending ? <Pending /> : workflow.isError ? failedText(key) : render(workflow.data.deployment);
  const latest = template.data?.version;

  const rows: Array<[string, string, ReactNode]> = [
    [
      'client-version',
      t('deployment.state.clientVersion'),
      fromDeployment('client-version', (d) => (
        <Group gap="xs">
          <Text size="sm">{d.clientVersion ?? t('deployment.state.neverPublished')}</Text>
          {d.clientVersion && latest && (
            <Badge
              variant="light"
              color={d.clientVersion === latest ? 'green' : 'orange'}
              data-testid="deployment-version-badge"
            >
              {d.clientVersion === latest ? t('deployment.state.upToDate') : t('deployment.state.updateAvailable')}
            </Badge>
          )}
        </Group>
      )),
    ],
    [
      'latest-version',
      t('deployment.state.latestVersion'),
      template.isPending ? (
        <Pending />
      ) : template.isError ? (
        failedText('latest-version')
      ) : (
        [
          template.data.version,
          template.data.builtAt ? t('deployment.state.builtAt', { date: formatDateTime(template.data.builtAt) }) : '',
        ]
          .filter(Boolean)
          .join(', ')
      ),
    ],
    [
      'construction',
      t('deployment.state.construction'),
      fromDeployment('construction', (d) => (
        <Badge variant="light" color={d.construction ? 'orange' : 'gray'} data-status={String(d.construction)}>
          {d.construction ? t('deployment.state.on') : t('deployment.state.off')}
        </Badge>
      )),
    ],
    [
      'current-release',
      t('deployment.state.currentRelease'),
      fromDeployment('current-release', (d) => d.currentReleaseId ?? t('deployment.state.none')),
    ],
    [
      'published-at',
      t('deployment.state.publishedAt'),
      fromDeployment('published-at', (d) => formatDateTime(d.publishedAt) || t('deployment.state.never')),
    ],
    [
      'repository',
      t('deployment.state.repository'),
      repository.isPending ? (
        <Pending />
      ) : repository.isError ? (
        failedText('repository')
      ) : repository.data.exists ? (
        t('deployment.state.repositoryExists', { count: repository.data.releases })
      ) : (
        t('deployment.state.repositoryMissing')
      ),
    ],
  ];

  return (
    <Paper withBorder p="md" maw={960} data-testid="site-deployment">
      <Stack gap="md">
        <Title order={3}>{t('deployment.title')}</Title>
        <Table data-testid="deployment-state">
          <Table.Tbody>
            {rows.map(([key, label, value]) => (
              <Table.Tr key={key}>
                <Table.Th w={240}>{label}</Table.Th>
                <Table.Td data-testid={`deployment-${key}`}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="xs">
          <Title order={4}>{t('deployment.actions.title')}</Title>
          <Group gap="xs">
            {actionButtons.map(({ action: which, testId }) => (
              <Button
                key={which}
                variant={which === 'publish' ? 'filled' : 'light'}
                size="sm"
                disabled={busy}
                loading={action.isPending && action.variables === which}
                onClick={() => (which === 'init' ? setConfirmInit(true) : action.mutate(which))}
                data-testid={testId}
              >
                {t(`deployment.actions.${which}`)}
              </Button>
            ))}
            <Button
              variant="default"
              size="sm"
              loading={refresh.isPending}
              onClick={() => refresh.mutate()}
              data-testid="deploy-refresh-version"
            >
              {t('deployment.actions.refreshVersion')}
            </Button>
          </Group>
          <Switch
            label={t('deployment.actions.construction')}
            checked={workflow.data?.deployment.construction ?? false}
            disabled={!workflow.data || busy}
            onChange={(event) => construction.mutate(event.currentTarget.checked)}
            data-testid="deploy-construction"
          />
        </Stack>
        {followed && <JobProgress poll={progress} testId="site-job" />}
        <Stack gap="xs">
          <Title order={4}>{t('deployment.jobs.title')}</Title>
          {workflow.isPending ? (
            <Center role="status" aria-label={t('common.loading')} py="md">
              <Loader size="sm" />
            </Center>
          ) : workflow.isError ? (
            <LoadError
              title={translate('job.refreshFailed', lang)}
              error={workflow.error}
              onRetry={() => void workflow.refetch()}
              testId="site-jobs-error"
            />
          ) : (
            <JobList jobs={workflow.data.jobs} testId="site-jobs" />
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={confirmInit}
        title={t('deployment.init.title')}
        message={t('deployment.init.message')}
        confirmLabel={t('deployment.init.confirm')}
        busy={action.isPending}
        onConfirm={() => action.mutate('init')}
        onCancel={() => setConfirmInit(false)}
      />
    </Paper>
  );
}
