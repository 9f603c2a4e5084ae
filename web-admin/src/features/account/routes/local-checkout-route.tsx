import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useBillingT } from '../../../lib/billing/billing-text.ts';

/** A return address of this admin only (the page must not send anyone elsewhere): its path and query, or null. */
function sameOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * `/account/payment/local-checkout`: the local billing provider's stand-in for Stripe's checkout page
 * (docs/billing.md), saying it is local; "Save" returns to the success address, "Cancel" to the cancel address,
 * both of this admin.
 */
export function LocalCheckoutRoute() {
  const t = useBillingT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const success = sameOrigin(search.get('success'));
  const cancel = sameOrigin(search.get('cancel'));
  const valid = search.get('session')?.startsWith('cs_local_') && success && cancel;
  return (
    <Stack gap="md" data-testid="local-checkout">
      <Title order={2}>{t('billing.localCheckout.title')}</Title>
      {!valid ? (
        <Alert color="red">{t('billing.localCheckout.invalid')}</Alert>
      ) : (
        <Paper withBorder p="lg" maw={560}>
          <Stack gap="md">
            <Text>{t('billing.localCheckout.intro')}</Text>
            <Group>
              <Button onClick={() => void navigate(success)} data-testid="local-checkout-pay">
                {t('billing.localCheckout.pay')}
              </Button>
              <Button variant="default" onClick={() => void navigate(cancel)}>
                {t('billing.localCheckout.cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
