import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError, type CreateIntent, type PaymentIntent, type PaymentProvider } from './payment.ts';

/**
 * The local stand-in for Stripe (`PAYMENT_ADAPTER=local`, the default): intents live in this
 * process (the local gateway runs every group in one), ids and client secrets shaped like
 * Stripe's, the same key giving the same intent. `confirm` plays the shopper's card form: the
 * storefront and the tests call it through `POST /payment/local/confirm`.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;
  private readonly intents = new Map<string, PaymentIntent>();
  private readonly byKey = new Map<string, string>();
  private readonly secret = randomBytes(16);

  async createIntent(input: CreateIntent): Promise<PaymentIntent> {
    const scopedKey = `${input.account ?? ''}\n${input.idempotencyKey}`;
    const known = this.byKey.get(scopedKey);
    if (known) return { ...this.intents.get(known)! };
    const id = `pi_local_${randomBytes(12).toString('hex')}`;
    const intent: PaymentIntent = {
      id,
      clientSecret: `${id}_secret_${createHmac('sha256', this.secret).update(id).digest('base64url').slice(0, 24)}`,
      status: 'requires_payment_method',
      amount: input.amount,
      currency: input.currency,
      metadata: { ...input.metadata },
      lastError: null,
    };
    this.intents.set(id, intent);
    this.byKey.set(scopedKey, id);
    return { ...intent };
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    const intent = this.intents.get(id);
    if (!intent) throw new PaymentProviderError('request', 'resource_missing', `No such payment_intent: '${id}'`);
    return { ...intent };
  }

  async cancelIntent(id: string): Promise<void> {
    const intent = this.intents.get(id);
    if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
  }

  /** The shopper's card form: the card is accepted (`succeeded`) or declined (back to `requires_payment_method`). */
  async confirm(clientSecret: string, outcome: 'succeeded' | 'declined'): Promise<PaymentIntent> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = this.intents.get(id);
    if (!intent || !sameText(intent.clientSecret, clientSecret))
      throw new PaymentProviderError('request', 'resource_missing', 'No such payment_intent');
    if (intent.status === 'succeeded' || intent.status === 'canceled') return { ...intent };
    if (outcome === 'succeeded') {
      intent.status = 'succeeded';
      intent.lastError = null;
    } else {
      intent.status = 'requires_payment_method';
      intent.lastError = 'card_declined';
    }
    return { ...intent };
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
