import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localRedirection, localScriptOrigins } from '../../scripts/src/local/edge-rules.ts';
import { startSiteServer, type SiteServer } from '../../scripts/src/local/site-server.ts';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Redirections, scripts to load and popups (issue 17) through the local gateway: every rule with its exact message,
 * what the storefront reads, what its edge applies (a redirection's status code before any page), site isolation.
 */
const { logins, apiUrl } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}
const admin = (method: string, path: string, body?: unknown, lang?: 'fr_FR' | 'en_US', site = 1) =>
  call(method, path, { token: site === 1 ? admin1 : admin2, idSite: site, body, lang });

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('redirection rules, each with its message', () => {
  const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    admin('POST', '/admin/redirection', body, lang);

  it('answers every missing field at once, in English and in French', async () => {
    expect(errorsOf(await add({}))).toEqual({
      oldUrl: ['The old URL is required'],
      target: ['The target is required'],
      statusCode: ['The status code must be 301, 302, 307 or 308'],
    });
    expect(errorsOf(await add({}, 'fr_FR'))).toEqual({
      oldUrl: ['L’ancienne URL est obligatoire'],
      target: ['La cible est obligatoire'],
      statusCode: ['Le code de statut doit être 301, 302, 307 ou 308'],
    });
  });

  it('refuses an old URL that is a full address or another host', async () => {
    for (const oldUrl of ['https://elsewhere.example/page', '//elsewhere.example/page', 'page', '/a?b=1'])
      expect(errorsOf(await add({ oldUrl, target: '/x', statusCode: 301 })).oldUrl).toEqual([
        'The old URL must be a path of the site starting with “/” (for example /old-page), not a full address',
      ]);
  });

  it('refuses to redirect the site’s own API or media', async () => {
    expect(errorsOf(await add({ oldUrl: '/api/list', target: '/x', statusCode: 301 })).oldUrl).toEqual([
      'This path belongs to the site itself (/api, /media, /assets): it cannot be redirected',
    ]);
  });

  it('refuses a target that is neither a path nor an https address', async () => {
    for (const target of ['http://elsewhere.example/', 'javascript:alert(1)', '//elsewhere.example', 'page'])
      expect(errorsOf(await add({ oldUrl: `/old-${run}`, target, statusCode: 301 })).target).toEqual([
        'The target must be a path starting with “/” or an address starting with https://',
      ]);
  });

  it('refuses a status code other than 301, 302, 307 or 308', async () => {
    expect(errorsOf(await add({ oldUrl: `/old-${run}`, target: '/x', statusCode: 200 })).statusCode).toEqual([
      'The status code must be 301, 302, 307 or 308',
    ]);
  });

  it('refuses a loop, even written with a trailing slash', async () => {
    expect(errorsOf(await add({ oldUrl: `/loop-${run}`, target: `/loop-${run}/`, statusCode: 301 })).target).toEqual([
      'The target cannot be the old URL itself: the redirection would loop',
    ]);
  });

  it('refuses a second redirection from the same old URL in the site, not in another site', async () => {
    const body = { oldUrl: `/twice-${run}`, target: '/products', statusCode: 301 };
    expect((await add(body)).status).toBe(200);
    expect(errorsOf(await add({ ...body, oldUrl: `/twice-${run}/` })).oldUrl).toEqual([
      'A redirection from this old URL already exists',
    ]);
    expect(errorsOf(await add(body, 'fr_FR')).oldUrl).toEqual([
      'Une redirection depuis cette ancienne URL existe déjà',
    ]);
    expect((await admin('POST', '/admin/redirection', body, 'en_US', 2)).status).toBe(200);
  });

  it('frees the old URL when a redirection is deleted or moved', async () => {
    const body = { oldUrl: `/moved-${run}`, target: '/products', statusCode: 302 };
    const first = (await add(body)).body.data;
    const moved = await admin('PUT', `/admin/redirection/${first.id}`, { ...body, oldUrl: `/moved-again-${run}` });
    expect(moved.status, moved.raw).toBe(200);
    expect((await add(body)).status).toBe(200);
    expect((await admin('DELETE', `/admin/redirection/${first.id}`)).status).toBe(200);
    expect((await add({ ...body, oldUrl: `/moved-again-${run}` })).status).toBe(200);
  });
});

