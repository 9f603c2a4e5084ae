import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  customStripeSettingsInputSchema,
  type ConfigurationTest,
  type CustomStripeSettingsView,
} from '@cellar/shared/payment/provider-settings';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import type { ParametersBody } from '../api/payment-settings-api.ts';
import { usePaymentSettingsT } from './payment-settings-text.ts';
import { ProviderTest } from './provider-test.tsx';
import { SecretInput } from './secret-input.tsx';

interface CustomStripeValues {
  publishableKey: string;
  secretKey: string;
}

const bodyOf = (v: CustomStripeValues): ParametersBody => ({
  publishableKey: v.publishableKey,
  ...(v.secretKey.trim() === '' ? {} : { secretKey: v.secretKey }),
});

/** The site's own Stripe keys ("Key cannot be empty") and their configuration test. */
export function CustomStripeForm({
  settings,
  save,
  onSaved,
  test,
}: {
  settings: CustomStripeSettingsView;
  save: (body: ParametersBody) => Promise<unknown>;
  onSaved: () => void;
  test: () => Promise<ConfigurationTest>;
}) {
  const t = usePaymentSettingsT();
  const form = useSaveForm<CustomStripeValues, unknown>({
    initialValues: { publishableKey: settings.publishableKey ?? '', secretKey: '' },
    rules: (values, lang) => schemaErrorsByPath(customStripeSettingsInputSchema, bodyOf(values), lang),
    submit: (values) => save(bodyOf(values)),
    success: t('paymentSettings.saved'),
    onSaved: () => {
      form.form.setFieldValue('secretKey', '');
      onSaved();
    },
    inputTestId: 'custom-stripe',
  });
  const { named } = form;
  return (
    <Paper withBorder p="md">
      <Title order={3} mb="sm">
        {t('paymentSettings.customStripe.title')}
      </Title>
      <Stack gap="sm">
        <FormBody state={form} testId="custom-stripe-form" submitTestId="custom-stripe-submit">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('paymentSettings.customStripe.publishableKey')} {...named('publishableKey')} />
            <SecretInput
              label={t('paymentSettings.customStripe.secretKey')}
              masked={settings.secretKeyMasked}
              {...named('secretKey')}
            />
          </SimpleGrid>
        </FormBody>
        <ProviderTest run={test} testId="custom-stripe" disabled={!settings.configured} />
      </Stack>
    </Paper>
  );
}
