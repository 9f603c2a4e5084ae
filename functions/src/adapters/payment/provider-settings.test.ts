import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../carriers/fixtures/replay.ts';
import { HttpProviderChecks } from './provider-checks-http.ts';
import { LocalProviderChecks } from './provider-checks-local.ts';
import { ProviderSettingsError } from './provider-settings.ts';
import { HttpStripeConnect } from './stripe-connect-http.ts';
import { LocalStripeConnect } from './stripe-connect-local.ts';
import { stripeApiVersion } from './stripe-http.ts';

/**
 * Stripe Connect, Apple Pay's domains and the configuration tests over fetch, against answers written from the
 * providers' references (Stripe's OAuth and payment method domains, Worldline Direct's testconnection): no network,
 * so what we send is pinned and how each answer is read is checked.
 */
const here = dirname(fileURLToPath(import.meta.url));
const recorded = (name: string, status = 200) => ({
  body: readFileSync(join(here, 'fixtures', name), 'utf8'),
  status,
  contentType: 'application/json',
});
const secretKey = 'sk_test_51QbWz8Rf3kLmNo9PexampleexampleexampleKEY';
const connect = (fetch: ReturnType<typeof replay>['fetch']) =>
  new HttpStripeConnect({ secretKey, clientId: 'ca_QcAbCdEfGh', fetch });
const checks = (fetch: ReturnType<typeof replay>['fetch']) =>
  new HttpProviderChecks({
    cawlTestUrl: 'https://payment.preprod.ca.cawl.eu',
    cawlProductionUrl: 'https://payment.ca.cawl.eu',
    fetch,
    now: () => new Date('2026-11-27T10:00:00Z'),
  });
const cawl = {
  enseigne: 'DOMAINELILAS',
  apiKey: '5E2A8C1B7D3F9A4C',
  privateKey: 'c2VjcmV0LWtleS1vZi10aGUtbWVyY2hhbnQ=',
  environment: 'PRE_PRODUCTION' as const,
};

