import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  mailModelKeys,
  mailModelQuery,
  revertMailModel,
  saveMailModel,
  type MailModelDetail,
} from '../api/mail-models-api.ts';
import { asMailKey } from '../components/mail-key.ts';
import { MailModelEditor } from '../components/mail-model-editor.tsx';
import { MailModelHeader } from '../components/mail-model-header.tsx';
import { useMailModelsT } from '../components/mail-models-text.ts';

function SiteMailEditor({ mailKey, model }: { mailKey: MailKey; model: MailModelDetail }) {
  const t = useMailModelsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const screenLang = useLang();
  const [lang, setLang] = useState(screenLang);
  const [confirming, setConfirming] = useState(false);
  const saved = (detail: MailModelDetail) => {
    queryClient.setQueryData(mailModelKeys.one('site', mailKey), detail);
    void queryClient.invalidateQueries({ queryKey: mailModelKeys.list('site') });
  };
  const revert = useMutation({
    mutationFn: () => revertMailModel(api, mailKey),
    onSuccess: (detail) => {
      setConfirming(false);
      toast('success', t('mailModels.editor.reverted'));
      saved(detail);
    },
    onError: (error) => {
      setConfirming(false);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
  });
  const notice = model.baseOnly
    ? t('mailModels.editor.baseOnly')
    : model.source === 'SITE'
      ? t('mailModels.editor.usesOwn')
      : model.source === 'BASE'
        ? t('mailModels.editor.usesBase')
        : t('mailModels.editor.usesDefault');
  return (
    <>
      <MailModelEditor
        // A save or a revert answers the model again: the editor starts from it.
        key={`${model.source}-${model.updatedAt ?? ''}`}
        model={model}
        save={(body) => saveMailModel(api, 'site', mailKey, body)}
        onSaved={saved}
        submitLabel={t('mailModels.editor.save')}
        successMessage={t('mailModels.editor.saved')}
        lang={lang}
        onLangChange={setLang}
        readOnly={model.baseOnly}
        notice={
          <Alert
            color={model.baseOnly ? 'orange' : model.source === 'SITE' ? 'green' : 'blue'}
            variant="light"
            data-testid="mail-notice"
          >
            {notice}
          </Alert>
        }
        actions={
          model.source === 'SITE' && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)} data-testid="mail-revert">
              {t('mailModels.editor.revert')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={t('mailModels.editor.revertTitle')}
        message={t('mailModels.editor.revertMessage', { name: t(`mailModels.keys.${mailKey}`) })}
        confirmLabel={t('mailModels.editor.revertConfirm')}
        busy={revert.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => revert.mutate()}
      />
    </>
  );
}

/**
 * `/mail/update/{key}` (spec 1 §2): the site's version of a mail in both languages, saved as the
 * site's own (`PUT /admin/mail/model/{key}`), or dropped to go back to the base model (`DELETE`,
 * after a confirmation). Without a key, the list.
 */
export function MailUpdateRoute() {
  const t = useMailModelsT();
  const to = useLocalePath();
  const api = useApi();
  const param = useParams().key;
  const mailKey = asMailKey(param);
  const model = useQuery({
    ...mailModelQuery(api, 'site', mailKey ?? 'order-confirmation'),
    enabled: mailKey !== null,
  });
  if (param === undefined) return <Navigate replace to={to('/mail')} />;
  if (!mailKey) return <ErrorScreen status={404} />;
  return (
    <Stack gap="md" data-testid="mail-update">
      <MailModelHeader mailKey={mailKey} model={model.data} scope="site" backTo={to('/mail')} />
      {model.isPending ? (
        <PageLoader />
      ) : model.isError ? (
        <Alert color="red" title={t('mailModels.modelLoadError')} data-testid="mail-load-error">
          {errorMessage(model.error, t('error.generic'))}
        </Alert>
      ) : (
        <SiteMailEditor mailKey={mailKey} model={model.data} />
      )}
    </Stack>
  );
}
