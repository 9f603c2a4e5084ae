import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { cawlSettingsInputSchema, type CawlSettingsView } from '@cellar/shared/payment/provider-settings';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import type { ConfigurationTest } from '@cellar/shared/payment/provider-settings';
import type { ParametersBody } from '../api/payment-settings-api.ts';
import { EnvironmentSelect } from './environment-select.tsx';
import { usePaymentSettingsT } from './payment-settings-text.ts';
import { ProviderTest } from './provider-test.tsx';
import { SecretInput } from './secret-input.tsx';

interface CawlValues {
  enseigne: string;
  apiKey: string;
  privateKey: string;
  environment: string;
}

/** Blank secrets are left out: the server keeps the stored ones. */
const bodyOf = (v: CawlValues): ParametersBody => ({
  enseigne: v.enseigne,
  environment: v.environment,
  ...(v.apiKey.trim() === '' ? {} : { apiKey: v.apiKey }),
  ...(v.privateKey.trim() === '' ? {} : { privateKey: v.privateKey }),
});

/** CAWL: enseigne, API key id, private key, environment, and its configuration test. */
export function CawlForm({
  settings,
  save,
  onSaved,
  test,
}: {
  settings: CawlSettingsView;
  save: (body: ParametersBody) => Promise<unknown>;
  onSaved: () => void;
  test: () => Promise<ConfigurationTest>;
}) {
  const t = usePaymentSettingsT();
  const form = useSaveForm<CawlValues, unknown>({
    initialValues: { enseigne: settings.enseigne ?? '', apiKey: '', privateKey: '', environment: settings.environment },
    rules: (values, lang) => schemaErrorsByPath(cawlSettingsInputSchema, bodyOf(values), lang),
    submit: (values) => save(bodyOf(values)),
    success: t('paymentSettings.saved'),
    onSaved: () => {
      form.form.setValues({ apiKey: '', privateKey: '' });
      onSaved();
    },
    inputTestId: 'cawl',
  });
  const { named } = form;
  return (
    <Paper withBorder p="md">
      <Title order={3} mb="sm">
        {t('paymentSettings.cawl.title')}
      </Title>
      <Stack gap="sm">
        <FormBody state={form} testId="cawl-form" submitTestId="cawl-submit">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('paymentSettings.cawl.enseigne')} {...named('enseigne')} />
            <EnvironmentSelect {...named('environment')} />
            <SecretInput label={t('paymentSettings.cawl.apiKey')} masked={settings.apiKeyMasked} {...named('apiKey')} />
            <SecretInput
              label={t('paymentSettings.cawl.privateKey')}
              masked={settings.privateKeyMasked}
              {...named('privateKey')}
            />
          </SimpleGrid>
        </FormBody>
        <ProviderTest run={test} testId="cawl" disabled={!settings.configured} />
      </Stack>
    </Paper>
  );
}
