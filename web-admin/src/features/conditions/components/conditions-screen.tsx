import type { ComponentType, ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AdminConditionsView, DefaultConditionsView } from '@cellar/shared/site/conditions';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { conditionsKeys, loadConditions, loadDefaultConditions } from '../api/conditions-api.ts';
import type { ConditionsSave } from './conditions-save.ts';
import { useConditionsT } from './conditions-text.ts';

/** What a conditions screen gives its form: the texts as loaded, and what to do with those saved. */
export interface ConditionsFormProps<V> {
  view: V;
  onSaved: (view: V) => void;
}

type TextKey = Parameters<ReturnType<typeof useConditionsT>>[0];

interface Screen<V> {
  queryKey: QueryKey;
  load: (api: ApiClient, signal: AbortSignal) => Promise<V>;
  /** The keys of the title and of the help under it. */
  title: TextKey;
  help?: TextKey;
  testId: string;
}

interface Views {
  site: AdminConditionsView;
  defaults: DefaultConditionsView;
}

const screens: { [K in keyof Views]: Screen<Views[K]> } = {
  site: { queryKey: conditionsKeys.site, load: loadConditions, title: 'conditions.title', testId: 'conditions-screen' },
  defaults: {
    queryKey: conditionsKeys.defaults,
    load: loadDefaultConditions,
    title: 'conditions.defaultsTitle',
    help: 'conditions.defaultsHelp',
    testId: 'default-conditions-screen',
  },
};

/**
 * A conditions screen (the site's or the defaults'): the load, its error, the title, and the form on what
 * was loaded; a save puts what the server saved in the cache, and the form starts again from it.
 */
export function ConditionsScreen<K extends keyof Views>(props: {
  kind: K;
  form: ComponentType<ConditionsFormProps<Views[K]>>;
}) {
  const { queryKey, load, title, help, testId } = screens[props.kind] as Screen<Views[K]>;
  const Form = props.form;
  const t = useConditionsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(api, signal) });
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title={t('conditions.loadError')} data-testid="conditions-load-error">
        {errorMessage(query.error, t('error.generic'))}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={960} data-testid={testId}>
      <Title order={2}>{t(title)}</Title>
      {help && (
        <Text size="sm" c="dimmed">
          {t(help)}
        </Text>
      )}
      {/* Keyed by the save time: a save (or another site's texts) mounts a fresh form on what was loaded. */}
      <Form
        key={query.data.updatedAt ?? 'new'}
        view={query.data}
        onSaved={(saved) => queryClient.setQueryData(queryKey, saved)}
      />
    </Stack>
  );
}

/** A conditions form: its message above, its sections, and Save. */
export function ConditionsFormBody(props: { save: ConditionsSave; testId: string; children: ReactNode }) {
  return (
    <FormBody
      state={props.save}
      testId={props.testId}
      errorTestId="conditions-form-error"
      submitTestId="form-submit"
      gap="lg"
    >
      {props.children}
    </FormBody>
  );
}
