import type { ReactNode } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import {
  caQuery,
  paymentSettingsKeys,
  providerQuery,
  saveCa,
  saveProvider,
  testProvider,
} from '../api/payment-settings-api.ts';
import { CaForm } from '../components/ca-form.tsx';
import { CawlForm } from '../components/cawl-form.tsx';
import { CustomStripeForm } from '../components/custom-stripe-form.tsx';
import { usePaymentSettingsT } from '../components/payment-settings-text.ts';
import { StripeConnectPanel } from '../components/stripe-connect-panel.tsx';

/** A part of the screen once its data is there: a loader before, a load error with a retry instead of a blank form. */
function Loaded<T>({
  query,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const t = usePaymentSettingsT();
  if (query.error)
    return (
      <LoadError
        title={t('paymentSettings.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  if (!query.data) return <Loader aria-label={t('common.loading')} />;
  return <>{children(query.data)}</>;
}

/**
 * `/settings/setup` (spec 1 §2; issue 20 item 2): the payment providers — Stripe Connect and Apple Pay, Crédit
 * Agricole e-transactions, CAWL and the site's own Stripe keys with their configuration tests.
 */
export function PaymentSettingsRoute() {
  const t = usePaymentSettingsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.all });
  const ca = useQuery(caQuery(api));
  const cawl = useQuery(providerQuery(api, 'CAWL'));
  const customStripe = useQuery(providerQuery(api, 'CUSTOM_STRIPE'));
  return (
    <Stack gap="md" data-testid="payment-settings">
      <Title order={2}>{t('paymentSettings.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('paymentSettings.intro')}
      </Text>
      <StripeConnectPanel />
      <Loaded query={ca} testId="ca">
        {(settings) => <CaForm settings={settings} save={(body) => saveCa(api, body)} onSaved={refresh} />}
      </Loaded>
      <Loaded query={cawl} testId="cawl">
        {(settings) =>
          settings.type === 'CAWL' && (
            <CawlForm
              settings={settings}
              save={(body) => saveProvider(api, 'CAWL', body)}
              onSaved={refresh}
              test={() => testProvider(api, 'CAWL')}
            />
          )
        }
      </Loaded>
      <Loaded query={customStripe} testId="custom-stripe">
        {(settings) =>
          settings.type === 'CUSTOM_STRIPE' && (
            <CustomStripeForm
              settings={settings}
              save={(body) => saveProvider(api, 'CUSTOM_STRIPE', body)}
              onSaved={refresh}
              test={() => testProvider(api, 'CUSTOM_STRIPE')}
            />
          )
        }
      </Loaded>
    </Stack>
  );
}
