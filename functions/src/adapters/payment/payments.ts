import { env } from '../../lib/env.ts';
import { LocalPaymentProvider } from './payment-local.ts';
import { PaymentProviderError, type PaymentProvider } from './payment.ts';
import { StripePaymentProvider } from './stripe-http.ts';

let provider: PaymentProvider | undefined;

/**
 * The payment provider the environment chooses (`PAYMENT_ADAPTER`): the local one by default
 * (`npm start`, tests: no network), Stripe with the platform's keys when deployed so.
 */
export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const e = env();
    if (e.PAYMENT_ADAPTER === 'stripe') {
      if (!e.STRIPE_SECRET_KEY)
        throw new PaymentProviderError('credentials', 'missing_key', 'PAYMENT_ADAPTER=stripe needs STRIPE_SECRET_KEY');
      provider = new StripePaymentProvider({
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
        url: e.STRIPE_URL,
        timeoutMs: e.PAYMENT_TIMEOUT_MS,
      });
    } else {
      // The local provider lets anyone confirm a payment (`POST /payment/local/confirm`): never inside a Lambda.
      if (process.env.AWS_LAMBDA_FUNCTION_NAME || process.env.AWS_EXECUTION_ENV)
        throw new PaymentProviderError(
          'credentials',
          'local_in_lambda',
          'PAYMENT_ADAPTER=local is refused inside a Lambda',
        );
      provider = new LocalPaymentProvider();
    }
  }
  return provider;
}

/** Tests put their own provider (or choose again after changing the environment). */
export function setPaymentProvider(next: PaymentProvider | undefined): void {
  provider = next;
}
