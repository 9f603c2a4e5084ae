import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { billingAccountQuery } from '../../../lib/billing/billing-queries.ts';
import { useBillingT } from '../../../lib/billing/billing-text.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { CustomerMissing, customerIsMissing } from '../components/customer-missing.tsx';
import { leavePage } from '../components/leave-page.ts';

/**
 * `/account/payment` ("Update payment method", spec 1 §2): the saved card, and a button that opens the provider's
 * checkout page (`POST /card/checkout`, setup mode: the card is saved for the subscription's invoices), which
 * returns here with `?checkout=success` or `?checkout=cancel`.
 */
export function PaymentMethodRoute() {
  const t = useBillingT();
  const api = useApi();
  const to = useLocalePath();
  const [search] = useSearchParams();
  const account = useQuery(billingAccountQuery(api));
  const back = `${window.location.origin}${to('/account/payment')}`;
  const checkout = useMutation({
    mutationFn: () =>
      api.call('cardCheckout', {
        body: { successUrl: `${back}?checkout=success`, cancelUrl: `${back}?checkout=cancel` },
      }),
    onSuccess: (session) => leavePage.to(session.url),
  });
  const outcome = search.get('checkout');
  const card = account.data?.card;
  return (
    <Stack gap="md" data-testid="payment-method-screen">
      <Title order={2}>{t('billing.payment.title')}</Title>
      {outcome === 'success' && <Alert color="green">{t('billing.payment.success')}</Alert>}
      {outcome === 'cancel' && <Alert color="yellow">{t('billing.payment.cancelled')}</Alert>}
      {account.isPending ? (
        <Loader />
      ) : account.isError ? (
        <LoadError
          title={t('billing.subscription.loadFailed')}
          error={account.error}
          onRetry={() => void account.refetch()}
          testId="payment-method-error"
        />
      ) : account.data.customer === null ? (
        <CustomerMissing />
      ) : (
        <Paper withBorder p="lg" maw={560}>
          <Stack gap="sm">
            {account.data.provider === 'local' && <Alert color="blue">{t('billing.localProvider')}</Alert>}
            <Text data-testid="payment-card">
              {card
                ? t('billing.payment.current', {
                    brand: card.brand.toUpperCase(),
                    last4: card.last4,
                    month: String(card.expMonth).padStart(2, '0'),
                    year: card.expYear,
                  })
                : t('billing.payment.noCard')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('billing.payment.intro')}
            </Text>
            {checkout.isError && (
              <Alert color="red">
                {customerIsMissing(checkout.error)
                  ? t('billing.invoices.needCustomer')
                  : errorMessage(checkout.error, t('billing.payment.failed'))}
              </Alert>
            )}
            <Button
              onClick={() => checkout.mutate()}
              loading={checkout.isPending}
              data-testid="payment-update"
              w="fit-content"
            >
              {t('billing.payment.update')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
