import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * External applications, app site keys, site keys and app parameters (issue 20; spec 2 §7 "External") through the
 * local gateway: the rules with their exact messages, the catalogue only a super-admin writes, ordering and the
 * validity switch, secrets masked, site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36).toUpperCase();
const appType = `WIDGET_${run}`;

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  const created = await call('POST', '/admin/external-app', {
    token: superAdmin,
    idSite: 1,
    body: { type: appType, name: `Widget ${run}`, url: 'https://widget.example', configuration: '{"fields":["key"]}' },
  });
  expect(created.status, created.raw).toBe(201);
});

describe('the external applications’ catalogue', () => {
  it('says "Invalid JSON configuration", and the name and type rules, in French too', async () => {
    const body = { type: 'lower case', name: ' ', configuration: '{ not json' };
    expect(errorsOf(await call('POST', '/admin/external-app', { token: superAdmin, idSite: 1, body }))).toEqual({
      name: ['Please enter a name'],
      type: ['The type is capital letters, digits and underscores (MONDIAL_RELAY)'],
      configuration: ['Invalid JSON configuration'],
    });
    const fr = await call('POST', '/admin/external-app', { token: superAdmin, idSite: 1, body, lang: 'fr_FR' });
    expect(errorsOf(fr).configuration).toEqual(['Configuration JSON invalide']);
  });

  it('has a type once', async () => {
    const again = await call('POST', '/admin/external-app', {
      token: superAdmin,
      idSite: 1,
      body: { type: appType, name: 'Twice' },
    });
    expect(again.status, again.raw).toBe(409);
    expect(again.body.data.errors).toEqual({ type: ['An application of this type already exists'] });
  });

  it('lets a site’s admin read the catalogue but not write it', async () => {
    const list = await call('GET', '/admin/external-app', { token: admin1, idSite: 1 });
    expect(list.body.data.list.map((a: { type: string }) => a.type)).toContain(appType);
    const write = await call('POST', '/admin/external-app', {
      token: admin1,
      idSite: 1,
      body: { type: `OTHER_${run}`, name: 'Mine' },
    });
    expect(write.status).toBe(403);
  });

  it('hides an invalid application from sites, not from the super-admin, and deletes it', async () => {
    const type = `HIDDEN_${run}`;
    const created = await call('POST', '/admin/external-app', {
      token: superAdmin,
      idSite: 1,
      body: { type, name: 'Hidden', valid: false },
    });
    const id = created.body.data.id;
    const site = await call('GET', '/admin/external-app', { token: admin1, idSite: 1 });
    expect(site.body.data.list.map((a: { type: string }) => a.type)).not.toContain(type);
    const all = await call('GET', '/admin/external-app', { token: superAdmin, idSite: 1 });
    expect(all.body.data.list.map((a: { type: string }) => a.type)).toContain(type);
    expect((await call('DELETE', `/admin/external-app/${id}`, { token: admin1, idSite: 1 })).status).toBe(403);
    const deleted = await call('DELETE', `/admin/external-app/${id}`, { token: superAdmin, idSite: 1 });
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await call('DELETE', `/admin/external-app/${id}`, { token: superAdmin, idSite: 1 })).status).toBe(404);
  });
});

