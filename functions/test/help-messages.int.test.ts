import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * Help messages (spec 1 §3, §5 "Help message"; issue 17) through the local gateway: global, read by every admin,
 * written by the super-admin only; each rule with its exact message in English and French.
 */
const { logins } = inject('fixtures');
let admin1: string;
let superAdmin: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
  call('POST', '/admin/help-message', { token: superAdmin, idSite: 1, body, lang });

describe('help message rules, each with its message on its field', () => {
  it('answers the three required fields at once, in English', async () => {
    const answer = await add({ identifier: ' ', type: '', message: '' });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({
      identifier: ['Identifier cannot be empty'],
      type: ['Type cannot be empty'],
      message: ['Message cannot be empty'],
    });
  });

  it('says them in French on a French request', async () => {
    const answer = await add({}, 'fr_FR');
    expect(answer.body.data.errors).toEqual({
      identifier: ['L’identifiant ne peut pas être vide'],
      type: ['Le type ne peut pas être vide'],
      message: ['Le message ne peut pas être vide'],
    });
  });

  it('wants a LINK to be an https address and a known type', async () => {
    const link = await add({ identifier: `a${run}`, type: 'LINK', message: 'not a link' });
    expect(link.body.data.errors).toEqual({ message: ['A link is an https address'] });
    const type = await add({ identifier: `a${run}`, type: 'VIDEO', message: 'x' });
    expect(type.body.data.errors).toEqual({ type: ['The type is LINK or TEXT'] });
  });

  it('keeps one help message per identifier', async () => {
    const identifier = `title${run}`;
    expect((await add({ identifier, type: 'TEXT', message: 'The title' })).status).toBe(200);
    const again = await add({ identifier, type: 'TEXT', message: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.data.errors).toEqual({ identifier: ['A help message already exists for this identifier'] });
  });
});

describe('who reads and writes help messages', () => {
  it('has the demo help messages of the news form', async () => {
    const list = (await call('GET', '/admin/help-message', { token: admin1, idSite: 1 })).body.data.list;
    expect(list).toContainEqual(expect.objectContaining({ identifier: 'title', type: 'TEXT' }));
    expect(list).toContainEqual(expect.objectContaining({ identifier: 'metaDescription', type: 'LINK' }));
  });

  it('lets the super-admin add, change and delete one, and every admin read them', async () => {
    const identifier = `metaDescription${run}`;
    const made = await add({ identifier, type: 'LINK', message: 'https://docs.example.com/meta' });
    expect(made.status, made.raw).toBe(200);
    const id = made.body.data.id as number;
    const changed = await call('PUT', `/admin/help-message/${id}`, {
      token: superAdmin,
      idSite: 1,
      body: { type: 'TEXT', message: 'Shown by search engines', identifier: 'ignored' },
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ identifier, type: 'TEXT', message: 'Shown by search engines' });
    const read = await call('GET', '/admin/help-message', { token: admin1, idSite: 1 });
    expect(read.status).toBe(200);
    expect(read.body.data.list).toContainEqual(expect.objectContaining({ id, identifier, type: 'TEXT' }));
    expect((await call('DELETE', `/admin/help-message/${id}`, { token: superAdmin, idSite: 1 })).status).toBe(200);
    const after = await call('GET', '/admin/help-message', { token: admin1, idSite: 1 });
    expect(after.body.data.list.some((h: { id: number }) => h.id === id)).toBe(false);
    // Its identifier is free again.
    expect((await add({ identifier, type: 'TEXT', message: 'Back' })).status).toBe(200);
  });

  it('forbids an admin to write (403), and nothing changes', async () => {
    const identifier = `forbidden${run}`;
    const refused = await call('POST', '/admin/help-message', {
      token: admin1,
      idSite: 1,
      body: { identifier, type: 'TEXT', message: 'No' },
    });
    expect(refused.status).toBe(403);
    const made = await add({ identifier: `kept${run}`, type: 'TEXT', message: 'Kept' });
    const id = made.body.data.id as number;
    const put = { token: admin1, idSite: 1, body: { type: 'TEXT', message: 'Changed' } };
    expect((await call('PUT', `/admin/help-message/${id}`, put)).status).toBe(403);
    expect((await call('DELETE', `/admin/help-message/${id}`, { token: admin1, idSite: 1 })).status).toBe(403);
    const list = (await call('GET', '/admin/help-message', { token: admin1, idSite: 1 })).body.data.list;
    expect(list.some((h: { identifier: string }) => h.identifier === identifier)).toBe(false);
    expect(list).toContainEqual(expect.objectContaining({ id, message: 'Kept' }));
  });
});