describe('redirections at the storefront’s edge, before any page renders', () => {
  let root: string;
  let store: SiteServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'cellar-redirect-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shop</title>');
    store = await startSiteServer({
      root,
      port: 0,
      apiUrl,
      redirect: localRedirection,
      scriptOrigins: localScriptOrigins,
    });
  });
  afterAll(async () => {
    await store.stop();
    rmSync(root, { recursive: true, force: true });
  });
  const visit = (path: string) => fetch(`${store.url}${path}`, { redirect: 'manual' });

  it('answers GET /old-page with its status code and Location, and no longer once it is invalid or deleted', async () => {
    const created = await admin('POST', '/admin/redirection', {
      oldUrl: `/old-page-${run}`,
      target: `/new-page-${run}`,
      statusCode: 301,
    });
    expect(created.status, created.raw).toBe(200);
    expect(created.body.message).toBe('Redirection created');
    const answer = await visit(`/old-page-${run}?site=1`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`/new-page-${run}`);
    // Another site's visitors are not redirected by site 1's redirections.
    expect((await visit(`/old-page-${run}?site=2`)).status).toBe(200);

    const id = created.body.data.id as number;
    expect((await admin('PUT', `/admin/redirection/valid/${id}`, { valid: false })).status).toBe(200);
    expect((await visit(`/old-page-${run}?site=1`)).status).toBe(200);
    expect((await admin('PUT', `/admin/redirection/valid/${id}`, { valid: true })).status).toBe(200);
    expect((await visit(`/old-page-${run}/?site=1`)).status).toBe(301);

    const changed = await admin('PUT', `/admin/redirection/${id}`, {
      oldUrl: `/old-page-${run}`,
      target: 'https://shop.example/new',
      statusCode: 308,
    });
    expect(changed.status, changed.raw).toBe(200);
    const permanent = await visit(`/old-page-${run}?site=1`);
    expect([permanent.status, permanent.headers.get('location')]).toEqual([308, 'https://shop.example/new']);

    expect((await admin('DELETE', `/admin/redirection/${id}`)).status).toBe(200);
    expect((await visit(`/old-page-${run}?site=1`)).status).toBe(200);
  });

  it('applies the demo site’s seeded redirection: /ancienne-boutique answers 301 to /products', async () => {
    const answer = await visit('/ancienne-boutique?site=1');
    expect([answer.status, answer.headers.get('location')]).toEqual([301, '/products']);
  });

  it('a redirection created invalid does not apply', async () => {
    const created = await admin('POST', '/admin/redirection', {
      oldUrl: `/sleeping-${run}`,
      target: '/products',
      statusCode: 302,
      valid: false,
    });
    expect(created.status, created.raw).toBe(200);
    expect((await visit(`/sleeping-${run}?site=1`)).status).toBe(200);
  });

  it('lets the storefront load the valid scripts’ origins (CSP), and only theirs', async () => {
    const origin = `https://cdn-${run}.example`;
    const created = await admin('POST', '/admin/script-to-load', { src: `${origin}/tag.js`, async: true });
    expect(created.status, created.raw).toBe(200);
    const csp = (path: string) => visit(path).then((a) => a.headers.get('content-security-policy') ?? '');
    expect(await csp('/?site=1')).toContain(`script-src 'self' ${origin}`);
    expect(await csp('/?site=2')).not.toContain(origin);
    await admin('PUT', `/admin/script-to-load/valid/${created.body.data.id}`, { valid: false });
    expect(await csp('/?site=1')).not.toContain(origin);
    await admin('DELETE', `/admin/script-to-load/${created.body.data.id}`);
  });

  it('lists the site’s redirections for its admin only', async () => {
    const list = await admin('GET', `/admin/redirection?oldUrl=lk:${run}`);
    expect(list.status, list.raw).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(0);
    const other = await admin('GET', `/admin/redirection?oldUrl=lk:sleeping-${run}`, undefined, 'en_US', 2);
    expect(other.body.data).toEqual({ redirections: [], total: 0 });
  });
});

