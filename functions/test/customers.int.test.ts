import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { visitorAddress } from './order-helpers.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { customerService } from '../src/services/users/customer-service.ts';
import { resignWith } from './tokens.ts';

/** Shop customers (docs/checkout.md "Customers"): registration, sign-in, site isolation, profile, password, deletion,
 * reset. */

const fixtures = inject('fixtures');
const storeUrl = fixtures.env.STORE_WEB_URL ?? 'http://localhost:5174';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

/** A birth date `years` years before today (UTC, as the age rule counts), dd/mm/yyyy. */
function yearsAgo(years: number, plusDays = 0): string {
  const now = new Date();
  const day = new Date(
    Date.UTC(
      now.getUTCFullYear() - years,
      now.getUTCMonth(),
      now.getUTCDate() === 29 && now.getUTCMonth() === 1 ? 28 : now.getUTCDate(),
    ),
  );
  day.setUTCDate(day.getUTCDate() + plusDays);
  return `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
}

const registration = (email: string, more: Record<string, unknown> = {}) => ({
  firstname: 'Léa',
  lastname: 'Roux',
  email,
  phone: '06 12 34 56 78',
  birthdate: '14/07/1990',
  password: 'shop-secret',
  confirmPassword: 'shop-secret',
  salesConditions: true,
  ...more,
});

interface Session {
  token: string;
  idSite: number;
  user: { id: number; email: string; firstname: string };
}

async function register(idSite: number, email: string, more: Record<string, unknown> = {}): Promise<Session> {
  const answer = await call('POST', '/register', {
    headers: { 'x-forwarded-for': visitorAddress() },
    idSite,
    body: registration(email, more),
  });
  expect(answer.status, answer.raw).toBe(201);
  return answer.body.data as Session;
}

async function login(idSite: number, email: string, password: string) {
  return call('POST', '/login', { idSite, body: { email, password } });
}

/** The field errors of a refused registration. */
async function registrationErrors(more: Record<string, unknown>, lang: 'en_US' | 'fr_FR' = 'en_US') {
  const answer = await call('POST', '/register', {
    headers: { 'x-forwarded-for': visitorAddress() },
    idSite: 1,
    lang,
    body: registration(uniqueEmail('rule'), more),
  });
  expect(answer.status, answer.raw).toBe(400);
  expect(answer.body.success).toBe(false);
  return answer.body.data.errors as Record<string, string[]>;
}

/** The mails of one kind to an address (a registration also mails its welcome: `account-created`). */
async function mailsTo(
  email: string,
  tag = 'password-reset',
): Promise<{ to: string; subject: string; html: string; text: string; tag: string }[]> {
  const files = (await readdir(fixtures.outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(fixtures.outboxDir, f), 'utf8'))),
  );
  return mails.filter((m) => m.to === email && m.tag === tag);
}

const secretOf = (text: string) => /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

beforeAll(() => {
  // The exported service is called directly too (the order service's entry point).
  Object.assign(process.env, fixtures.env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
});

describe('registration (POST /register)', () => {
  it('creates the account on the idSite site and answers like login: token, idSite and the customer', async () => {
    const email = uniqueEmail('reg');
    const answer = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      body: registration(email.toUpperCase(), { newsletter: true }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Your account has been created');
    const { token, idSite, user } = answer.body.data;
    expect(idSite).toBe(1);
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      role: 'CUSTOMER',
      email,
      firstname: 'Léa',
      lastname: 'Roux',
      phone: '06 12 34 56 78',
      birthdate: '1990-07-14',
      newsletter: true,
    });
    expect(typeof user.id).toBe('number');
    expect(answer.raw).not.toContain('shop-secret');
    const me = await call('GET', '/user', { token, idSite: 1 });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(user);
  });

  it('takes the birth date as day, month and year too; the newsletter is off unless asked', async () => {
    const email = uniqueEmail('parts');
    const { birthdate: _b, ...rest } = registration(email);
    const answer = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      body: { ...rest, dayBirth: 3, monthBirth: '02', yearBirth: '1980' },
    });
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body.data.user).toMatchObject({ birthdate: '1980-02-03', newsletter: false });
  });

  it('keeps one account per e-mail per site: the same e-mail again is a 409 on email, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await register(1, email);
    const again = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      body: registration(` ${email.toUpperCase()} `),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: 'This e-mail is already used',
      data: { errors: { email: ['This e-mail is already used'] } },
    });
    const fr = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      lang: 'fr_FR',
      body: registration(email),
    });
    expect(fr.body.data.errors).toEqual({ email: ['Cet e-mail est déjà utilisé'] });
  });

  it('lets the same e-mail have a separate account on another site', async () => {
    const email = uniqueEmail('two-sites');
    const one = await register(1, email, { firstname: 'Anne' });
    const two = await register(2, email, { firstname: 'Hélène' });
    expect(two.idSite).toBe(2);
    expect((await call('GET', '/user', { token: one.token, idSite: 1 })).body.data.firstname).toBe('Anne');
    expect((await call('GET', '/user', { token: two.token, idSite: 2 })).body.data.firstname).toBe('Hélène');
  });

  it('refuses the defaults site and a site that does not exist', async () => {
    for (const idSite of [0, 999_999]) {
      const answer = await call('POST', '/register', {
        headers: { 'x-forwarded-for': visitorAddress() },
        idSite,
        body: registration(uniqueEmail('nosite')),
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Site not found');
    }
  });

  it('refuses a field it does not know (a site in the body is never used)', async () => {
    const answer = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      body: registration(uniqueEmail('strict'), { idSite: 2 }),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.data.errors)).toEqual(['idSite']);
  });
});

describe('registration rules, each with its message (spec 1 §5 "User")', () => {
  it('Firstname is required', async () => {
    expect(await registrationErrors({ firstname: '  ' })).toEqual({ firstname: ['Firstname is required'] });
  });

  it('Lastname is required', async () => {
    expect(await registrationErrors({ lastname: undefined })).toEqual({ lastname: ['Lastname is required'] });
  });

  it('E-mail is required', async () => {
    expect(await registrationErrors({ email: '' })).toEqual({ email: ['E-mail is required'] });
  });

  it('Invalid e-mail format', async () => {
    expect(await registrationErrors({ email: 'lea.roux@example' })).toEqual({ email: ['Invalid e-mail format'] });
    expect(await registrationErrors({ email: 'lea roux@example.com' })).toEqual({ email: ['Invalid e-mail format'] });
  });

  it('an e-mail over 100 characters is too long (the pool username holds it)', async () => {
    expect(await registrationErrors({ email: `${'a'.repeat(95)}@example.com` })).toEqual({ email: ['Too long'] });
  });

  it('Invalid phone number: 5 groups of 2 digits separated by a dot, a space or nothing; the phone is optional', async () => {
    expect(await registrationErrors({ phone: '06-12-34-56-78' })).toEqual({ phone: ['Invalid phone number'] });
    expect(await registrationErrors({ phone: '061234567' })).toEqual({ phone: ['Invalid phone number'] });
    for (const phone of ['0612345678', '06.12.34.56.78', '', null]) {
      const answer = await call('POST', '/register', {
        headers: { 'x-forwarded-for': visitorAddress() },
        idSite: 1,
        body: registration(uniqueEmail('phone'), { phone }),
      });
      expect(answer.status, String(phone)).toBe(201);
    }
  });

  it('Password is required', async () => {
    expect(await registrationErrors({ password: '', confirmPassword: '' })).toEqual({
      password: ['Password is required'],
    });
  });

  it('Password must be at least 6 characters long', async () => {
    expect(await registrationErrors({ password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      password: ['Password must be at least 6 characters long'],
    });
  });

  it('Password differs', async () => {
    expect(await registrationErrors({ confirmPassword: 'shop-secreT' })).toEqual({
      confirmPassword: ['Password differs'],
    });
    expect(await registrationErrors({ confirmPassword: undefined })).toEqual({ confirmPassword: ['Password differs'] });
  });

  it('Birth date is required', async () => {
    expect(await registrationErrors({ birthdate: '' })).toEqual({ birthdate: ['Birth date is required'] });
  });

  it('Invalid date', async () => {
    expect(await registrationErrors({ birthdate: '31/02/1990' })).toEqual({ birthdate: ['Invalid date'] });
    expect(await registrationErrors({ birthdate: 'yesterday' })).toEqual({ birthdate: ['Invalid date'] });
  });

  it('Person must be at least 18 years old: a minor is blocked, 18 today is accepted', async () => {
    expect(await registrationErrors({ birthdate: yearsAgo(18, 1) })).toEqual({
      birthdate: ['Person must be at least 18 years old'],
    });
    expect(await registrationErrors({ birthdate: yearsAgo(10) })).toEqual({
      birthdate: ['Person must be at least 18 years old'],
    });
    const adult = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      body: registration(uniqueEmail('eighteen'), { birthdate: yearsAgo(18) }),
    });
    expect(adult.status, adult.raw).toBe(201);
  });

  it('You must accept the sales conditions (only a ticked box, true, is accepted)', async () => {
    for (const salesConditions of [undefined, false, 'true', 1]) {
      expect(await registrationErrors({ salesConditions })).toEqual({
        salesConditions: ['You must accept the sales conditions'],
      });
    }
  });

  it('reports every field at once', async () => {
    const answer = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({
      firstname: ['Firstname is required'],
      lastname: ['Lastname is required'],
      email: ['E-mail is required'],
      birthdate: ['Birth date is required'],
      password: ['Password is required'],
      salesConditions: ['You must accept the sales conditions'],
    });
  });

  it('answers in French with userLang fr_FR', async () => {
    const errors = await registrationErrors(
      {
        firstname: '',
        email: 'nope',
        password: 'abc',
        confirmPassword: 'abc',
        birthdate: yearsAgo(16),
        salesConditions: false,
      },
      'fr_FR',
    );
    expect(errors).toEqual({
      firstname: ['Le prénom est obligatoire'],
      email: ['Format d’e-mail invalide'],
      password: ['Le mot de passe doit contenir au moins 6 caractères'],
      birthdate: ['La personne doit avoir au moins 18 ans'],
      salesConditions: ['Vous devez accepter les conditions générales de vente'],
    });
  });
});

describe('sign-in (POST /login)', () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('login');
    await register(1, email);
  });

  it('answers token and idSite, and the customer', async () => {
    const answer = await login(1, email, 'shop-secret');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Logged in');
    expect(answer.body.data).toMatchObject({ idSite: 1, user: { email, role: 'CUSTOMER' } });
    expect((await call('GET', '/user', { token: answer.body.data.token, idSite: 1 })).body.data.email).toBe(email);
  });

  it('reads the e-mail whatever its case and spaces', async () => {
    expect((await login(1, `  ${email.toUpperCase()} `, 'shop-secret')).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail alike: 401 Invalid e-mail or password', async () => {
    for (const [who, password] of [
      [email, 'wrong-secret'],
      [uniqueEmail('nobody'), 'shop-secret'],
    ] as const) {
      const answer = await login(1, who, password);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Invalid e-mail or password', data: {} });
    }
    expect(
      (await call('POST', '/login', { idSite: 1, lang: 'fr_FR', body: { email, password: 'wrong-secret' } })).body
        .message,
    ).toBe('E-mail ou mot de passe incorrect');
  });

  it('works on the site of the account only: the same e-mail cannot sign in on site 2 until it registers there', async () => {
    expect((await login(2, email, 'shop-secret')).status).toBe(401);
    expect((await login(0, email, 'shop-secret')).status).toBe(401);
    await register(2, email, { password: 'other-secret', confirmPassword: 'other-secret' });
    const two = await login(2, email, 'other-secret');
    expect(two.status).toBe(200);
    expect(two.body.data.idSite).toBe(2);
    // Each site keeps its own password.
    expect((await login(2, email, 'shop-secret')).status).toBe(401);
    expect((await login(1, email, 'shop-secret')).status).toBe(200);
  });

  it('tells which field is missing', async () => {
    const answer = await call('POST', '/login', { idSite: 1, body: { email: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ email: ['E-mail is required'], password: ['Password is required'] });
  });
});

describe('a customer token is tied to its site', () => {
  let one: Session;
  let two: Session;
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('iso');
    one = await register(1, email, { firstname: 'Site-un' });
    two = await register(2, email, { firstname: 'Site-deux' });
  });

  it('refuses a site-1 token with idSite 2 on every customer call (403), and changes nothing', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/user', undefined],
      ['GET', '/logged', undefined],
      ['PUT', '/user', { firstname: 'Pirate', lastname: 'Roux', email, birthdate: '14/07/1990' }],
      [
        'PUT',
        '/user/password',
        { currentPassword: 'shop-secret', password: 'taken-over', confirmPassword: 'taken-over' },
      ],
      ['DELETE', '/user', undefined],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(method, path, { token: one.token, idSite: 2, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'This account belongs to another shop', data: {} });
    }
    // Neither account changed.
    expect((await call('GET', '/user', { token: one.token, idSite: 1 })).body.data.firstname).toBe('Site-un');
    expect((await call('GET', '/user', { token: two.token, idSite: 2 })).body.data.firstname).toBe('Site-deux');
    expect((await login(1, email, 'shop-secret')).status).toBe(200);
    expect((await login(2, email, 'shop-secret')).status).toBe(200);
  });

  it('refuses it whatever the request sends: an override header, no site header, site 0', async () => {
    expect((await call('GET', '/user', { token: one.token, idSite: 1, headers: { idSiteOverride: '2' } })).status).toBe(
      403,
    );
    expect((await call('GET', '/user', { token: one.token })).status).toBe(403);
    expect((await call('GET', '/user', { token: one.token, idSite: 0 })).status).toBe(403);
    expect((await call('GET', '/user', { token: one.token, idSite: 1, headers: { idSiteOverride: '1' } })).status).toBe(
      200,
    );
  });

  it('makes the caller a guest on a public call of another site', async () => {
    const answer = await call('GET', '/parameter', { token: one.token, idSite: 2 });
    expect(answer.status).toBe(200);
  });

  it('does not let a token naming another site reach that site’s customer (re-signed username)', async () => {
    // A token genuinely signed by the local issuer but whose username names site 2: the sub is still
    // the site-1 account's, which site 2 does not have.
    const forged = resignWith(one.token, (claims) => ({ ...claims, username: `2#${email}` }));
    const answer = await call('GET', '/user', { token: forged, idSite: 2 });
    expect(answer.status).toBe(401);
    const noSite = resignWith(one.token, (claims) => ({ ...claims, username: email }));
    expect((await call('GET', '/user', { token: noSite, idSite: 1 })).status).toBe(401);
  });

  it('is refused on staff routes (401) and a staff token is refused on customer routes (401)', async () => {
    expect((await call('GET', '/admin/user', { token: one.token, idSite: 1 })).status).toBe(401);
    const admin = await signIn(fixtures.logins.admin1.email, fixtures.logins.admin1.password);
    expect(
      (
        await call('PUT', '/user/password', {
          token: admin,
          idSite: 1,
          body: { currentPassword: 'x', password: 'abcdef', confirmPassword: 'abcdef' },
        })
      ).status,
    ).toBe(401);
    expect((await call('DELETE', '/user', { token: admin, idSite: 1 })).status).toBe(401);
    // Staff keep "me" on GET /user.
    expect((await call('GET', '/user', { token: admin, idSite: 1 })).body.data).toMatchObject({
      email: fixtures.logins.admin1.email,
      role: 'ADMIN',
    });
  });

  it('customerService.current and get answer the site’s own customer only (by token or by id)', async () => {
    const site1 = authorisedSiteId(1);
    const site2 = authorisedSiteId(2);
    const sub = JSON.parse(Buffer.from(one.token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    expect((await customerService.current({ kind: 'customer', sub, site: site1 }, site1)).email).toBe(email);
    await expect(customerService.current({ kind: 'customer', sub, site: site1 }, site2)).rejects.toMatchObject({
      status: 403,
    });
    await expect(customerService.current({ kind: 'customer', sub, site: site2 }, site2)).rejects.toMatchObject({
      status: 401,
    });
    await expect(customerService.current({ kind: 'anonymous' }, site1)).rejects.toMatchObject({ status: 401 });
    expect(await customerService.optional({ kind: 'anonymous' }, site1)).toBeNull();
    expect((await customerService.get(site1, one.user.id))?.firstname).toBe('Site-un');
    // Ids count per site: site 2's customer with that id, if any, is another person.
    const sameId = await customerService.get(site2, one.user.id);
    expect(sameId === null || sameId.sub !== sub).toBe(true);
    expect((await customerService.get(site2, two.user.id))?.firstname).toBe('Site-deux');
  });
});

