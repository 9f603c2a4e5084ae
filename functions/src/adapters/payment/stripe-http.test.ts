import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../carriers/fixtures/replay.ts';
import { LocalPaymentProvider } from './payment-local.ts';
import { PaymentProviderError } from './payment.ts';
import { formEncode, stripeApiVersion, StripePaymentProvider, verifyStripeSignature } from './stripe-http.ts';

/**
 * Stripe's PaymentIntents over fetch, against answers written from Stripe's API reference
 * (https://docs.stripe.com/api/payment_intents, error codes and the webhook signature scheme):
 * no network here, so what we send is pinned and how we read each answer is checked.
 */
const here = dirname(fileURLToPath(import.meta.url));
const recorded = (name: string, status = 200) => ({
  body: readFileSync(join(here, 'fixtures', name), 'utf8'),
  status,
  contentType: 'application/json',
});
const secretKey = 'sk_test_51QbWz8Rf3kLmNo9PexampleexampleexampleKEY';
const stripe = (fetch: ReturnType<typeof replay>['fetch']) =>
  new StripePaymentProvider({ secretKey, publishableKey: 'pk_test_51QbWz8Rf3kLmNo9Pexample', fetch });
const intentInput = {
  amount: 4780,
  currency: 'eur' as const,
  description: 'Domaine des Lilas 2026-000042',
  receiptEmail: 'lea.martin@example.com',
  metadata: { idSite: '1', idOrder: '42', number: '2026-000042' },
  account: 'acct_1QbWz8Rf3kLmNo9P',
  idempotencyKey: 'cellar-order-1-42',
};

describe('the Stripe payment adapter, against recorded answers', () => {
  it('creates a payment intent form-encoded, on the site’s connected account, with an idempotency key and the pinned API version', async () => {
    const { fetch, sent } = replay(recorded('stripe-payment-intent-created.answer.json'));
    const intent = await stripe(fetch).createIntent(intentInput);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(sent[0]!.headers).toEqual({
      authorization: `Bearer ${secretKey}`,
      'stripe-version': stripeApiVersion,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'cellar-order-1-42',
      'stripe-account': 'acct_1QbWz8Rf3kLmNo9P',
    });
    expect(sent[0]!.body!.split('&')).toEqual([
      'amount=4780',
      'currency=eur',
      'automatic_payment_methods%5Benabled%5D=true',
      'description=Domaine%20des%20Lilas%202026-000042',
      'receipt_email=lea.martin%40example.com',
      'metadata%5BidSite%5D=1',
      'metadata%5BidOrder%5D=42',
      'metadata%5Bnumber%5D=2026-000042',
    ]);
    expect(intent).toEqual({
      id: 'pi_3QbXk2LkdIwHu7ix0Ok9aZ1c',
      clientSecret: 'pi_3QbXk2LkdIwHu7ix0Ok9aZ1c_secret_Rj8wq0bKZ2mVYcE7u3nT5hDfL',
      status: 'requires_payment_method',
      amount: 4780,
      currency: 'eur',
      metadata: { idOrder: '42', idSite: '1', number: '2026-000042' },
      lastError: null,
    });
  });

  it('retrieves an intent by id and reads a success and a declined card', async () => {
    const { fetch, sent } = replay(
      recorded('stripe-payment-intent-succeeded.answer.json'),
      recorded('stripe-payment-intent-declined.answer.json'),
    );
    const provider = stripe(fetch);
    const paid = await provider.retrieveIntent('pi_3QbXk2LkdIwHu7ix0Ok9aZ1c', null);
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.stripe.com/v1/payment_intents/pi_3QbXk2LkdIwHu7ix0Ok9aZ1c',
      body: undefined,
    });
    // The platform's own account: no Stripe-Account header.
    expect(sent[0]!.headers).toEqual({ authorization: `Bearer ${secretKey}`, 'stripe-version': stripeApiVersion });
    expect(paid).toMatchObject({ status: 'succeeded', amount: 4780, lastError: null });
    const declined = await provider.retrieveIntent('pi_3QbXk2LkdIwHu7ix0Ok9aZ1c', 'acct_1QbWz8Rf3kLmNo9P');
    expect(declined).toMatchObject({ status: 'requires_payment_method', lastError: 'insufficient_funds' });
  });

  it('cancels an intent nobody will pay', async () => {
    const { fetch, sent } = replay(recorded('stripe-payment-intent-created.answer.json'));
    await stripe(fetch).cancelIntent('pi_3QbXk2LkdIwHu7ix0Ok9aZ1c', 'acct_1QbWz8Rf3kLmNo9P');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.stripe.com/v1/payment_intents/pi_3QbXk2LkdIwHu7ix0Ok9aZ1c/cancel',
      body: '',
    });
  });

  it('tells Stripe’s refusals apart: the request, the key, a missing intent, an outage, the network', async () => {
    const failure = async (answer: Parameters<typeof replay>[0]) => {
      const { fetch } = replay(answer);
      return stripe(fetch)
        .createIntent(intentInput)
        .then(
          () => null,
          (error: unknown) => error as PaymentProviderError,
        );
    };
    expect(await failure(recorded('stripe-invalid-request.answer.json', 400))).toMatchObject({
      failure: 'request',
      code: 'amount_too_small',
    });
    expect(await failure(recorded('stripe-unauthorized.answer.json', 401))).toMatchObject({
      failure: 'credentials',
      code: 'invalid_request_error',
    });
    expect(await failure(recorded('stripe-no-such-intent.answer.json', 404))).toMatchObject({
      failure: 'request',
      code: 'resource_missing',
    });
    expect(
      await failure({
        body: '{"error":{"type":"api_error","message":"An unknown error occurred"}}',
        status: 500,
        contentType: 'application/json',
      }),
    ).toMatchObject({ failure: 'unavailable', code: 'api_error' });
    expect(
      await failure({
        body: '{"error":{"type":"invalid_request_error","code":"rate_limit"}}',
        status: 429,
        contentType: 'application/json',
      }),
    ).toMatchObject({ failure: 'unavailable' });
    expect(await failure({ body: '<html>Bad gateway</html>', status: 502, contentType: 'text/html' })).toMatchObject({
      failure: 'unavailable',
      code: 'http_502',
    });
    expect(
      await failure(Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' })),
    ).toMatchObject({ failure: 'unavailable', code: 'timeout' });
  });

  it('encodes nested parameters as Stripe reads them', () => {
    expect(formEncode({ a: 1, b: { c: 'd e', f: { g: true } }, skipped: null })).toEqual([
      'a=1',
      'b%5Bc%5D=d%20e',
      'b%5Bf%5D%5Bg%5D=true',
    ]);
  });
});

