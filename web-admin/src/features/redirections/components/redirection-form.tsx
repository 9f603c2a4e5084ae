import { Checkbox, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { redirectionIssues, redirectionStatusCodes } from '@cellar/shared/content/redirection';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  createRedirection,
  redirectionKeys,
  updateRedirection,
  type RedirectionBody,
  type RedirectionRow,
} from '../api/redirection-api.ts';
import { useRedirectionsT } from './redirection-text.ts';

interface RedirectionValues {
  oldUrl: string;
  target: string;
  statusCode: string;
  valid: boolean;
}

const valuesOf = (redirection: RedirectionRow | null): RedirectionValues => ({
  oldUrl: redirection?.oldUrl ?? '',
  target: redirection?.target ?? '',
  statusCode: String(redirection?.statusCode ?? 301),
  valid: redirection?.valid ?? true,
});

/**
 * A redirection's form (`/redirections/add`, `/redirections/{id}`): old URL, target, status code, valid. The rules of
 * shared (`redirectionIssues`) show every field's message at once; the server's (an old URL already redirected) land
 * on the same fields.
 */
export function RedirectionForm({ redirection }: { redirection: RedirectionRow | null }) {
  const t = useRedirectionsT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rules = (values: RedirectionValues, lang: Lang): FieldErrors =>
    Object.fromEntries(Object.entries(redirectionIssues(values)).map(([field, key]) => [field, translate(key, lang)]));
  const form = useSaveForm<RedirectionValues, unknown>({
    initialValues: valuesOf(redirection),
    rules,
    submit: (values) => {
      const body: RedirectionBody = { ...values, statusCode: Number(values.statusCode) };
      return redirection ? updateRedirection(api, redirection.id, body) : createRedirection(api, body);
    },
    success: t('behaviours.redirections.saved'),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: redirectionKeys.all });
      void navigate(to('/redirections'));
    },
    fields: ['oldUrl', 'target', 'statusCode', 'valid'],
    inputTestId: 'redirection',
  });
  const { named } = form;
  return (
    <Stack gap="md" data-testid="redirection-screen">
      <Title order={2}>
        {redirection ? t('behaviours.redirections.editTitle') : t('behaviours.redirections.addTitle')}
      </Title>
      <Paper withBorder p="lg" maw={720}>
        <FormBody
          state={form}
          testId="redirection-form"
          submitTestId="redirection-submit"
          onCancel={() => void navigate(to('/redirections'))}
        >
          <TextInput
            label={t('behaviours.redirections.oldUrl')}
            withAsterisk
            {...named('oldUrl', t('behaviours.redirections.oldUrlHelp'))}
          />
          <TextInput
            label={t('behaviours.redirections.target')}
            withAsterisk
            {...named('target', t('behaviours.redirections.targetHelp'))}
          />
          <Select
            label={t('behaviours.redirections.statusCode')}
            withAsterisk
            allowDeselect={false}
            data={redirectionStatusCodes.map((code) => ({
              value: String(code),
              label: t(`behaviours.redirections.codes.${code}`),
            }))}
            {...named('statusCode')}
          />
          <Checkbox label={t('behaviours.valid')} {...named('valid')} />
        </FormBody>
      </Paper>
    </Stack>
  );
}