describe('script rules, each with its message', () => {
  const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    admin('POST', '/admin/script-to-load', body, lang);

  it('needs a source, in English and in French', async () => {
    expect(errorsOf(await add({}))).toEqual({ src: ['The source is required'] });
    expect(errorsOf(await add({}, 'fr_FR'))).toEqual({ src: ['La source est obligatoire'] });
  });

  it('refuses a source that is not https, protocol-relative included', async () => {
    for (const src of ['http://cdn.example/a.js', '//cdn.example/a.js', '/local.js', 'javascript:alert(1)'])
      expect(errorsOf(await add({ src })).src).toEqual(['The source must be an address starting with https://']);
  });

  it('refuses an integrity that is not a sha256-, sha384- or sha512- digest', async () => {
    expect(errorsOf(await add({ src: 'https://cdn.example/a.js', integrity: 'md5-abc' })).integrity).toEqual([
      'The integrity must be a sha256-, sha384- or sha512- digest in base64',
    ]);
  });

  it('refuses unknown crossorigin, fetch priority and referrer policy values', async () => {
    expect(
      errorsOf(
        await add({
          src: 'https://cdn.example/a.js',
          crossorigin: 'yes',
          fetchpriority: 'urgent',
          referrerpolicy: 'x',
        }),
      ),
    ).toEqual({
      crossorigin: ['Crossorigin must be anonymous or use-credentials'],
      fetchpriority: ['The fetch priority must be high, low or auto'],
      referrerpolicy: ['The referrer policy is not a known value'],
    });
  });

  it('stores every attribute, and the storefront reads only the valid scripts', async () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    const body = {
      src: `https://cdn.example/${run}.js`,
      crossorigin: 'anonymous',
      fetchpriority: 'low',
      referrerpolicy: 'no-referrer',
      integrity,
      async: true,
      defer: false,
      nomodule: true,
    };
    const created = await add(body);
    expect(created.status, created.raw).toBe(200);
    expect(created.body.data).toMatchObject({ ...body, valid: true });
    const hidden = (await add({ src: `https://cdn.example/${run}-hidden.js`, valid: false })).body.data;
    const read = (await call('GET', '/script-to-load', { idSite: 1 })).body.data.scriptsToLoad as { src: string }[];
    expect(read.map((s) => s.src)).toContain(body.src);
    expect(read.map((s) => s.src)).not.toContain(hidden.src);
    const other = (await call('GET', '/script-to-load', { idSite: 2 })).body.data.scriptsToLoad as { src: string }[];
    expect(other.map((s) => s.src)).not.toContain(body.src);
    const admins = await admin('GET', `/admin/script-to-load?src=lk:${run}`);
    expect(admins.body.data.total).toBe(2);
    await admin('DELETE', `/admin/script-to-load/${created.body.data.id}`);
    await admin('DELETE', `/admin/script-to-load/${hidden.id}`);
  });
});

