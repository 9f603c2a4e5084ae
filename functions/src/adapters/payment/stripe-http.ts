import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type CreateIntent,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
} from './payment.ts';

/** The `fetch` the adapter calls: injected, so tests replay recorded answers without a network. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export const stripeDefaultUrl = 'https://api.stripe.com';
/** The API version every call pins, so an account's default version never changes the answers we read. */
export const stripeApiVersion = '2025-10-29.clover';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string | null;
  url?: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

interface StripeIntentJson {
  id: string;
  object: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  client_secret: string | null;
  metadata?: Record<string, string>;
  last_payment_error?: { code?: string; decline_code?: string } | null;
}

/** `a[b][c]=v` form encoding, as Stripe's API reads bodies. */
export function formEncode(values: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const key = prefix ? `${prefix}[${name}]` : name;
    if (typeof value === 'object') out.push(...formEncode(value as Record<string, unknown>, key));
    else out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return out;
}

/**
 * Stripe's PaymentIntents over `fetch` (https://docs.stripe.com/api/payment_intents): create with
 * automatic payment methods, retrieve, cancel. A site's payments go to its connected account
 * (`Stripe-Account`), the platform's secret key authenticates; every create carries an
 * `Idempotency-Key`, so a retried order gets the same intent.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly url: string;

  constructor(private readonly options: StripeOptions) {
    this.publishableKey = options.publishableKey;
    this.url = (options.url ?? stripeDefaultUrl).replace(/\/$/, '');
  }

  async createIntent(input: CreateIntent): Promise<PaymentIntent> {
    const body = formEncode({
      amount: input.amount,
      currency: input.currency,
      automatic_payment_methods: { enabled: 'true' },
      description: input.description,
      receipt_email: input.receiptEmail ?? undefined,
      metadata: input.metadata,
    }).join('&');
    return this.call('POST', '/v1/payment_intents', input.account, body, input.idempotencyKey);
  }

  async retrieveIntent(id: string, account: string | null): Promise<PaymentIntent> {
    return this.call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`, account);
  }

  async cancelIntent(id: string, account: string | null): Promise<void> {
    await this.call('POST', `/v1/payment_intents/${encodeURIComponent(id)}/cancel`, account, '');
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    account: string | null,
    body?: string,
    idempotencyKey?: string,
  ): Promise<PaymentIntent> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.secretKey}`,
      'stripe-version': stripeApiVersion,
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    if (account) headers['stripe-account'] = account;
    const doFetch = this.options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
    let status: number;
    let text: string;
    try {
      const answer = await doFetch(`${this.url}${path}`, {
        method,
        headers,
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8000),
      });
      status = answer.status;
      text = await answer.text();
    } catch (error) {
      const name = (error as { name?: string }).name ?? 'Error';
      throw new PaymentProviderError(
        'unavailable',
        name === 'TimeoutError' ? 'timeout' : 'network',
        (error as Error).message ?? String(error),
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentProviderError('unavailable', `http_${status}`, 'unreadable answer');
    }
    if (status >= 200 && status < 300) return readIntent(json);
    const error = (json as { error?: { type?: string; code?: string; message?: string } }).error ?? {};
    const code = error.code ?? error.type ?? `http_${status}`;
    if (status === 401 || status === 403)
      throw new PaymentProviderError('credentials', code, error.message ?? 'refused');
    if (status === 429 || status >= 500)
      throw new PaymentProviderError('unavailable', code, error.message ?? `HTTP ${status}`);
    throw new PaymentProviderError('request', code, error.message ?? `HTTP ${status}`);
  }
}

function readIntent(json: unknown): PaymentIntent {
  const intent = json as StripeIntentJson;
  if (intent?.object !== 'payment_intent' || typeof intent.id !== 'string')
    throw new PaymentProviderError('unavailable', 'unexpected_object', 'not a payment_intent');
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
    lastError: intent.last_payment_error
      ? (intent.last_payment_error.decline_code ?? intent.last_payment_error.code ?? 'failed')
      : null,
  };
}

/** Default tolerance between a webhook's signed timestamp and now (Stripe's libraries use 5 minutes). */
export const webhookToleranceSeconds = 300;

/**
 * Checks a webhook's `Stripe-Signature` header (https://docs.stripe.com/webhooks#verify-manually):
 * `t=<timestamp>,v1=<hex>[,v1=<hex>…]`; the expected signature is the HMAC-SHA256, with the
 * endpoint's secret, of `<t>.<exact body>`; any `v1` may match (secrets being rolled); the
 * timestamp must be within the tolerance (a replayed old event is refused).
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date = new Date(),
  toleranceSeconds = webhookToleranceSeconds,
): boolean {
  if (!header || !secret) return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't') timestamp = value;
    else if (name === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex'));
  return signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