describe('Stripe Connect over fetch', () => {
  it('sends the producer to the consent page with the client id, read_write scope, return address and state', () => {
    const url = new URL(
      connect(replay().fetch).authorizeUrl({ state: 'site1_abc', redirectUri: 'https://admin.example/settings/setup' }),
    );
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'ca_QcAbCdEfGh',
      scope: 'read_write',
      redirect_uri: 'https://admin.example/settings/setup',
      state: 'site1_abc',
    });
  });

  it('exchanges a code with the platform’s key and reads the connected account', async () => {
    const { fetch, sent } = replay(recorded('stripe-oauth-token.answer.json'));
    expect(await connect(fetch).exchangeCode('ac_QcAbCd')).toEqual({ accountId: 'acct_1QcAbCdEfGhIjKlM' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://connect.stripe.com/oauth/token',
      body: 'grant_type=authorization_code&code=ac_QcAbCd',
    });
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${secretKey}`);
  });

  it('reads a refused code as a request failure with Stripe’s words', async () => {
    const { fetch } = replay(recorded('stripe-oauth-invalid-grant.answer.json', 400));
    const error = await connect(fetch)
      .exchangeCode('ac_forged')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderSettingsError);
    expect(error).toMatchObject({ failure: 'request', code: 'invalid_grant' });
  });

  it('reads Apple Pay active on the connected account’s domain, and inactive when Stripe lists none', async () => {
    const { fetch, sent } = replay(
      recorded('stripe-payment-method-domains.answer.json'),
      recorded('stripe-payment-method-domains-empty.answer.json'),
    );
    const stripe = connect(fetch);
    expect(await stripe.applePay('acct_1QcAbCdEfGhIjKlM', 'domaine-des-lilas.example')).toEqual({ active: true });
    expect(await stripe.applePay('acct_1QcAbCdEfGhIjKlM', 'other.example')).toEqual({ active: false });
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/payment_method_domains?domain_name=domaine-des-lilas.example');
    expect(sent[0]!.headers).toMatchObject({
      'stripe-account': 'acct_1QcAbCdEfGhIjKlM',
      'stripe-version': stripeApiVersion,
    });
  });

  it('says a network failure is the provider being unavailable', async () => {
    const { fetch } = replay(new TypeError('fetch failed'));
    await expect(connect(fetch).exchangeCode('ac_x')).rejects.toMatchObject({
      failure: 'unavailable',
      code: 'network',
    });
  });
});

describe('configuration tests over fetch', () => {
  it('passes custom Stripe keys Stripe accepts (GET /v1/balance with the site’s own key)', async () => {
    const { fetch, sent } = replay(recorded('stripe-balance.answer.json'));
    expect(await checks(fetch).customStripe('sk_test_site')).toEqual({ ok: true, reason: null, local: false });
    expect(sent[0]).toMatchObject({ method: 'GET', url: 'https://api.stripe.com/v1/balance' });
    expect(sent[0]!.headers.authorization).toBe('Bearer sk_test_site');
  });

  it('answers Stripe’s reason when it refuses the key', async () => {
    const { fetch } = replay(recorded('stripe-unauthorized.answer.json', 401));
    expect(await checks(fetch).customStripe('sk_test_1234')).toEqual({
      ok: false,
      reason: 'Invalid API Key provided: sk_test_********************1234',
      local: false,
    });
  });

  it('signs CAWL’s testconnection with the API secret on the pre-production host', async () => {
    const { fetch, sent } = replay(recorded('cawl-testconnection-ok.answer.json'));
    expect(await checks(fetch).cawl(cawl)).toEqual({ ok: true, reason: null, local: false });
    const path = '/v2/DOMAINELILAS/services/testconnection';
    expect(sent[0]!.url).toBe(`https://payment.preprod.ca.cawl.eu${path}`);
    const date = 'Fri, 27 Nov 2026 10:00:00 GMT';
    const signature = createHmac('sha256', cawl.privateKey).update(`GET\n\n${date}\n${path}\n`).digest('base64');
    expect(sent[0]!.headers).toEqual({ date, authorization: `GCS v1HMAC:${cawl.apiKey}:${signature}` });
  });

  it('asks the production host for production 1, and answers CAWL’s refusal', async () => {
    const { fetch, sent } = replay(recorded('cawl-testconnection-refused.answer.json', 403));
    expect(await checks(fetch).cawl({ ...cawl, environment: 'PRODUCTION_1' })).toEqual({
      ok: false,
      reason: 'ACCESS_TO_MERCHANT_NOT_ALLOWED',
      local: false,
    });
    expect(sent[0]!.url.startsWith('https://payment.ca.cawl.eu/')).toBe(true);
  });

  it('says CAWL down is unavailable, not a refusal', async () => {
    const { fetch } = replay({ body: '{"errors":[]}', status: 503, contentType: 'application/json' });
    await expect(checks(fetch).cawl(cawl)).rejects.toMatchObject({ failure: 'unavailable' });
  });
});

describe('the local adapters', () => {
  it('say they are local and come back with a code that stands for one account', async () => {
    const local = new LocalStripeConnect();
    const url = new URL(local.authorizeUrl({ state: 'site1_x', redirectUri: 'http://localhost:5173/settings/setup' }));
    const code = url.searchParams.get('code')!;
    expect(local.local).toBe(true);
    const first = await local.exchangeCode(code);
    expect(first.accountId).toMatch(/^acct_local/);
    expect(await local.exchangeCode(code)).toEqual(first);
    await expect(local.exchangeCode('ac_real')).rejects.toMatchObject({ failure: 'request' });
  });

  it('refuse a key that is not of Stripe’s shape, saying Stripe was not asked', async () => {
    const answer = await new LocalProviderChecks().customStripe('not-a-key');
    expect(answer).toMatchObject({ ok: false, local: true });
    expect(answer.reason).toContain('Stripe was not asked');
  });
});
