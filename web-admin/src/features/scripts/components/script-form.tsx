import { Checkbox, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  scriptCrossOrigins,
  scriptFetchPriorities,
  scriptIssues,
  scriptReferrerPolicies,
} from '@cellar/shared/content/script-to-load';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { createScript, scriptKeys, updateScript, type ScriptBody, type ScriptRow } from '../api/script-api.ts';
import { useScriptsT } from './script-text.ts';

interface ScriptValues {
  src: string;
  crossorigin: string;
  fetchpriority: string;
  referrerpolicy: string;
  integrity: string;
  async: boolean;
  defer: boolean;
  nomodule: boolean;
  valid: boolean;
}

const valuesOf = (script: ScriptRow | null): ScriptValues => ({
  src: script?.src ?? '',
  crossorigin: script?.crossorigin ?? '',
  fetchpriority: script?.fetchpriority ?? 'auto',
  referrerpolicy: script?.referrerpolicy ?? '',
  integrity: script?.integrity ?? '',
  async: script?.async ?? true,
  defer: script?.defer ?? false,
  nomodule: script?.nomodule ?? false,
  valid: script?.valid ?? true,
});

const fields = ['src', 'crossorigin', 'fetchpriority', 'referrerpolicy', 'integrity', 'async', 'defer', 'nomodule'];

/**
 * A script to load's form (`/scripts/add`, `/scripts/{id}`; spec 1 §3 "Script to load"): an https source and the
 * attributes the storefront sets on it. The rules of shared (`scriptIssues`) show every field's message at once.
 */
export function ScriptForm({ script }: { script: ScriptRow | null }) {
  const t = useScriptsT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rules = (values: ScriptValues, lang: Lang): FieldErrors =>
    Object.fromEntries(Object.entries(scriptIssues(values)).map(([field, key]) => [field, translate(key, lang)]));
  const form = useSaveForm<ScriptValues, unknown>({
    initialValues: valuesOf(script),
    rules,
    submit: (values) => {
      const body: ScriptBody = values;
      return script ? updateScript(api, script.id, body) : createScript(api, body);
    },
    success: t('behaviours.scripts.saved'),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: scriptKeys.all });
      void navigate(to('/scripts'));
    },
    fields: [...fields, 'valid'],
    inputTestId: 'script',
  });
  const { named } = form;
  const none = { value: '', label: t('behaviours.scripts.none') };
  return (
    <Stack gap="md" data-testid="script-screen">
      <Title order={2}>{script ? t('behaviours.scripts.editTitle') : t('behaviours.scripts.addTitle')}</Title>
      <Paper withBorder p="lg" maw={720}>
        <FormBody
          state={form}
          testId="script-form"
          submitTestId="script-submit"
          onCancel={() => void navigate(to('/scripts'))}
        >
          <TextInput
            label={t('behaviours.scripts.src')}
            withAsterisk
            {...named('src', t('behaviours.scripts.srcHelp'))}
          />
          <Group grow align="flex-start">
            <Select
              label={t('behaviours.scripts.crossorigin')}
              allowDeselect={false}
              data={[none, ...scriptCrossOrigins.map((value) => ({ value, label: value }))]}
              {...named('crossorigin')}
            />
            <Select
              label={t('behaviours.scripts.fetchpriority')}
              allowDeselect={false}
              data={scriptFetchPriorities.map((value) => ({ value, label: value }))}
              {...named('fetchpriority')}
            />
          </Group>
          <Select
            label={t('behaviours.scripts.referrerpolicy')}
            allowDeselect={false}
            data={[none, ...scriptReferrerPolicies.map((value) => ({ value, label: value }))]}
            {...named('referrerpolicy')}
          />
          <TextInput
            label={t('behaviours.scripts.integrity')}
            {...named('integrity', t('behaviours.scripts.integrityHelp'))}
          />
          <Group gap="xl">
            <Checkbox label={t('behaviours.scripts.async')} {...named('async')} />
            <Checkbox label={t('behaviours.scripts.defer')} {...named('defer')} />
            <Checkbox label={t('behaviours.scripts.nomodule')} {...named('nomodule')} />
            <Checkbox label={t('behaviours.valid')} {...named('valid')} />
          </Group>
        </FormBody>
      </Paper>
    </Stack>
  );
}
