import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { resignWith, tamper } from './tokens.ts';

const fixtures = inject('fixtures');
const { logins } = fixtures;
let admin1: string;

async function mailsTo(email: string): Promise<{ to: string; subject: string; text: string }[]> {
  const files = (await readdir(fixtures.outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(fixtures.outboxDir, f), 'utf8'))),
  );
  return mails.filter((m) => m.to === email);
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
});

describe('staff sign-in', () => {
  it('answers a token, the site to open and its default language', async () => {
    const answer = await call('POST', '/admin/login', {
      body: { email: logins.admin1.email, password: logins.admin1.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ idSite: 1, defaultLang: { code: 'fr_FR' } });
    expect(answer.body.data.token.split('.')).toHaveLength(3);
  });

  it('signs in with the e-mail whatever its case', async () => {
    expect(await signIn(logins.admin2.email.toUpperCase(), logins.admin2.password)).toBeTruthy();
  });

  it('refuses a wrong password with a clear message', async () => {
    const answer = await call('POST', '/admin/login', {
      body: { email: logins.admin1.email, password: 'wrong-password' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'Invalid e-mail or password', data: {} });
  });

  it('tells which field is missing', async () => {
    const answer = await call('POST', '/admin/login', { body: { email: '' }, lang: 'fr_FR' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({
      email: ['L’e-mail est obligatoire'],
      password: ['Le mot de passe est obligatoire'],
    });
  });

  it('answers who is signed in on GET /user and success on GET /logged', async () => {
    const me = await call('GET', '/user', { token: admin1, idSite: 1 });
    expect(me.body.data).toMatchObject({
      email: logins.admin1.email,
      firstname: 'Claire',
      lastname: 'Martin',
      role: 'ADMIN',
    });
    const logged = await call('GET', '/logged', { token: admin1 });
    expect(logged.body.success).toBe(true);
  });
});

describe('tokens', () => {
  it('refuses a forged token with 401', async () => {
    const answer = await call('GET', '/admin/user', { token: tamper(admin1), idSite: 1 });
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });

  it('refuses an expired token with 401', async () => {
    const expired = resignWith(admin1, (claims) => ({ ...claims, iat: 1_700_000_000, exp: 1_700_003_600 }));
    expect((await call('GET', '/admin/user', { token: resignWith(admin1, (c) => c), idSite: 1 })).status).toBe(200);
    const answer = await call('GET', '/admin/user', { token: expired, idSite: 1 });
    expect(answer.status).toBe(401);
  });

  it("refuses a shop customer's token on staff routes with 401", async () => {
    // The customer pool's username is `<idSite>#<email>` (docs/checkout.md "Customers").
    const cognito = new CognitoIdentityProviderClient({
      endpoint: fixtures.cognitoEndpoint,
      region: 'eu-west-3',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: fixtures.customerClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: `1#${logins.customer.email}`, PASSWORD: logins.customer.password },
      }),
    );
    const customerToken = auth.AuthenticationResult!.AccessToken!;
    const answer = await call('GET', '/admin/user', { token: customerToken, idSite: 1 });
    expect(answer.status).toBe(401);
    expect((await call('GET', '/logged', { token: customerToken, idSite: 1 })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a one-hour link that sets a new password once', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await call('POST', '/admin/user', {
      token: admin1,
      idSite: 1,
      body: {
        firstname: 'Noé',
        lastname: 'Petit',
        email,
        role: 'ADMIN',
        password: 'first-pw',
        confirmPassword: 'first-pw',
      },
    });
    const asked = await call('PUT', '/admin/password/reset/ask', { body: { email }, lang: 'fr_FR' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Si cet e-mail a un compte, un lien de réinitialisation lui a été envoyé');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
    const secret = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(secret).toBeTruthy();

    const short = await call('PUT', '/password/reset', {
      body: { token: secret, password: 'abc', confirmPassword: 'abc' },
    });
    expect(short.body.data.errors).toEqual({ password: ['Password must be at least 6 characters long'] });
    const done = await call('PUT', '/password/reset', {
      body: { token: secret, password: 'second-pw', confirmPassword: 'second-pw' },
    });
    expect(done.status).toBe(200);
    expect(await signIn(email, 'second-pw')).toBeTruthy();
    expect((await call('POST', '/admin/login', { body: { email, password: 'first-pw' } })).status).toBe(401);

    const again = await call('PUT', '/password/reset', {
      body: { token: secret, password: 'third-pw', confirmPassword: 'third-pw' },
    });
    expect(again.status).toBe(400);
    expect(again.body.data.errors).toEqual({ token: ['This reset link is invalid or has expired'] });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const asked = await call('PUT', '/admin/password/reset/ask', { body: { email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('If this e-mail has an account, a reset link has been sent to it');
    expect(await mailsTo(email)).toEqual([]);
  });
});