describe('popup rules, each with its message', () => {
  const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') => admin('POST', '/admin/popup', body, lang);
  const popup = (over: Record<string, unknown> = {}) => ({
    title: `Harvest festival ${run}`,
    content: '<p>Come taste the new vintage.</p>',
    ...over,
  });

  it('needs a title and a content, in English and in French', async () => {
    expect(errorsOf(await add({ content: '<p> </p>' }))).toEqual({
      title: ['The title is required'],
      content: ['The content is required'],
    });
    expect(errorsOf(await add({}, 'fr_FR'))).toEqual({
      title: ['Le titre est obligatoire'],
      content: ['Le contenu est obligatoire'],
    });
  });

  it('refuses an end date before the start date', async () => {
    expect(errorsOf(await add(popup({ startDate: '2030-05-10', endDate: '2030-05-01' }))).endDate).toEqual([
      'The end date cannot be before the start date',
    ]);
  });

  it('refuses a delay out of 0–600 seconds, pages that are not paths, an unknown frequency', async () => {
    expect(
      errorsOf(await add(popup({ delaySeconds: 601, pages: ['https://x.example/'], frequency: 'DAILY' }))),
    ).toEqual({
      delaySeconds: ['The delay must be a whole number of seconds between 0 and 600'],
      pages: ['Each page must be a path of the site starting with “/” (50 pages at most)'],
      frequency: ['The frequency must be once per visitor or every visit'],
    });
  });

  it('sanitises the content, and refuses one left empty by it', async () => {
    expect(errorsOf(await add(popup({ content: '<script>alert(1)</script>' }))).content).toEqual([
      'The content is required',
    ]);
    const created = await add(popup({ content: '<p onclick="x()">Hello<script>alert(1)</script></p>' }));
    expect(created.status, created.raw).toBe(200);
    expect(created.body.data.content).toBe('<p>Hello</p>');
    await admin('DELETE', `/admin/popup/${created.body.data.id}`);
  });

  it('shows the storefront only the valid popups of today, and a content for those only', async () => {
    const shown = (await add(popup({ pages: ['/products'], delaySeconds: 3, frequency: 'ONCE' }))).body.data;
    const later = (await add(popup({ title: `Later ${run}`, startDate: '2999-01-01' }))).body.data;
    const hidden = (await add(popup({ title: `Hidden ${run}`, valid: false }))).body.data;
    const read = (await call('GET', '/popup', { idSite: 1 })).body.data.popups as { id: number }[];
    const ids = read.map((p) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(hidden.id);
    expect(read.find((p) => p.id === shown.id)).toMatchObject({ pages: ['/products'], delaySeconds: 3 });
    const content = await call('GET', `/popup/${shown.id}/content`, { idSite: 1 });
    expect(content.body.data).toEqual({
      id: shown.id,
      title: shown.title,
      content: '<p>Come taste the new vintage.</p>',
      image: null,
    });
    expect((await call('GET', `/popup/${hidden.id}/content`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/popup/${shown.id}/content`, { idSite: 2 })).status).toBe(404);
    expect((await admin('PUT', `/admin/popup/${hidden.id}/valid`, { valid: true })).body.data.valid).toBe(true);
    expect((await call('GET', `/popup/${hidden.id}/content`, { idSite: 1 })).status).toBe(200);
    const list = await admin('GET', `/admin/popup?title=lk:${run}`);
    expect(list.body.data.total).toBe(3);
    for (const id of [shown.id, later.id, hidden.id]) await admin('DELETE', `/admin/popup/${id}`);
    expect((await call('GET', `/popup/${shown.id}/content`, { idSite: 1 })).status).toBe(404);
  });

  it('takes an optional image, checked by its bytes, and shows it with the content', async () => {
    const png: FormFile = {
      field: 'image',
      name: 'festival.png',
      type: 'image/png',
      bytes: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        'base64',
      ),
    };
    const fake: FormFile = { ...png, name: 'fake.png', bytes: Buffer.from('not an image at all') };
    const form = (files: FormFile[]) =>
      sendForm('POST', '/admin/popup', { ...popup(), alt: 'Festival', pages: ['/products'] }, files, {
        token: admin1,
        idSite: 1,
      });
    const refused = await form([fake]);
    expect(refused.status, refused.raw).toBe(400);
    expect(Object.keys(refused.body.data.errors)).toEqual(['image']);
    const created = await form([png]);
    expect(created.status, created.raw).toBe(200);
    expect(created.body.data.pages).toEqual(['/products']);
    const content = (await call('GET', `/popup/${created.body.data.id}/content`, { idSite: 1 })).body.data;
    expect(content.image.alt).toBe('Festival');
    expect((await fetch(content.image.url)).status).toBe(200);
    const changed = await admin('PUT', `/admin/popup/${created.body.data.id}`, { ...popup(), removeImage: true });
    expect(changed.body.data.image).toBeNull();
    await admin('DELETE', `/admin/popup/${created.body.data.id}`);
  });

  it('another site’s admin cannot change or delete the popup', async () => {
    const created = (await add(popup())).body.data;
    expect((await admin('PUT', `/admin/popup/${created.id}`, popup(), 'en_US', 2)).status).toBe(404);
    expect((await admin('DELETE', `/admin/popup/${created.id}`, undefined, 'en_US', 2)).status).toBe(404);
    await admin('DELETE', `/admin/popup/${created.id}`);
  });
});
