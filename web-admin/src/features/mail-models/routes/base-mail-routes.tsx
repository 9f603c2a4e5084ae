import { useState } from 'react';
import { Alert, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  createBaseMailModel,
  mailModelKeys,
  mailModelListQuery,
  mailModelQuery,
  saveMailData,
  saveMailModel,
  type MailModelDetail,
} from '../api/mail-models-api.ts';
import { MailDataForm } from '../components/mail-data-form.tsx';
import { asMailKey } from '../components/mail-key.ts';
import { MailModelEditor } from '../components/mail-model-editor.tsx';
import { MailModelHeader } from '../components/mail-model-header.tsx';
import { useMailModelsT } from '../components/mail-models-text.ts';

/** The base model's query, or what the screen says when it fails. */
function useBaseModel(mailKey: MailKey | null) {
  const api = useApi();
  return useQuery({ ...mailModelQuery(api, 'base', mailKey ?? 'order-confirmation'), enabled: mailKey !== null });
}

function LoadError({ error }: { error: unknown }) {
  const t = useMailModelsT();
  return (
    <Alert color="red" title={t('mailModels.modelLoadError')} data-testid="mail-load-error">
      {errorMessage(error, t('error.generic'))}
    </Alert>
  );
}

/**
 * `/superAdmin/mail/update/{key}` (spec 1 §2, §6): a base model of site 0 in the shared editor
 * (`PUT /super-admin/mail/model/{key}`), and in a second tab the mail data of its variables.
 */
export function BaseMailUpdateRoute() {
  const t = useMailModelsT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const screenLang = useLang();
  const [lang, setLang] = useState(screenLang);
  const param = useParams().key;
  const mailKey = asMailKey(param);
  const model = useBaseModel(mailKey);
  if (param === undefined) return <Navigate replace to={to('/superAdmin/mail')} />;
  if (!mailKey) return <ErrorScreen status={404} />;
  const saved = (detail: MailModelDetail) => {
    queryClient.setQueryData(mailModelKeys.one('base', mailKey), detail);
    void queryClient.invalidateQueries({ queryKey: mailModelKeys.all });
  };
  return (
    <Stack gap="md" data-testid="base-mail-update">
      <MailModelHeader mailKey={mailKey} model={model.data} scope="base" backTo={to('/superAdmin/mail')} />
      {model.isPending ? (
        <PageLoader />
      ) : model.isError ? (
        <LoadError error={model.error} />
      ) : (
        <Tabs defaultValue="model" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="model" data-testid="base-tab-model">
              {t('mailModels.data.modelTab')}
            </Tabs.Tab>
            <Tabs.Tab value="data" data-testid="base-tab-data">
              {t('mailModels.data.tab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="model" pt="md">
            <MailModelEditor
              area="superAdmin"
              key={`${model.data.source}-${model.data.updatedAt ?? ''}`}
              model={model.data}
              save={(body) => saveMailModel(api, 'base', mailKey, body)}
              onSaved={saved}
              submitLabel={t('mailModels.editor.save')}
              successMessage={t('mailModels.editor.saved')}
              lang={lang}
              onLangChange={setLang}
              notice={
                <Alert
                  color={model.data.source === 'DEFAULT' ? 'orange' : 'blue'}
                  variant="light"
                  data-testid="mail-notice"
                >
                  {model.data.source === 'DEFAULT'
                    ? t('mailModels.editor.baseMissing')
                    : t('mailModels.editor.baseEditing')}
                </Alert>
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="data" pt="md">
            <MailDataForm
              key={JSON.stringify(model.data.variables)}
              mailKey={mailKey}
              variables={model.data.variables}
              save={(body) => saveMailData(api, body)}
              onSaved={() => void queryClient.invalidateQueries({ queryKey: mailModelKeys.all })}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/**
 * `/superAdmin/mail/add` (spec 1 §2, §6): the base model of a mail that has none (`POST
 * /super-admin/mail/model`), started from the mail's built-in model; `?key=` picks the mail.
 */
export function BaseMailAddRoute() {
  const t = useMailModelsT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screenLang = useLang();
  const [lang, setLang] = useState(screenLang);
  const [search, setSearch] = useSearchParams();
  const list = useQuery(mailModelListQuery(api, 'base'));
  const missing = (list.data ?? []).filter((row) => row.source === 'DEFAULT').map((row) => row.key);
  const mailKey = asMailKey(search.get('key'));
  const chosen = mailKey && missing.includes(mailKey) ? mailKey : null;
  const model = useBaseModel(chosen);
  return (
    <Stack gap="md" data-testid="base-mail-add">
      <MailModelHeader mailKey={chosen} scope="base" backTo={to('/superAdmin/mail')} />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : missing.length === 0 ? (
        <Alert color="blue" data-testid="mail-add-none">
          {t('mailModels.add.allExist')}
        </Alert>
      ) : (
        <Stack gap="md">
          <NativeSelect
            label={t('mailModels.add.key')}
            value={chosen ?? ''}
            onChange={(event) => setSearch({ key: event.currentTarget.value }, { replace: true })}
            data={[
              { value: '', label: t('mailModels.add.choose') },
              ...missing.map((key) => ({ value: key, label: `${t(`mailModels.keys.${key}`)} (${key})` })),
            ]}
            maw={420}
            data-testid="mail-add-key"
          />
          {chosen &&
            (model.isPending ? (
              <PageLoader />
            ) : model.isError ? (
              <LoadError error={model.error} />
            ) : (
              <MailModelEditor
                area="superAdmin"
                key={chosen}
                model={model.data}
                save={(body) => createBaseMailModel(api, chosen, body)}
                onSaved={(detail) => {
                  queryClient.setQueryData(mailModelKeys.one('base', chosen), detail);
                  void queryClient.invalidateQueries({ queryKey: mailModelKeys.all });
                  void navigate(to(`/superAdmin/mail/update/${chosen}`), { replace: true });
                }}
                submitLabel={t('mailModels.editor.create')}
                successMessage={t('mailModels.editor.created')}
                lang={lang}
                onLangChange={setLang}
                notice={
                  <Text size="sm" c="dimmed">
                    {t('mailModels.add.startsFrom')}
                  </Text>
                }
              />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