describe('app site keys', () => {
  const add = (key: string, token = admin1, idSite = 1) =>
    call('POST', '/admin/app-site-key', { token, idSite, body: { type: appType, key, value: `${key}-value` } });

  it('says "Key cannot be empty" and refuses an application the catalogue has not got', async () => {
    const answer = await call('POST', '/admin/app-site-key', {
      token: admin1,
      idSite: 1,
      body: { type: appType, key: ' ' },
    });
    expect(errorsOf(answer)).toEqual({ key: ['Key cannot be empty'] });
    const unknown = await call('POST', '/admin/app-site-key', {
      token: admin1,
      idSite: 1,
      body: { type: `NOPE_${run}`, key: 'k' },
    });
    expect(errorsOf(unknown)).toEqual({ type: ['Unknown application'] });
  });

  it('adds keys last of their type, moves one and switches it invalid', async () => {
    const a = (await add('first')).body.data;
    const b = (await add('second')).body.data;
    const c = (await add('third')).body.data;
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const moved = await call('PUT', `/admin/app-site-key/${c.id}/order`, {
      token: admin1,
      idSite: 1,
      body: { position: 0 },
    });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body.data.list.map((k: { key: string }) => k.key)).toEqual(['third', 'first', 'second']);
    const listed = await call('GET', `/admin/app-site-key?type=${appType}`, { token: admin1, idSite: 1 });
    expect(listed.body.data.list.map((k: { key: string }) => k.key)).toEqual(['third', 'first', 'second']);
    const off = await call('PUT', `/admin/app-site-key/invalid/${a.id}`, { token: admin1, idSite: 1 });
    expect(off.body.data.valid).toBe(false);
    const on = await call('PUT', `/admin/app-site-key/valid/${a.id}`, { token: admin1, idSite: 1 });
    expect(on.body.data.valid).toBe(true);
  });

  it('refuses an action other than valid or invalid', async () => {
    const key = (await add('action')).body.data;
    const answer = await call('PUT', `/admin/app-site-key/delete/${key.id}`, { token: admin1, idSite: 1 });
    expect(errorsOf(answer)).toEqual({ action: ['The action is valid or invalid'] });
  });

  it('keeps a site’s keys from another site', async () => {
    const key = (await add('private')).body.data;
    const other = await call('PUT', `/admin/app-site-key/${key.id}`, {
      token: admin2,
      idSite: 2,
      body: { type: appType, key: 'stolen' },
    });
    expect(other.status).toBe(404);
    const list = await call('GET', '/admin/app-site-key', { token: admin2, idSite: 2 });
    expect(list.body.data.list.map((k: { key: string }) => k.key)).not.toContain('private');
  });
});

describe('site keys', () => {
  it('says "Key cannot be empty", has a key once per site and changes a value', async () => {
    expect(
      errorsOf(await call('POST', '/admin/site-key', { token: admin1, idSite: 1, body: { key: '', value: 'x' } })),
    ).toEqual({ key: ['Key cannot be empty'] });
    const key = `GA_${run}`;
    const created = await call('POST', '/admin/site-key', { token: admin1, idSite: 1, body: { key, value: 'G-1' } });
    expect(created.status, created.raw).toBe(201);
    const twice = await call('POST', '/admin/site-key', { token: admin1, idSite: 1, body: { key, value: 'G-2' } });
    expect(twice.status).toBe(409);
    expect(twice.body.data.errors).toEqual({ key: ['This key already exists'] });
    const changed = await call('PUT', `/admin/site-key/${created.body.data.id}`, {
      token: admin1,
      idSite: 1,
      body: { key, value: 'G-3' },
    });
    expect(changed.body.data.value).toBe('G-3');
    const info = await call('GET', '/site/info', { idSite: 1 });
    expect(info.body.data.siteKeys[key]).toBe('G-3');
    const list = await call('GET', '/admin/site-key', { token: admin2, idSite: 2 });
    expect(list.body.data.list.map((k: { key: string }) => k.key)).not.toContain(key);
  });
});

describe('app parameters', () => {
  it('saves Chronopost’s account with its IS_ACTIVE flag, the password masked and kept', async () => {
    const saved = await call('PUT', '/admin/app-parameters/CHRONOPOST', {
      token: admin1,
      idSite: 1,
      body: { accountNumber: '19869502', password: '255562', IS_ACTIVE: true },
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data).toEqual(
      expect.objectContaining({
        type: 'CHRONOPOST',
        accountNumber: '19869502',
        passwordMasked: '••••••••',
        IS_ACTIVE: true,
      }),
    );
    const off = await call('PUT', '/admin/app-parameters/CHRONOPOST', {
      token: admin1,
      idSite: 1,
      body: { accountNumber: '19869502', IS_ACTIVE: false },
    });
    expect(off.body.data).toMatchObject({ IS_ACTIVE: false, passwordMasked: '••••••••' });
  });

  it('reads and writes Mondial Relay’s carrier settings with their own rules', async () => {
    const answer = await call('PUT', '/admin/app-parameters/MONDIAL_RELAY', {
      token: admin2,
      idSite: 2,
      body: { enseigne: '', privateKey: '' },
    });
    expect(errorsOf(answer)).toEqual({
      enseigne: ['Enseigne and private key cannot be empty'],
      privateKey: ['Enseigne and private key cannot be empty'],
    });
    const read = await call('GET', '/admin/app-parameters/MONDIAL_RELAY', { token: admin2, idSite: 2 });
    expect(read.status, read.raw).toBe(200);
    expect(read.body.data.type).toBe('MONDIAL_RELAY');
  });

  it('answers 400 for a type without parameters', async () => {
    const answer = await call('GET', '/admin/app-parameters/FACEBOOK', { token: admin1, idSite: 1 });
    expect(errorsOf(answer)).toEqual({ type: ['This application has no parameters'] });
  });
});
