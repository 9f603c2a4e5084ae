import { env } from '../../lib/env.ts';
import { BillingProviderError, type BillingProvider } from './billing-provider.ts';
import { LocalBillingProvider } from './local-billing.ts';
import { StripeBillingProvider } from './stripe-billing.ts';

let provider: BillingProvider | undefined;

/**
 * The stage's billing provider (`BILLING_ADAPTER`): `local` by default (`npm start`, the tests: no network, and it
 * says so), `stripe` with the platform's key from the stage's secret (infra/lib/billing-environment.ts).
 */
export function billingProvider(): BillingProvider {
  if (!provider) {
    const e = env();
    if (e.BILLING_ADAPTER === 'stripe') {
      if (!e.BILLING_STRIPE_SECRET_KEY)
        throw new BillingProviderError(
          'credentials',
          'missing_key',
          'BILLING_ADAPTER=stripe needs BILLING_STRIPE_SECRET_KEY',
        );
      provider = new StripeBillingProvider({
        secretKey: e.BILLING_STRIPE_SECRET_KEY,
        url: e.STRIPE_URL,
        timeoutMs: e.PAYMENT_TIMEOUT_MS,
      });
    } else provider = new LocalBillingProvider();
  }
  return provider;
}

/** Tests put their own provider. */
export function setBillingProvider(next: BillingProvider | undefined): void {
  provider = next;
}
