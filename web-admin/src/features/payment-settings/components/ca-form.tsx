import { Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { caSettingsInputSchema, type CaSettingsView } from '@cellar/shared/payment/provider-settings';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import type { CaBody } from '../api/payment-settings-api.ts';
import { EnvironmentSelect } from './environment-select.tsx';
import { usePaymentSettingsT } from './payment-settings-text.ts';
import { SecretInput } from './secret-input.tsx';

interface CaValues {
  site: string;
  rang: string;
  identifiant: string;
  hmacKey: string;
  environment: string;
}

/** A blank HMAC key is left out: the server keeps the stored one. */
const bodyOf = (v: CaValues): CaBody => ({
  site: v.site,
  rang: v.rang,
  identifiant: v.identifiant,
  environment: v.environment,
  ...(v.hmacKey.trim() === '' ? {} : { hmacKey: v.hmacKey }),
});

/** Crédit Agricole e-transactions: site, rang, identifiant, HMAC key, environment (shared rules, spec 1 §5). */
export function CaForm({
  settings,
  save,
  onSaved,
}: {
  settings: CaSettingsView;
  save: (body: CaBody) => Promise<unknown>;
  onSaved: () => void;
}) {
  const t = usePaymentSettingsT();
  const form = useSaveForm<CaValues, unknown>({
    initialValues: {
      site: settings.site ?? '',
      rang: settings.rang ?? '',
      identifiant: settings.identifiant ?? '',
      hmacKey: '',
      environment: settings.environment,
    },
    rules: (values, lang) => schemaErrorsByPath(caSettingsInputSchema, bodyOf(values), lang),
    submit: (values) => save(bodyOf(values)),
    success: t('paymentSettings.saved'),
    onSaved: () => {
      form.form.setFieldValue('hmacKey', '');
      onSaved();
    },
    inputTestId: 'ca',
  });
  const { named } = form;
  return (
    <Paper withBorder p="md">
      <Title order={3} mb="sm">
        {t('paymentSettings.ca.title')}
      </Title>
      <FormBody state={form} testId="ca-form" submitTestId="ca-submit">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('paymentSettings.ca.site')} {...named('site')} />
          <TextInput label={t('paymentSettings.ca.rang')} {...named('rang')} />
          <TextInput label={t('paymentSettings.ca.identifiant')} {...named('identifiant')} />
        </SimpleGrid>
        <SecretInput label={t('paymentSettings.ca.hmacKey')} masked={settings.hmacKeyMasked} {...named('hmacKey')} />
        <EnvironmentSelect {...named('environment')} />
      </FormBody>
    </Paper>
  );
}
