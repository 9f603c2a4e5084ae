import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * The site's payment providers (issue 20; spec 2 §7 "Site settings", spec 1 §5 and §9) through the local gateway,
 * with the local adapters: Stripe Connect's flow stores the account card payments use, the CA, CAWL and custom
 * Stripe rules with their exact messages, secrets never answered back, the configuration tests, site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const hmacKey = 'A1B2C3D4E5F6'.repeat(11).slice(0, 128);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('Stripe Connect', () => {
  it('gives the client id and a consent page that comes back to the setup screen with a code (local)', async () => {
    const answer = await call('GET', '/admin/client-id', { token: admin1, idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({ clientId: 'ca_local_cellar', local: true });
    const consent = new URL(answer.body.data.authorizeUrl);
    expect(consent.pathname).toBe('/settings/setup');
    expect(consent.searchParams.get('code')).toMatch(/^local_/);
    expect(consent.searchParams.get('state')).toMatch(/^site1_/);
  });

  it('stores the connected account of a code: the account exists and the storefront is told payments are connected', async () => {
    const consent = new URL(
      (await call('GET', '/admin/client-id', { token: admin2, idSite: 2 })).body.data.authorizeUrl,
    );
    const connected = await call('POST', '/admin/auth/stripe', {
      token: admin2,
      idSite: 2,
      body: { code: consent.searchParams.get('code') },
    });
    expect(connected.status, connected.raw).toBe(200);
    expect(connected.body.message).toBe('Stripe account connected');
    expect(connected.body.data.accountId).toMatch(/^acct_local/);
    const exists = await call('GET', '/admin/exists/account-id', { token: admin2, idSite: 2 });
    expect(exists.body.data).toEqual({ exists: true, accountId: connected.body.data.accountId });
    const info = await call('GET', '/site/info', { idSite: 2 });
    expect(info.body.data.payment.connected).toBe(true);
  });

  it('refuses a code the consent page never gave, in French too', async () => {
    const answer = await call('POST', '/admin/auth/stripe', {
      token: admin1,
      idSite: 1,
      lang: 'fr_FR',
      body: { code: 'ac_forged' },
    });
    expect(errorsOf(answer)).toEqual({
      code: ['Stripe a refusé ce code de connexion, veuillez vous connecter à nouveau'],
    });
  });

  it('answers Apple Pay’s state with the site’s connection', async () => {
    const answer = await call('GET', '/admin/apple-pay', { token: admin2, idSite: 2 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({ connected: true, local: true });
  });

  it('keeps one site’s account from another site', async () => {
    const other = await call('GET', '/admin/exists/account-id', { token: admin1, idSite: 2 });
    expect(other.status).toBe(403);
  });
});

describe('Crédit Agricole e-transactions', () => {
  const put = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    call('PUT', '/admin/payment/ca', { token: admin1, idSite: 1, body, lang });

  it('says "site, rang and identifiant cannot be empty" on each blank field', async () => {
    expect(errorsOf(await put({ site: ' ', rang: '', hmacKey }))).toEqual({
      site: ['site, rang and identifiant cannot be empty'],
      rang: ['site, rang and identifiant cannot be empty'],
      identifiant: ['site, rang and identifiant cannot be empty'],
    });
  });

  it('says "The HMAC key is too short", in French too', async () => {
    const body = { site: '1999888', rang: '32', identifiant: '107904482', hmacKey: 'ABCDEF' };
    expect(errorsOf(await put(body))).toEqual({ hmacKey: ['The HMAC key is too short'] });
    expect(errorsOf(await put(body, 'fr_FR'))).toEqual({ hmacKey: ['La clé HMAC est trop courte'] });
  });

  it('refuses an environment that is not test, pre production, production or production 1', async () => {
    const body = { site: '1999888', rang: '32', identifiant: '107904482', hmacKey, environment: 'STAGING' };
    expect(errorsOf(await put(body))).toEqual({
      environment: ['The environment must be test, pre production, production or production 1'],
    });
  });

  it('saves the settings, masks the HMAC key and keeps it when a save leaves it out', async () => {
    const saved = await put({
      site: '1999888',
      rang: '32',
      identifiant: '107904482',
      hmacKey,
      environment: 'PRODUCTION_1',
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.message).toBe('Crédit Agricole settings saved');
    expect(saved.raw).not.toContain(hmacKey);
    expect(saved.body.data).toMatchObject({
      configured: true,
      site: '1999888',
      hmacKeyMasked: `••••••••${hmacKey.slice(-4)}`,
      environment: 'PRODUCTION_1',
    });
    const again = await put({ site: '1999888', rang: '33', identifiant: '107904482' });
    expect(again.status, again.raw).toBe(200);
    expect(again.body.data).toMatchObject({ rang: '33', hmacKeyMasked: `••••••••${hmacKey.slice(-4)}` });
    const read = await call('GET', '/admin/payment/ca', { token: admin1, idSite: 1 });
    expect(read.raw).not.toContain(hmacKey);
    expect(read.body.data.rang).toBe('33');
  });

  it('shows another site none of them', async () => {
    const read = await call('GET', '/admin/payment/ca', { token: admin2, idSite: 2 });
    expect(read.body.data).toMatchObject({ configured: false, site: null, hmacKeyMasked: null });
  });
});

describe('CAWL and custom Stripe (app parameters) and their configuration tests', () => {
  it('says "Enseigne and private key cannot be empty"', async () => {
    const answer = await call('PUT', '/admin/app-parameters/CAWL', {
      token: admin1,
      idSite: 1,
      body: { enseigne: '', privateKey: ' ', apiKey: 'key' },
    });
    expect(errorsOf(answer)).toEqual({
      enseigne: ['Enseigne and private key cannot be empty'],
      privateKey: ['Enseigne and private key cannot be empty'],
    });
  });

  it('asks for the private key when none is stored yet', async () => {
    const answer = await call('PUT', '/admin/app-parameters/CAWL', {
      token: admin2,
      idSite: 2,
      body: { enseigne: 'DOMAINE2', apiKey: 'key' },
    });
    expect(errorsOf(answer)).toEqual({ privateKey: ['Enseigne and private key cannot be empty'] });
  });

  it('answers 409 to a test before the settings are saved', async () => {
    const answer = await call('GET', '/cawl/configuration/test', { token: admin2, idSite: 2 });
    expect(answer.status, answer.raw).toBe(409);
    expect(answer.body.message).toBe('Save the settings before testing them');
  });

  it('saves CAWL masked and tests it with the provider (local)', async () => {
    const secret = 'cawl-secret-0123456789';
    const saved = await call('PUT', '/admin/app-parameters/CAWL', {
      token: admin1,
      idSite: 1,
      body: { enseigne: 'DOMAINE1', apiKey: 'A1B2C3D4E5', privateKey: secret, environment: 'PRE_PRODUCTION' },
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.raw).not.toContain(secret);
    expect(saved.body.data).toMatchObject({ type: 'CAWL', enseigne: 'DOMAINE1', privateKeyMasked: '••••••••6789' });
    const test = await call('GET', '/cawl/configuration/test', { token: admin1, idSite: 1 });
    expect(test.body).toMatchObject({ message: 'The configuration works', data: { ok: true, local: true } });
  });

  it('says "Key cannot be empty" for custom Stripe keys', async () => {
    const answer = await call('PUT', '/admin/app-parameters/CUSTOM_STRIPE', {
      token: admin1,
      idSite: 1,
      body: { publishableKey: ' ', secretKey: '' },
    });
    expect(errorsOf(answer)).toEqual({ publishableKey: ['Key cannot be empty'], secretKey: ['Key cannot be empty'] });
  });

  it('answers the provider’s reason when it refuses the custom Stripe key', async () => {
    const saved = await call('PUT', '/admin/app-parameters/CUSTOM_STRIPE', {
      token: admin1,
      idSite: 1,
      body: { publishableKey: 'pk_test_abc123', secretKey: 'sk_test_short' },
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.raw).not.toContain('sk_test_short');
    const test = await call('GET', '/custom-stripe/configuration/test', { token: admin1, idSite: 1 });
    expect(test.body.message).toBe('The payment provider refused the configuration');
    expect(test.body.data).toMatchObject({ ok: false, local: true });
    expect(test.body.data.reason).toContain('Invalid API Key provided');
  });
});
