import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * Functionality keys (issue 20; spec 1 §6 "site-right test", spec 2 §7 "Functionality"): a gated call refused to a
 * site without its key, the super-admin passing, the key linked back; the super-admin's list of functionalities.
 * Site 3 is "a site no test configures": its keys are changed here and always put back.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin3: string;
let superAdmin: string;
const run = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  [admin1, admin3, superAdmin] = await Promise.all([
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.admin3.email, logins.admin3.password),
    signIn(logins.superAdmin.email, logins.superAdmin.password),
  ]);
});

const keysOf = async (idSite: number) =>
  (await call('GET', `/site/${idSite}/functionality`, { token: superAdmin })).body.data.keys as string[];
const link = (idSite: number, keys: string[]) =>
  call('PUT', `/site/${idSite}/link-functionality`, { token: superAdmin, body: { keys } });

/** Runs `work` while site 3 lacks `key`, then gives site 3 its keys back. */
async function withoutKey(key: string, work: () => Promise<void>): Promise<void> {
  const before = await keysOf(3);
  expect(before).toContain(key);
  expect(
    (
      await link(
        3,
        before.filter((k) => k !== key),
      )
    ).status,
  ).toBe(200);
  try {
    await work();
  } finally {
    expect((await link(3, before)).status).toBe(200);
  }
}

describe('the site-right test on the server', () => {
  it('refuses the statistics calls of a site without STATISTICS, in both languages', async () => {
    await withoutKey('STATISTICS', async () => {
      const english = await call('GET', '/admin/dashboard/order-total', { token: admin3, idSite: 3 });
      expect(english.status).toBe(403);
      expect(english.body.message).toBe('This functionality is not enabled on this site');
      const french = await call('GET', '/admin/dashboard/visit', { token: admin3, idSite: 3, lang: 'fr_FR' });
      expect(french.status).toBe(403);
      expect(french.body.message).toBe('Cette fonctionnalité n’est pas activée sur ce site');
    });
  });

  it('lets a SUPER_ADMIN through on a site without the key', async () => {
    await withoutKey('STATISTICS', async () => {
      const answer = await call('GET', '/admin/dashboard/order-total', { token: superAdmin, idSite: 3 });
      expect(answer.status, answer.raw).not.toBe(403);
    });
  });

  it('answers the calls again once the key is linked back', async () => {
    await withoutKey('PAYMENT', async () => {
      expect((await call('GET', '/admin/apple-pay', { token: admin3, idSite: 3 })).status).toBe(403);
    });
    const answer = await call('GET', '/admin/apple-pay', { token: admin3, idSite: 3 });
    expect(answer.status, answer.raw).not.toBe(403);
  });

  it('does not touch the other sites nor the calls no key gates', async () => {
    await withoutKey('STATISTICS', async () => {
      const other = await call('GET', '/admin/dashboard/order-total', { token: admin1, idSite: 1 });
      expect(other.status, other.raw).not.toBe(403);
      expect((await call('GET', '/admin/news', { token: admin3, idSite: 3 })).status).toBe(200);
    });
  });

  it('gives the four areas to a site the super-admin creates', async () => {
    const created = await call('POST', '/site', {
      token: superAdmin,
      body: { name: `Mas ${run}`, slug: `mas-fonct-${run.toLowerCase()}` },
    });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.data.functionalities).toEqual(['STATISTICS', 'PAYMENT', 'SOCIAL', 'PLUGINS']);
  });
});

describe('the functionalities a super-admin links to sites', () => {
  it('lists the keys the code knows, with what each gates', async () => {
    const answer = await call('GET', '/super-admin/functionality', { token: superAdmin });
    expect(answer.status, answer.raw).toBe(200);
    const statistics = answer.body.data.functionalities.find((f: { key: string }) => f.key === 'STATISTICS');
    expect(statistics).toMatchObject({ label: 'Statistics', builtIn: true, gatedGroups: ['stats'] });
  });

  it('creates a functionality, refuses its key twice, and changes its label but not its key', async () => {
    const key = `OPTION_${run}`;
    const created = await call('POST', '/super-admin/functionality', {
      token: superAdmin,
      body: { key, label: 'An option', description: 'Shown on the site' },
    });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.data).toMatchObject({ key, label: 'An option', builtIn: false, gatedRoutes: [] });
    const twice = await call('POST', '/super-admin/functionality', {
      token: superAdmin,
      body: { key, label: 'Again' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.data.errors).toEqual({ key: ['A functionality already has this key'] });
    const changed = await call('PUT', `/super-admin/functionality/${created.body.data.id}`, {
      token: superAdmin,
      body: { key: 'OTHER', label: 'A renamed option' },
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ key, label: 'A renamed option', description: 'Shown on the site' });
  });

  it('refuses an empty key and an empty label with the spec’s messages', async () => {
    const english = await call('POST', '/super-admin/functionality', { token: superAdmin, body: { key: ' ' } });
    expect(english.status).toBe(400);
    expect(english.body.data.errors).toEqual({ key: ['Key cannot be empty'], label: ['Please enter a label'] });
    const french = await call('POST', '/super-admin/functionality', {
      token: superAdmin,
      lang: 'fr_FR',
      body: { key: 'lower case', label: 'x' },
    });
    expect(french.body.data.errors).toEqual({ key: ['Clé de fonctionnalité invalide'] });
  });

  it('answers 404 for a functionality that does not exist', async () => {
    const answer = await call('PUT', '/super-admin/functionality/999999', { token: superAdmin, body: { label: 'x' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Functionality not found');
  });

  it('refuses every functionality call to an ADMIN', async () => {
    const calls = [
      call('GET', '/super-admin/functionality', { token: admin1, idSite: 1 }),
      call('POST', '/super-admin/functionality', { token: admin1, idSite: 1, body: { key: 'X_X', label: 'x' } }),
      call('PUT', '/super-admin/functionality/1', { token: admin1, idSite: 1, body: { label: 'x' } }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
  });
});
