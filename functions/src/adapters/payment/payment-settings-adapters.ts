import { env } from '../../lib/env.ts';
import { HttpProviderChecks } from './provider-checks-http.ts';
import { LocalProviderChecks } from './provider-checks-local.ts';
import { ProviderSettingsError, type ProviderChecks, type StripeConnect } from './provider-settings.ts';
import { HttpStripeConnect } from './stripe-connect-http.ts';
import { LocalStripeConnect } from './stripe-connect-local.ts';

export interface PaymentSettingsAdapters {
  connect: StripeConnect;
  checks: ProviderChecks;
}

let adapters: PaymentSettingsAdapters | undefined;

/**
 * The adapters the environment chooses (`PAYMENT_SETTINGS_ADAPTER`): local by default (`npm start`, tests: no
 * network), Stripe and CAWL over HTTPS when deployed so, with the platform's secret key and Connect client id.
 */
export function paymentSettingsAdapters(): PaymentSettingsAdapters {
  if (!adapters) {
    const e = env();
    if (e.PAYMENT_SETTINGS_ADAPTER === 'http') {
      if (!e.STRIPE_SECRET_KEY || !e.STRIPE_CONNECT_CLIENT_ID)
        throw new ProviderSettingsError(
          'credentials',
          'missing_key',
          'PAYMENT_SETTINGS_ADAPTER=http needs STRIPE_SECRET_KEY and STRIPE_CONNECT_CLIENT_ID',
        );
      adapters = {
        connect: new HttpStripeConnect({
          secretKey: e.STRIPE_SECRET_KEY,
          clientId: e.STRIPE_CONNECT_CLIENT_ID,
          apiUrl: e.STRIPE_URL,
          connectUrl: e.STRIPE_CONNECT_URL,
          timeoutMs: e.PAYMENT_TIMEOUT_MS,
        }),
        checks: new HttpProviderChecks({
          stripeUrl: e.STRIPE_URL,
          cawlTestUrl: e.CAWL_TEST_URL,
          cawlProductionUrl: e.CAWL_PRODUCTION_URL,
          timeoutMs: e.PAYMENT_TIMEOUT_MS,
        }),
      };
    } else {
      // The local consent page connects made-up accounts (`acct_local…`) that real card payments would then use.
      if (process.env.AWS_LAMBDA_FUNCTION_NAME || process.env.AWS_EXECUTION_ENV)
        throw new ProviderSettingsError(
          'credentials',
          'local_in_lambda',
          'PAYMENT_SETTINGS_ADAPTER=local is refused inside a Lambda',
        );
      adapters = { connect: new LocalStripeConnect(), checks: new LocalProviderChecks() };
    }
  }
  return adapters;
}

/** Tests put their own adapters (or choose again after changing the environment). */
export function setPaymentSettingsAdapters(next: PaymentSettingsAdapters | undefined): void {
  adapters = next;
}
