import { Checkbox, Paper, PasswordInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { chronopostParametersInputSchema, type ChronopostParametersView } from '@cellar/shared/site/plugins';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import type { ParametersBody } from '../api/plugins-api.ts';
import { usePluginsT } from './plugins-text.ts';

interface ChronopostValues {
  accountNumber: string;
  password: string;
  IS_ACTIVE: boolean;
}

/** A blank password is left out: the server keeps the stored one. */
const bodyOf = (v: ChronopostValues): ParametersBody => ({
  accountNumber: v.accountNumber,
  IS_ACTIVE: v.IS_ACTIVE,
  ...(v.password.trim() === '' ? {} : { password: v.password }),
});

/** Chronopost's account (number, password) and its IS_ACTIVE flag: what its labels are bought with. */
export function ChronopostParametersForm({
  parameters,
  save,
  onSaved,
}: {
  parameters: ChronopostParametersView;
  save: (body: ParametersBody) => Promise<unknown>;
  onSaved: () => void;
}) {
  const t = usePluginsT();
  const form = useSaveForm<ChronopostValues, unknown>({
    initialValues: { accountNumber: parameters.accountNumber ?? '', password: '', IS_ACTIVE: parameters.IS_ACTIVE },
    rules: (values, lang) => schemaErrorsByPath(chronopostParametersInputSchema, bodyOf(values), lang),
    submit: (values) => save(bodyOf(values)),
    success: t('plugins.saved'),
    onSaved,
    inputTestId: 'chronopost',
  });
  const { named } = form;
  return (
    <Paper withBorder p="md">
      <Title order={3} mb="sm">
        {t('plugins.parameters')}
      </Title>
      <FormBody state={form} testId="chronopost-form" submitTestId="chronopost-submit">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('plugins.chronopost.accountNumber')} {...named('accountNumber')} />
          <PasswordInput
            label={t('plugins.chronopost.password')}
            autoComplete="new-password"
            placeholder={parameters.passwordMasked ?? undefined}
            {...named('password')}
          />
        </SimpleGrid>
        <Checkbox label={t('plugins.chronopost.active')} {...named('IS_ACTIVE')} />
      </FormBody>
    </Paper>
  );
}