describe('the Stripe webhook signature', () => {
  const secret = 'whsec_test_3e1f0c6b9a8d4c2e7f5a1b0c9d8e7f6a';
  const body = readFileSync(join(here, 'fixtures', 'stripe-event-payment-intent-succeeded.json'), 'utf8').trim();
  const at = new Date(1778060100 * 1000);
  const sign = (payload: string, timestamp: number, key = secret) =>
    createHmac('sha256', key).update(`${timestamp}.${payload}`).digest('hex');

  it('accepts the event signed with the endpoint’s secret, also among several v1 signatures (a secret being rolled)', () => {
    expect(verifyStripeSignature(body, `t=1778060100,v1=${sign(body, 1778060100)}`, secret, at)).toBe(true);
    expect(
      verifyStripeSignature(
        body,
        `t=1778060100,v1=${sign(body, 1778060100, 'whsec_old')},v1=${sign(body, 1778060100)},v0=deadbeef`,
        secret,
        at,
      ),
    ).toBe(true);
  });

  it('refuses a changed body, another secret, an old timestamp, a header without v1', () => {
    const header = `t=1778060100,v1=${sign(body, 1778060100)}`;
    expect(verifyStripeSignature(body.replace('4780', '1'), header, secret, at)).toBe(false);
    expect(verifyStripeSignature(body, header, 'whsec_other', at)).toBe(false);
    expect(verifyStripeSignature(body, header, secret, new Date((1778060100 + 301) * 1000))).toBe(false);
    expect(verifyStripeSignature(body, 't=1778060100', secret, at)).toBe(false);
    expect(verifyStripeSignature(body, undefined, secret, at)).toBe(false);
  });
});

describe('the local payment provider', () => {
  it('gives the same intent to the same key, and lets its card form accept or decline', async () => {
    const local = new LocalPaymentProvider();
    const first = await local.createIntent(intentInput);
    expect(await local.createIntent(intentInput)).toEqual(first);
    expect(first.clientSecret.startsWith(`${first.id}_secret_`)).toBe(true);
    expect((await local.confirm(first.clientSecret, 'declined')).status).toBe('requires_payment_method');
    expect((await local.confirm(first.clientSecret, 'succeeded')).status).toBe('succeeded');
    expect((await local.retrieveIntent(first.id)).status).toBe('succeeded');
    await expect(local.confirm(`${first.id}_secret_forged`, 'succeeded')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
