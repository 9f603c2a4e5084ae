import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingCustomerFields,
  billingCustomerRuleSchema,
  requiredCustomerFields,
  type BillingCustomerField,
  type BillingCustomerView,
} from '@cellar/shared/billing/billing';
import { FormScreen, type FormField } from '../../../components/kit/form-screen.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { billingAccountQuery, billingKeys } from '../../../lib/billing/billing-queries.ts';
import { useBillingT } from '../../../lib/billing/billing-text.ts';

type CustomerValues = Record<BillingCustomerField, string>;

const kinds: Partial<Record<BillingCustomerField, FormField['kind']>> = { companyEmail: 'email', companyPhone: 'tel' };
const autoComplete: Partial<Record<BillingCustomerField, string>> = {
  companyName: 'organization',
  companyEmail: 'email',
  companyPhone: 'tel',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
};

const valuesOf = (customer: BillingCustomerView | null): CustomerValues =>
  Object.fromEntries(billingCustomerFields.map((name) => [name, customer?.[name] ?? ''])) as CustomerValues;

/**
 * The billing customer form (spec 1 §3 "Customer (billing)", §5 "Customer": seven fields required, each 'X cannot be
 * empty', the shared rules under each field): `POST /customer` the first time, `PUT /customer` after.
 */
export function BillingCustomerForm({ onSaved, backTo }: { onSaved?: () => void; backTo?: string }) {
  const t = useBillingT();
  const api = useApi();
  const queryClient = useQueryClient();
  const account = useQuery(billingAccountQuery(api));
  if (account.isPending) return <Loader data-testid="billing-customer-loading" />;
  if (account.isError)
    return (
      <LoadError
        title={t('billing.customer.loadFailed')}
        error={account.error}
        onRetry={() => void account.refetch()}
        testId="billing-customer-error"
      />
    );
  const existing = account.data.customer;
  const fields: FormField[] = billingCustomerFields.map((name) => ({
    name,
    label: t(`billing.customer.${name}`),
    kind: kinds[name] ?? 'text',
    required: name in requiredCustomerFields,
    autoComplete: autoComplete[name],
  }));
  return (
    <Stack gap="md">
      {account.data.provider === 'local' && (
        <Alert color="blue" data-testid="billing-local">
          {t('billing.localProvider')}
        </Alert>
      )}
      <Text c="dimmed">{t('billing.customer.intro')}</Text>
      <FormScreen<CustomerValues, BillingCustomerView>
        key={existing?.updatedAt ?? 'new'}
        title={t('billing.customer.title')}
        testId="billing-customer-form"
        fields={fields}
        initialValues={valuesOf(existing)}
        schema={billingCustomerRuleSchema}
        submit={(input) =>
          existing
            ? api.call('billingCustomerUpdate', { body: input as CustomerValues })
            : api.call('billingCustomerCreate', { body: input as CustomerValues })
        }
        successMessage={t('billing.customer.saved')}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: billingKeys.all });
          onSaved?.();
        }}
        backTo={backTo}
      />
    </Stack>
  );
}
