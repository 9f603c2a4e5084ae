import { Paper, Stack, Table, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { parameterUpdateSchema, vatNumberSchema } from '@cellar/shared/site/theme';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useT, type TKey } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import type { RuleSchema } from '../../../components/kit/field-errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FormScreen } from '../../../components/kit/form-screen.tsx';
import { loadParameters, loadVat, saveCompanyName, saveVatNumber, settingsKeys } from '../api/settings-api.ts';
import { CtaButtonsForm } from '../components/cta-buttons-form.tsx';

/** The body of `PUT /admin/parameter/vat-number` checked with the shared rule, errors on `vatNumber`. */
const vatBodySchema: RuleSchema = {
  safeParse(input) {
    const result = vatNumberSchema.safeParse((input as { vatNumber?: unknown }).vatNumber);
    if (result.success) return { success: true };
    return {
      success: false,
      error: {
        issues: result.error.issues.map((issue) => ({ path: ['vatNumber', ...issue.path], message: issue.message })),
      },
    };
  },
};

/** 5.5 in French is 5,5. */
const formatNumber = (value: number, lang: string) =>
  new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR').format(value);

const rateKeys: Record<string, TKey> = {
  STANDARD: 'settings.rates.STANDARD',
  INTERMEDIATE: 'settings.rates.INTERMEDIATE',
  REDUCED: 'settings.rates.REDUCED',
  SUPER_REDUCED: 'settings.rates.SUPER_REDUCED',
};

/** `/settings`: the company name, the VAT number, the VAT rates (read only), the header's call-to-action buttons. */
export function SettingsRoute() {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const parameters = useQuery({
    queryKey: settingsKeys.parameters,
    queryFn: ({ signal }) => loadParameters(api, signal),
  });
  const vat = useQuery({ queryKey: settingsKeys.vat, queryFn: ({ signal }) => loadVat(api, signal) });
  if (parameters.isPending || vat.isPending) return <PageLoader />;
  if (parameters.isError || vat.isError) {
    const error = parameters.error ?? vat.error;
    return <ErrorScreen status={isApiError(error) ? error.status : 500} />;
  }
  return (
    <Stack gap="lg" data-testid="settings-screen">
      <Title order={2}>{t('settings.title')}</Title>
      <FormScreen<{ COMPANY_NAME: string }, unknown>
        title={t('settings.company')}
        titleOrder={3}
        testId="settings-company"
        columns={1}
        fields={[{ name: 'COMPANY_NAME', label: t('settings.companyName'), kind: 'text' }]}
        initialValues={{ COMPANY_NAME: parameters.data.COMPANY_NAME }}
        schema={parameterUpdateSchema}
        toInput={(values) => ({ COMPANY_NAME: values.COMPANY_NAME })}
        submit={(body) => saveCompanyName(api, (body as { COMPANY_NAME: string }).COMPANY_NAME)}
        successMessage={t('settings.companySaved')}
        onSaved={(result) => queryClient.setQueryData(settingsKeys.parameters, result)}
      />
      <FormScreen<{ vatNumber: string }, unknown>
        title={t('settings.vat')}
        titleOrder={3}
        testId="settings-vat"
        columns={1}
        fields={[{ name: 'vatNumber', label: t('settings.vatNumber'), kind: 'text' }]}
        initialValues={{ vatNumber: vat.data.vatNumber }}
        schema={vatBodySchema}
        toInput={(values) => ({ vatNumber: values.vatNumber })}
        submit={(body) => saveVatNumber(api, (body as { vatNumber: string }).vatNumber)}
        successMessage={t('settings.vatSaved')}
        onSaved={(result) => {
          queryClient.setQueryData(settingsKeys.parameters, result);
          void queryClient.invalidateQueries({ queryKey: settingsKeys.vat });
        }}
      />
      <Stack gap="md">
        <Title order={3}>{t('settings.vatRates')}</Title>
        <Paper withBorder p="md" maw={460}>
          <Table data-testid="vat-rates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.rateName')}</Table.Th>
                <Table.Th>{t('settings.rateValue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vat.data.rates.map((rate) => (
                <Table.Tr key={rate.code} data-testid={`vat-rate-${rate.code}`}>
                  <Table.Td>{rateKeys[rate.code] ? t(rateKeys[rate.code]!) : rate.code}</Table.Td>
                  <Table.Td>{t('settings.ratePercent', { rate: formatNumber(rate.rate, lang) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
      <CtaButtonsForm />
    </Stack>
  );
}
