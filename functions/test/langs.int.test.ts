import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

const { logins } = inject('fixtures');
let superAdmin: string;
let admin: string;
let idSite: number;

beforeAll(async () => {
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  // A site of its own, so these changes do not touch the other tests' sites.
  idSite = (
    await call('POST', '/site', { token: superAdmin, body: { name: `Langues ${Date.now()}`, defaultLang: 'fr_FR' } })
  ).body.data.id;
  const email = `langs-${Date.now()}@example.com`;
  await call('POST', '/admin/user', {
    token: superAdmin,
    idSite,
    body: {
      firstname: 'Ana',
      lastname: 'Lima',
      email,
      role: 'ADMIN',
      password: 'secret-pw',
      confirmPassword: 'secret-pw',
    },
  });
  admin = await signIn(email, 'secret-pw');
});

const codes = (answer: { body: { data: { langs: { code: string }[] } } }) => answer.body.data.langs.map((l) => l.code);

describe('languages of a site', () => {
  it('starts with its default language and adds languages of the catalogue', async () => {
    expect(codes(await call('GET', '/lang', { idSite }))).toEqual(['fr_FR']);
    const added = await call('POST', '/admin/lang', { token: admin, idSite, body: { code: 'de_DE' } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      code: 'de_DE',
      label: 'Deutsch',
      mtCode: 'DE',
      valid: true,
      isDefault: false,
    });
    await call('POST', '/admin/lang', { token: admin, idSite, body: { code: 'en_US' } });
    expect(codes(await call('GET', '/lang', { idSite }))).toEqual(['fr_FR', 'de_DE', 'en_US']);
    const list = await call('GET', '/admin/lang?orderBy=code', { token: admin, idSite });
    expect(list.body.data).toMatchObject({ total: 3 });
    expect(codes(list)).toEqual(['de_DE', 'en_US', 'fr_FR']);
  });

  it('refuses an unknown language and a language added twice', async () => {
    const unknown = await call('POST', '/admin/lang', { token: admin, idSite, body: { code: 'xx_XX' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual({ code: ['Unknown lang'] });
    const twice = await call('POST', '/admin/lang', { token: admin, idSite, body: { code: 'de_DE' } });
    expect(twice.status).toBe(409);
  });

  it('switches a language off and on; the active list and the translated list follow', async () => {
    const de = (await call('GET', '/lang', { idSite })).body.data.langs.find(
      (l: { code: string }) => l.code === 'de_DE',
    );
    const off = await call('PUT', `/admin/lang/toggle/${de.id}`, { token: admin, idSite });
    expect(off.body.data.valid).toBe(false);
    expect(codes(await call('GET', '/lang/active', { idSite }))).toEqual(['fr_FR', 'en_US']);
    expect(codes(await call('GET', '/admin/lang/translated', { token: admin, idSite }))).toEqual(['en_US']);
    const on = await call('PUT', `/admin/lang/toggle/${de.id}`, { token: admin, idSite, body: { valid: true } });
    expect(on.body.data.valid).toBe(true);
  });

  it('never switches off or removes the default language', async () => {
    const fr = await call('GET', '/admin/lang/default', { token: admin, idSite });
    expect(fr.body.data).toMatchObject({ code: 'fr_FR', isDefault: true });
    const off = await call('PUT', `/admin/lang/toggle/${fr.body.data.id}`, { token: admin, idSite });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('The default language cannot be disabled or removed');
    expect((await call('DELETE', `/admin/lang/${fr.body.data.id}`, { token: admin, idSite })).status).toBe(409);
  });

  it('removes a language', async () => {
    const de = (await call('GET', '/lang', { idSite })).body.data.langs.find(
      (l: { code: string }) => l.code === 'de_DE',
    );
    expect((await call('DELETE', `/admin/lang/${de.id}`, { token: admin, idSite })).status).toBe(200);
    expect(codes(await call('GET', '/lang', { idSite }))).toEqual(['fr_FR', 'en_US']);
    expect((await call('DELETE', `/admin/lang/${de.id}`, { token: admin, idSite })).status).toBe(404);
  });
});

describe('the language catalogue', () => {
  it('is changed by a SUPER_ADMIN only', async () => {
    const es = (await call('POST', '/admin/lang', { token: admin, idSite, body: { code: 'es_ES' } })).body.data;
    expect(
      (await call('PUT', `/super-admin/lang/${es.id}`, { token: admin, idSite, body: { label: 'Castellano' } })).status,
    ).toBe(403);
    const changed = await call('PUT', `/super-admin/lang/${es.id}`, {
      token: superAdmin,
      body: { label: 'Español (España)', mtCode: 'ES' },
    });
    expect(changed.body.data).toMatchObject({ code: 'es_ES', label: 'Español (España)' });
    const bad = await call('PUT', `/super-admin/lang/${es.id}`, { token: superAdmin, body: { mtCode: 'spanish' } });
    expect(bad.body.data.errors).toEqual({ mtCode: ['Invalid machine-translation code'] });
  });

  it('chooses the language new sites start with', async () => {
    const en = (await call('GET', '/lang', { idSite })).body.data.langs.find(
      (l: { code: string }) => l.code === 'en_US',
    );
    expect((await call('PUT', `/super-admin/lang/default/${en.id}`, { token: superAdmin })).body.data).toMatchObject({
      code: 'en_US',
      isDefault: true,
    });
    const site = (await call('POST', '/site', { token: superAdmin, body: { name: `New ${Date.now()}` } })).body.data;
    expect(site.defaultLang).toBe('en_US');
    const fr = (await call('GET', '/lang', { idSite })).body.data.langs.find(
      (l: { code: string }) => l.code === 'fr_FR',
    );
    await call('PUT', `/super-admin/lang/default/${fr.id}`, { token: superAdmin });
    expect(
      (await call('POST', '/site', { token: superAdmin, body: { name: `Newer ${Date.now()}` } })).body.data.defaultLang,
    ).toBe('fr_FR');
  });
});

describe('the catalogue, for super-admins', () => {
  it('lists every language with the default first, and grows by a new one', async () => {
    const list = await call('GET', '/super-admin/lang', { token: superAdmin });
    expect(list.body.data.langs[0]).toMatchObject({ isDefault: true });
    expect(list.body.data.langs.map((l: { code: string }) => l.code)).toEqual(
      expect.arrayContaining(['fr_FR', 'en_US', 'de_DE']),
    );
    const code = 'pt_PT';
    const added = await call('POST', '/super-admin/lang', {
      token: superAdmin,
      body: { code, label: 'Português', mtCode: 'PT-PT' },
    });
    expect(added.status).toBe(201);
    expect(
      (await call('POST', '/super-admin/lang', { token: superAdmin, body: { code, label: 'Again' } })).body.data.errors,
    ).toEqual({ code: ['This language is already in the catalogue'] });
    expect((await call('POST', '/admin/lang', { token: admin, idSite, body: { code } })).status).toBe(201);
    expect((await call('GET', '/super-admin/lang', { token: admin, idSite })).status).toBe(403);
  });
});
