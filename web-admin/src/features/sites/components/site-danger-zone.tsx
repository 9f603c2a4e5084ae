import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { serverErrors } from '../../../components/kit/field-errors.ts';
import { isRunning, useJobPoll, type FollowedJobRef } from '../../../components/jobs/job-queries.ts';
import { JobProgress } from '../../../components/jobs/job-progress.tsx';
import { deleteSite, siteKeys, type SiteRow } from '../api/sites-api.ts';
import { useDeploymentT } from './deployment-text.ts';

/**
 * The danger zone of `/superAdmin/site/{id}` (spec 1 §2 "Danger zone (delete site)"): deleting the site, once the
 * super-admin has typed its short name (the field answers the spec's "Invalid site github repository name" when it
 * does not match), as a job (`DELETE /site/{id}?confirm=<slug>`: its data exported, then deleted) whose steps show
 * live.
 */
export function SiteDangerZone({ site }: { site: SiteRow }) {
  const t = useDeploymentT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [followed, setFollowed] = useState<FollowedJobRef | null>(null);
  // The site record itself is left alone: the job's end stays readable on this screen.
  const progress = useJobPoll(followed, [siteKeys.lists], { viaWorkflowStatus: true });
  const removal = useMutation({
    mutationFn: (confirm: string) => deleteSite(api, site.id, confirm),
    onSuccess: (job) => {
      setOpened(false);
      setFollowed({ id: job.id, idSite: job.idSite, initial: job });
      toast('success', t('deployment.danger.started'));
    },
    onError: (error) => {
      if (isRequestDropped(error)) return;
      const onField = isApiError(error) ? serverErrors(error.fieldErrors).confirm : undefined;
      setFieldError(onField ?? null);
      setFormError(onField ? null : errorMessage(error, t('error.generic')));
    },
  });
  const open = () => {
    setTyped('');
    setFieldError(null);
    setFormError(null);
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const confirm = typed.trim();
    setFormError(null);
    if (confirm !== site.slug) {
      setFieldError(translate('site.invalidRepositoryName', lang));
      return;
    }
    setFieldError(null);
    removal.mutate(confirm);
  };
  const deleting = isRunning(progress.data) || progress.data?.status === 'SUCCEEDED';
  return (
    <Paper
      withBorder
      p="md"
      maw={960}
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
      data-testid="site-danger-zone"
    >
      <Stack gap="sm">
        <Title order={3} c="red">
          {t('deployment.danger.title')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('deployment.danger.text')}</Text>
          <Button color="red" variant="outline" onClick={open} disabled={deleting} data-testid="site-delete">
            {t('deployment.danger.delete')}
          </Button>
        </Group>
        {followed && <JobProgress poll={progress} testId="site-delete-job" />}
        {progress.data?.status === 'SUCCEEDED' && (
          <Anchor component={Link} to={to('/superAdmin/site')} data-testid="site-deleted-back">
            {t('deployment.danger.backToList')}
          </Anchor>
        )}
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('deployment.danger.dialogTitle')}
        centered
        data-testid="site-delete-dialog"
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('deployment.danger.dialogText', { name: site.name, slug: site.slug })}</Text>
            {formError && (
              <Alert color="red" data-testid="site-delete-error">
                {formError}
              </Alert>
            )}
            <TextInput
              label={t('deployment.danger.confirmLabel')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={fieldError}
              autoComplete="off"
              data-autofocus
              data-testid="site-delete-confirm-input"
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setOpened(false)}
                disabled={removal.isPending}
                data-testid="site-delete-cancel"
              >
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={removal.isPending} data-testid="site-delete-submit">
                {t('deployment.danger.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
