import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  accountQuery,
  applePayQuery,
  connectStripe,
  consentPage,
  paymentSettingsKeys,
} from '../api/payment-settings-api.ts';
import { usePaymentSettingsT } from './payment-settings-text.ts';

/** Where the consent page's state waits for the producer's return (this tab only). */
const stateStorageKey = 'cellar.stripeConnectState';

/**
 * Stripe Connect and Apple Pay: the connected account, the button to Stripe's consent page, and the return from it
 * (`?code=&state=` on this screen: the state must be the one this tab sent, then the code is exchanged once).
 */
export function StripeConnectPanel() {
  const t = usePaymentSettingsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [returnError, setReturnError] = useState<string | null>(null);
  const account = useQuery(accountQuery(api));
  const applePay = useQuery({ ...applePayQuery(api), enabled: Boolean(account.data?.exists) });
  const handled = useRef(false);

  const start = useMutation({
    mutationFn: () => consentPage(api),
    onSuccess: (answer) => {
      const state = new URL(answer.authorizeUrl).searchParams.get('state');
      if (state) sessionStorage.setItem(stateStorageKey, state);
      window.location.assign(answer.authorizeUrl);
    },
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
  });
  const exchange = useMutation({
    mutationFn: (code: string) => connectStripe(api, code),
    onSuccess: () => {
      toast('success', t('paymentSettings.stripe.connecting'));
      void queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.all });
    },
    onError: (error) => setReturnError(errorMessage(error, t('error.generic'))),
  });

  const code = search.get('code');
  const state = search.get('state');
  useEffect(() => {
    if (!code || handled.current) return;
    handled.current = true;
    const expected = sessionStorage.getItem(stateStorageKey);
    sessionStorage.removeItem(stateStorageKey);
    setSearch({}, { replace: true });
    if (!expected || expected !== state) setReturnError(t('paymentSettings.stripe.stateMismatch'));
    else exchange.mutate(code);
  }, [code, state, setSearch, exchange, t]);

  return (
    <Paper withBorder p="md" data-testid="stripe-connect">
      <Stack gap="sm">
        <Title order={3}>{t('paymentSettings.stripe.title')}</Title>
        {returnError && (
          <Alert color="red" data-testid="stripe-connect-error">
            {returnError}
          </Alert>
        )}
        {exchange.isPending && <Loader size="sm" aria-label={t('paymentSettings.stripe.connecting')} />}
        {account.error ? (
          <LoadError
            title={t('paymentSettings.loadFailed')}
            error={account.error}
            onRetry={() => void account.refetch()}
            testId="stripe-account-error"
          />
        ) : !account.data ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : (
          <>
            <Text size="sm" data-testid="stripe-account">
              {account.data.exists
                ? t('paymentSettings.stripe.connected', { account: account.data.accountId })
                : t('paymentSettings.stripe.notConnected')}
            </Text>
            <Group>
              <Button onClick={() => start.mutate()} loading={start.isPending} data-testid="stripe-connect-button">
                {account.data.exists ? t('paymentSettings.stripe.reconnect') : t('paymentSettings.stripe.connect')}
              </Button>
            </Group>
          </>
        )}
        <Title order={4}>{t('paymentSettings.applePay.title')}</Title>
        {account.data && !account.data.exists ? (
          <Text size="sm" c="dimmed">
            {t('paymentSettings.applePay.needsStripe')}
          </Text>
        ) : applePay.error ? (
          <LoadError
            title={t('paymentSettings.applePay.loadFailed')}
            error={applePay.error}
            onRetry={() => void applePay.refetch()}
            testId="apple-pay-error"
          />
        ) : applePay.data ? (
          <Group gap="xs" data-testid="apple-pay">
            <Text size="sm">
              {!applePay.data.domain
                ? t('paymentSettings.applePay.noDomain')
                : applePay.data.active
                  ? t('paymentSettings.applePay.active', { domain: applePay.data.domain })
                  : t('paymentSettings.applePay.inactive', { domain: applePay.data.domain })}
            </Text>
            {applePay.data.local && <Badge variant="light">{t('paymentSettings.local')}</Badge>}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