describe('profile (GET and PUT /user)', () => {
  it('changes names, phone, birth date and newsletter', async () => {
    const email = uniqueEmail('profile');
    const { token } = await register(1, email);
    const answer = await call('PUT', '/user', {
      token,
      idSite: 1,
      body: {
        firstname: ' Louise ',
        lastname: 'Garnier',
        email,
        phone: '07.11.22.33.44',
        birthdate: '1975-05-01',
        newsletter: true,
      },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Your profile has been updated');
    expect(answer.body.data).toMatchObject({
      firstname: 'Louise',
      lastname: 'Garnier',
      phone: '07.11.22.33.44',
      birthdate: '1975-05-01',
      newsletter: true,
    });
    expect((await call('GET', '/user', { token, idSite: 1 })).body.data).toEqual(answer.body.data);
    // Newsletter left out: kept; phone emptied: none.
    const again = await call('PUT', '/user', {
      token,
      idSite: 1,
      body: { firstname: 'Louise', lastname: 'Garnier', email, phone: '', birthdate: '01/05/1975' },
    });
    expect(again.body.data).toMatchObject({ phone: null, newsletter: true });
  });

  it('applies the same rules (every field at once) and takes no password', async () => {
    const email = uniqueEmail('profile-rules');
    const { token } = await register(1, email);
    const answer = await call('PUT', '/user', {
      token,
      idSite: 1,
      body: { firstname: '', lastname: 'Roux', email: 'bad', phone: '12', birthdate: yearsAgo(17) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({
      firstname: ['Firstname is required'],
      email: ['Invalid e-mail format'],
      phone: ['Invalid phone number'],
      birthdate: ['Person must be at least 18 years old'],
    });
    const withPassword = await call('PUT', '/user', {
      token,
      idSite: 1,
      body: { firstname: 'Léa', lastname: 'Roux', email, birthdate: '14/07/1990', password: 'new-secret' },
    });
    expect(withPassword.status).toBe(400);
    expect(Object.keys(withPassword.body.data.errors)).toEqual(['password']);
  });

  it('changes the e-mail: unique in the site, sign-in follows, the old e-mail is free again', async () => {
    const email = uniqueEmail('move-from');
    const other = uniqueEmail('other');
    const onSite2 = uniqueEmail('site2-only');
    const moved = uniqueEmail('move-to');
    const { token } = await register(1, email);
    await register(1, other);
    await register(2, onSite2);
    const body = (to: string) => ({ firstname: 'Léa', lastname: 'Roux', email: to, birthdate: '14/07/1990' });

    const taken = await call('PUT', '/user', { token, idSite: 1, body: body(other.toUpperCase()) });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors).toEqual({ email: ['This e-mail is already used'] });

    // An e-mail of site 2 only is free on site 1.
    expect((await call('PUT', '/user', { token, idSite: 1, body: body(onSite2) })).status).toBe(200);
    const answer = await call('PUT', '/user', { token, idSite: 1, body: body(moved) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.email).toBe(moved);

    expect((await login(1, moved, 'shop-secret')).status).toBe(200);
    expect((await login(1, email, 'shop-secret')).status).toBe(401);
    expect((await login(1, onSite2, 'shop-secret')).status).toBe(401);
    // The token still works: the account is the same.
    expect((await call('GET', '/user', { token, idSite: 1 })).body.data.email).toBe(moved);

    // The first e-mail can open a new account on the site (its pool username is still held by the
    // first account's identity), and both sign in with their own password.
    const reborn = await register(1, email, { password: 'reborn-pw', confirmPassword: 'reborn-pw' });
    expect((await login(1, email, 'reborn-pw')).body.data.user.id).toBe(reborn.user.id);
    expect((await login(1, moved, 'shop-secret')).status).toBe(200);
  });
});

describe('password change (PUT /user/password)', () => {
  it('checks the current password, then the new one with the rules', async () => {
    const email = uniqueEmail('pw');
    const { token } = await register(1, email);
    const put = (body: unknown, lang: 'en_US' | 'fr_FR' = 'en_US') =>
      call('PUT', '/user/password', { token, idSite: 1, body, lang });

    const empty = await put({});
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toEqual({
      currentPassword: ['Current password is required'],
      password: ['Password is required'],
    });
    expect(
      (await put({ currentPassword: 'shop-secret', password: 'abc', confirmPassword: 'abc' })).body.data.errors,
    ).toEqual({ password: ['Password must be at least 6 characters long'] });
    expect(
      (await put({ currentPassword: 'shop-secret', password: 'new-secret', confirmPassword: 'new-secreT' })).body.data
        .errors,
    ).toEqual({ confirmPassword: ['Password differs'] });

    const wrong = await put({ currentPassword: 'not-it', password: 'new-secret', confirmPassword: 'new-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual({ currentPassword: ['Current password is incorrect'] });
    expect(
      (await put({ currentPassword: 'not-it', password: 'new-secret', confirmPassword: 'new-secret' }, 'fr_FR')).body
        .data.errors,
    ).toEqual({ currentPassword: ['Le mot de passe actuel est incorrect'] });

    const done = await put({ currentPassword: 'shop-secret', password: 'new-secret', confirmPassword: 'new-secret' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been changed');
    expect((await login(1, email, 'new-secret')).status).toBe(200);
    expect((await login(1, email, 'shop-secret')).status).toBe(401);
  });
});

describe('account deletion (DELETE /user)', () => {
  it('deletes the account and its sign-in; the token stops working; the e-mail is free again; site 2 keeps its account', async () => {
    const email = uniqueEmail('delete');
    const { token } = await register(1, email);
    const kept = await register(2, email);
    const answer = await call('DELETE', '/user', { token, idSite: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your account has been deleted');

    expect((await call('GET', '/user', { token, idSite: 1 })).status).toBe(401);
    expect((await call('DELETE', '/user', { token, idSite: 1 })).status).toBe(401);
    expect((await login(1, email, 'shop-secret')).status).toBe(401);
    expect((await call('GET', '/user', { token: kept.token, idSite: 2 })).status).toBe(200);
    expect((await login(2, email, 'shop-secret')).status).toBe(200);
    await register(1, email);
  });
});

describe('password reset of a customer (PUT /password/reset/ask, PUT /password/reset)', () => {
  it('mails a one-hour link to the storefront that sets a new password once', async () => {
    const email = uniqueEmail('reset');
    await register(1, email);
    const asked = await call('PUT', '/password/reset/ask', { idSite: 1, body: { email: email.toUpperCase() } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('If this e-mail has an account, a reset link has been sent to it');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.tag).toBe('password-reset');
    expect(mail?.text).toContain('Hello Léa,');
    const secret = secretOf(mail!.text);
    expect(mail!.text).toContain(`${storeUrl}/en_US/password/reset/${secret}?site=1`);

    const done = await call('PUT', '/password/reset', {
      body: { token: secret, password: 'after-reset', confirmPassword: 'after-reset' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been changed');
    expect((await login(1, email, 'after-reset')).status).toBe(200);
    expect((await login(1, email, 'shop-secret')).status).toBe(401);
    const again = await call('PUT', '/password/reset', {
      body: { token: secret, password: 'third-pw', confirmPassword: 'third-pw' },
    });
    expect(again.status).toBe(400);
    expect(again.body.data.errors).toEqual({ token: ['This reset link is invalid or has expired'] });
  });

  it('mails in French without the language prefix', async () => {
    const email = uniqueEmail('reset-fr');
    await register(2, email);
    await call('PUT', '/password/reset/ask', { idSite: 2, lang: 'fr_FR', body: { email } });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail!.text).toMatch(
      new RegExp(`${storeUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/password/reset/[A-Za-z0-9_-]+\\?site=2`),
    );
  });

  it('answers the same and sends nothing for an e-mail with no account on this site', async () => {
    const email = uniqueEmail('reset-site1-only');
    await register(1, email);
    const nobody = uniqueEmail('reset-nobody');
    for (const [idSite, who] of [
      [2, email],
      [1, nobody],
      [0, email],
    ] as const) {
      const asked = await call('PUT', '/password/reset/ask', { idSite, body: { email: who } });
      expect(asked.status).toBe(200);
      expect(asked.body.message).toBe('If this e-mail has an account, a reset link has been sent to it');
    }
    expect(await mailsTo(email)).toEqual([]);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('refuses a link whose account was deleted since', async () => {
    const email = uniqueEmail('reset-deleted');
    const { token } = await register(1, email);
    await call('PUT', '/password/reset/ask', { idSite: 1, body: { email } });
    const secret = secretOf((await mailsTo(email))[0]!.text);
    await call('DELETE', '/user', { token, idSite: 1 });
    const answer = await call('PUT', '/password/reset', {
      body: { token: secret, password: 'too-late', confirmPassword: 'too-late' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ token: ['This reset link is invalid or has expired'] });
  });
});
