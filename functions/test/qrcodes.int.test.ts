import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, fileClientAddress, signIn } from '../../scripts/src/test/api.ts';

/**
 * QR codes and their models (issue 17) through the local gateway: the rules with their messages in English and
 * French, the tracked address and its scan (counted, 302 to the target, only on its own site's host), the models of
 * site 0 written by the super-admin only, and site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36);

type QrView = { id: number; name: string; target: string; token: string; address: string; scans: number };

const body = (over: Record<string, unknown> = {}) => ({
  name: `Cellar door ${run}`,
  target: '/e-label/1',
  foreground: '#1A2B3C',
  background: '#ffffff',
  level: 'Q',
  margin: 2,
  ...over,
});

async function created(over: Record<string, unknown> = {}, site = 1, token = admin1): Promise<QrView> {
  const answer = await call('POST', '/admin/qrcode', { token, idSite: site, body: body(over) });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as QrView;
}

/** A scan as a phone makes it: no site header, the redirect not followed. */
async function scan(token: string, host: string, site?: number) {
  const { apiUrl } = inject('fixtures');
  const query = new URLSearchParams({ host, ...(site === undefined ? {} : { site: String(site) }) });
  return fetch(`${apiUrl}/qrcode/scan/${token}?${query}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': fileClientAddress() },
  });
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('QR code rules, each with its message on its field', () => {
  const add = (fields: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    call('POST', '/admin/qrcode', { token: admin1, idSite: 1, body: fields, lang });

  it('answers every wrong field at once, in English', async () => {
    const answer = await add({ name: ' ', target: '', foreground: 'red', background: '#fff', level: 'X', margin: 11 });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({
      name: ['Name cannot be empty'],
      target: ['Target cannot be empty'],
      foreground: ['A colour is written #rrggbb'],
      background: ['A colour is written #rrggbb'],
      level: ['The error correction level is L, M, Q or H'],
      margin: ['The margin is a whole number from 0 to 10'],
    });
  });

  it('says them in French on a French request', async () => {
    const answer = await add(body({ name: '', target: '' }), 'fr_FR');
    expect(answer.body.data.errors).toEqual({
      name: ['Le nom ne peut pas être vide'],
      target: ['La cible ne peut pas être vide'],
    });
  });

  it('refuses a target that is neither a page of the site nor an https address', async () => {
    for (const target of ['http://example.com', '//evil.example', 'javascript:alert(1)', 'product/12']) {
      const answer = await add(body({ target }));
      expect(answer.body.data.errors, target).toEqual({
        target: ['The target must be a page of the site (/…) or an https address'],
      });
    }
  });
});

describe('a QR code and its tracked address', () => {
  it('gets an unguessable token and the address of its site; a change keeps both', async () => {
    const qr = await created();
    expect(qr.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(qr.address).toMatch(new RegExp(`/q/${qr.token}\\?site=1$`));
    expect(qr.scans).toBe(0);
    const changed = await call('PUT', `/admin/qrcode/${qr.id}`, {
      token: admin1,
      idSite: 1,
      body: body({ name: 'Renamed', target: 'https://example.com/visit' }),
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Renamed', token: qr.token, target: 'https://example.com/visit' });
  });

  it('counts each scan and redirects to the target, keeping ?site= on a local host', async () => {
    const qr = await created({ target: '/e-label/1' });
    const first = await scan(qr.token, 'localhost:5174', 1);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/e-label/1?site=1');
    const bySlug = await scan(qr.token, 'domaine-des-lilas.localhost:5174');
    expect(bySlug.headers.get('location')).toBe('/e-label/1');
    const read = await call('GET', `/admin/qrcode/${qr.id}`, { token: admin1, idSite: 1 });
    expect(read.body.data.scans).toBe(2);
    const list = await call('GET', '/admin/qrcode?nbItem=100', { token: admin1, idSite: 1 });
    expect(list.body.data.list.find((q: QrView) => q.id === qr.id).scans).toBe(2);
  });

  it('redirects to an https target as it is', async () => {
    const qr = await created({ target: 'https://example.com/tasting' });
    const answer = await scan(qr.token, 'domaine-des-lilas.localhost');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://example.com/tasting');
  });

  it("never redirects another site's token on this site's host, nor counts it", async () => {
    const qr = await created({}, 2, admin2);
    expect((await scan(qr.token, 'domaine-des-lilas.localhost')).status).toBe(404);
    expect((await scan(qr.token, 'localhost', 1)).status).toBe(404);
    expect((await scan('A'.repeat(22), 'chateau-des-pins.localhost')).status).toBe(404);
    const read = await call('GET', `/admin/qrcode/${qr.id}`, { token: admin2, idSite: 2 });
    expect(read.body.data.scans).toBe(0);
  });

  it('answers a deleted QR code as not found, and its scan too', async () => {
    const qr = await created();
    const deleted = await call('DELETE', `/admin/qrcode/${qr.id}`, { token: admin1, idSite: 1 });
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await call('GET', `/admin/qrcode/${qr.id}`, { token: admin1, idSite: 1 })).status).toBe(404);
    expect((await scan(qr.token, 'localhost', 1)).status).toBe(404);
  });

  it("does not let an admin read or change another site's QR code", async () => {
    const qr = await created();
    expect((await call('GET', `/admin/qrcode/${qr.id}`, { token: admin2, idSite: 1 })).status).toBe(403);
    const list = await call('GET', '/admin/qrcode?nbItem=100', { token: admin2, idSite: 2 });
    expect(list.body.data.list.some((q: QrView) => q.token === qr.token)).toBe(false);
  });
});

describe('the demo data', () => {
  it('gives the demo site a QR code to its e-label page, whose scan leads there', async () => {
    const list = await call('GET', '/admin/qrcode?nbItem=100&orderBy=id', { token: admin1, idSite: 1 });
    const eLabel = (list.body.data.list as QrView[]).find((q) => q.name.startsWith('Étiquette électronique'));
    const idVintage = /^\/e-label\/(\d+)$/.exec(eLabel?.target ?? '')?.[1];
    // The e-label of a real vintage of the demo wine, not a number written in advance.
    const details = await call('GET', `/v2/vintage/details/${idVintage}`, { idSite: 1 });
    expect(details.body.data.productName).toBe('Cuvée des Lilas');
    const location = (await scan(eLabel!.token, 'domaine-des-lilas.localhost')).headers.get('location');
    expect(location).toBe(`/e-label/${idVintage}`);
    expect(list.body.data.models.length).toBeGreaterThan(0);
  });
});

describe('QR code models (site 0)', () => {
  it('are written by the super-admin only, need no target, and every site lists them', async () => {
    const model = { name: `Bordeaux ${run}`, foreground: '#7b1e3a', background: '#fff8f0', level: 'H', margin: 3 };
    const refused = await call('POST', '/admin/qrcode', {
      token: admin1,
      idSite: 1,
      headers: { idsiteoverride: '0' },
      body: model,
    });
    expect(refused.status).toBe(403);
    const made = await call('POST', '/admin/qrcode', {
      token: superAdmin,
      headers: { idsiteoverride: '0' },
      body: model,
    });
    expect(made.status, made.raw).toBe(200);
    expect(made.body.data).toMatchObject({ target: '', token: null, address: null });
    const list = await call('GET', '/admin/qrcode', { token: admin1, idSite: 1 });
    expect(list.body.data.models).toContainEqual({
      id: made.body.data.id,
      name: model.name,
      style: { foreground: '#7b1e3a', background: '#fff8f0', level: 'H', margin: 3 },
    });
  });
});
