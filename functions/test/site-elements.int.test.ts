import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * A site's elements as the super-admin sets them up (issue 20; spec 2 §7 "Sites (super-admin)", spec 1 §5 "Invalid
 * JSON configuration"): the list of a site's elements, the networks an element shares to, its JSON configuration.
 */
const { logins } = inject('fixtures');
let admin2: string;
let superAdmin: string;
let idElement: number;
const run = Date.now().toString(36);

beforeAll(async () => {
  [admin2, superAdmin] = await Promise.all([
    signIn(logins.admin2.email, logins.admin2.password),
    signIn(logins.superAdmin.email, logins.superAdmin.password),
  ]);
  // Element types are the super-admin's to define (`POST /admin/element` is super-admin only).
  const created = await call('POST', '/admin/element', {
    token: superAdmin,
    idSite: 2,
    body: { route: `wines-${run}`, name: 'Wines', fields: [{ type: 'VARCHAR', key: 'title' }] },
  });
  expect(created.status, created.raw).toBe(200);
  idElement = created.body.data.id;
});

const send = (method: string, path: string, body?: unknown, lang: 'en_US' | 'fr_FR' = 'en_US') =>
  call(method, path, { token: superAdmin, body, lang });

describe('site elements (super-admin)', () => {
  it('lists the elements of the site the path names, sharing to nothing and unconfigured at first', async () => {
    const answer = await send('GET', '/super-admin/element/2');
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.elements).toContainEqual(
      expect.objectContaining({ id: idElement, name: 'Wines', itemCount: 0, networks: [], config: '' }),
    );
    const other = await send('GET', '/super-admin/element/1');
    expect(other.body.data.elements.map((e: { id: number; name: string }) => e.name)).not.toContain('Wines');
  });

  it('sets the networks an element shares to', async () => {
    const answer = await send('PUT', `/super-admin/element/social/2/${idElement}`, {
      networks: ['LINKEDIN', 'FACEBOOK', 'LINKEDIN'],
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Sharing settings saved');
    expect(answer.body.data.networks).toEqual(['LINKEDIN', 'FACEBOOK']);
    const listed = await send('GET', '/super-admin/element/2');
    const wines = listed.body.data.elements.find((e: { id: number }) => e.id === idElement);
    expect(wines.networks).toEqual(['LINKEDIN', 'FACEBOOK']);
  });

  it('refuses a network it does not know', async () => {
    const answer = await send('PUT', `/super-admin/element/social/2/${idElement}`, { networks: ['MYSPACE'] });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ 'networks.0': ['Unknown social network'] });
  });

  it('keeps a JSON configuration, pretty-printed', async () => {
    const answer = await send('PUT', `/super-admin/element/config/2/${idElement}`, { config: '{"columns":3}' });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.config).toBe('{\n  "columns": 3\n}');
  });

  it('refuses a configuration that is not a JSON object with the spec’s message, in both languages', async () => {
    const english = await send('PUT', `/super-admin/element/config/2/${idElement}`, { config: '{columns: 3}' });
    expect(english.status).toBe(400);
    expect(english.body.data.errors).toEqual({ config: ['Invalid JSON configuration'] });
    const french = await send('PUT', `/super-admin/element/config/2/${idElement}`, { config: '[1]' }, 'fr_FR');
    expect(french.body.data.errors).toEqual({ config: ['Configuration JSON invalide'] });
  });

  it('keeps the settings when the element’s fields are changed', async () => {
    const changed = await call('PUT', `/admin/element/${idElement}`, {
      token: superAdmin,
      idSite: 2,
      body: { route: `wines-${run}`, name: 'Our wines', fields: [{ type: 'VARCHAR', key: 'title' }] },
    });
    expect(changed.status, changed.raw).toBe(200);
    const listed = await send('GET', '/super-admin/element/2');
    const wines = listed.body.data.elements.find((e: { id: number }) => e.id === idElement);
    expect(wines).toMatchObject({
      name: 'Our wines',
      networks: ['LINKEDIN', 'FACEBOOK'],
      config: '{\n  "columns": 3\n}',
    });
  });

  it('answers 404 for an element or a site that does not exist', async () => {
    const element = await send('PUT', '/super-admin/element/social/2/999999', { networks: [] });
    expect(element.status).toBe(404);
    expect(element.body.message).toBe('Element not found');
    expect((await send('GET', '/super-admin/element/999999')).status).toBe(404);
  });

  it('refuses the site elements calls to an ADMIN', async () => {
    const calls = [
      call('GET', '/super-admin/element/2', { token: admin2, idSite: 2 }),
      call('PUT', `/super-admin/element/social/2/${idElement}`, { token: admin2, idSite: 2, body: { networks: [] } }),
      call('PUT', `/super-admin/element/config/2/${idElement}`, { token: admin2, idSite: 2, body: { config: '{}' } }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
  });
});
