/**
 * Card payments through a provider (docs/checkout.md "Payment"): a payment intent per order, which
 * the shopper's browser confirms with the provider, and which the server reads back (or is told of
 * by a signed webhook) before recording the payment. Amounts are in cents.
 */

/** Stripe's PaymentIntent statuses (the local provider uses the same). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntent {
  id: string;
  /** What the browser confirms the payment with; never logged. */
  clientSecret: string;
  status: IntentStatus;
  /** Cents. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The last failure's code (`card_declined`), when the last attempt failed. */
  lastError: string | null;
}

export interface CreateIntent {
  /** Cents, at least 50 (Stripe's minimum for EUR). */
  amount: number;
  currency: 'eur';
  description: string;
  receiptEmail: string | null;
  metadata: Record<string, string>;
  /** The producer's connected account (Stripe Connect), null for the platform's own. */
  account: string | null;
  /** The same key gives the same intent (a retried order never creates two). */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** What the storefront's Stripe.js needs (null locally). */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntent): Promise<PaymentIntent>;
  retrieveIntent(id: string, account: string | null): Promise<PaymentIntent>;
  /** Best effort: an intent nobody will pay (its order was refused). */
  cancelIntent(id: string, account: string | null): Promise<void>;
}

/**
 * A provider's call failed: `credentials` (the platform's key refused), `request` (the provider
 * refused what we asked: `code` says why), `unavailable` (network, timeout, 5xx, 429, unreadable).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly failure: 'credentials' | 'request' | 'unavailable',
    readonly code: string,
    readonly detail: string,
  ) {
    super(`payment ${failure} (${code}): ${detail}`);
    this.name = 'PaymentProviderError';
  }
}

/** Smallest card payment in EUR cents (Stripe's minimum charge amount). */
export const minimumCardAmountCents = 50;

export const toCents = (euros: number): number => Math.round(euros * 100);
