import { useState } from 'react';
import { Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExternalAppView } from '@cellar/shared/site/plugins';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteExternalApp, externalAppKeys, externalAppsQuery, updateExternalApp } from '../api/external-apps-api.ts';
import { ExternalAppFields, useExternalAppForm, valuesOf } from '../components/external-app-form.tsx';
import { useExternalAppsT } from '../components/external-apps-text.ts';

function EditForm({ app }: { app: ExternalAppView }) {
  const t = useExternalAppsT();
  const api = useApi();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: externalAppKeys.all });
  const form = useExternalAppForm({
    initial: valuesOf(app),
    save: (body) => updateExternalApp(api, app.id, body),
    onSaved: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: () => deleteExternalApp(api, app.id),
    onSuccess: async () => {
      toast('success', t('plugins.deleted'));
      await refresh();
      void navigate(to('/superAdmin/externApp'));
    },
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
  });
  return (
    <Paper withBorder p="md">
      <FormBody
        state={form}
        testId="external-app-form"
        submitTestId="external-app-submit"
        footerStart={
          <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="external-app-delete">
            {t('plugins.externalApps.delete')}
          </Button>
        }
      >
        <ExternalAppFields form={form} typeFixed />
      </FormBody>
      <ConfirmDialog
        opened={confirming}
        title={t('plugins.externalApps.delete')}
        message={t('plugins.externalApps.deleteConfirm', { name: app.name })}
        confirmLabel={t('plugins.externalApps.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** `/superAdmin/externApp/{id}` (spec 1 §2): one application of the catalogue, changed or deleted. */
export function ExternalAppRoute() {
  const t = useExternalAppsT();
  const api = useApi();
  const to = useLocalePath();
  const id = Number(useParams().id);
  const apps = useQuery(externalAppsQuery(api));
  const app = apps.data?.list.find((a) => a.id === id);
  return (
    <Stack gap="md" data-testid="external-app">
      <Anchor component={Link} to={to('/superAdmin/externApp')} size="sm">
        {t('plugins.externalApps.title')}
      </Anchor>
      <Title order={2}>{app?.name ?? t('plugins.externalApps.edit')}</Title>
      {apps.error ? (
        <LoadError
          title={t('plugins.loadFailed')}
          error={apps.error}
          onRetry={() => void apps.refetch()}
          testId="external-app-error"
        />
      ) : !apps.data ? (
        <Loader aria-label={t('common.loading')} />
      ) : !app ? (
        <Text data-testid="external-app-not-found">{t('plugins.notFound')}</Text>
      ) : (
        <EditForm key={app.updatedAt} app={app} />
      )}
    </Stack>
  );
}
