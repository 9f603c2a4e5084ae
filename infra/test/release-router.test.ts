import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redirectionEdgeKey, redirectionEdgeValue, redirectionLookupPath } from '@cellar/shared/content/redirection';
import { pointerLookupKeys, releaseDocumentPath } from '@cellar/shared/workflows/releases';
import { releaseRouterFile, spaFallbackCode } from '../lib/web-stack.ts';

/**
 * The storefront's CloudFront Function (infra/lib/release-router.js), run as CloudFront runs it: the file's own text,
 * its `cloudfront` module replaced by a KeyValueStore held in memory, against the shared rules it must apply
 * (shared/src/workflows/releases.ts, which the local site server applies too).
 */
const source = readFileSync(releaseRouterFile, 'utf8');
const importLine = "import cf from 'cloudfront';";

type Entry = { value: string };
type Request = { uri: string; querystring: Record<string, Entry>; headers: Record<string, Entry> };
type Response = { statusCode: number; statusDescription: string };
type Handler = (event: { request: Request }) => Promise<Request | Response>;

/** The function over `store` (key → value), recording the keys it reads and how it asked for the store. */
function router(store: Record<string, string>) {
  const reads: string[] = [];
  const kvsArguments: unknown[][] = [];
  const cf = {
    kvs: (...args: unknown[]) => {
      kvsArguments.push(args);
      return {
        // As CloudFront's: a missing key is an error, not a null.
        get: async (key: string) => {
          reads.push(key);
          if (!Object.hasOwn(store, key)) throw new Error(`The key ${key} does not exist`);
          return store[key];
        },
      };
    },
  };
  const handler = new Function('cf', `${source.replace(importLine, '')}\nreturn handler;`)(cf) as Handler;
  return { handler, reads, kvsArguments };
}

function request(uri: string, host: string | null, query: Record<string, string> = {}): { request: Request } {
  return {
    request: {
      uri,
      querystring: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }])),
      headers: host === null ? {} : { host: { value: host } },
    },
  };
}

async function uriOf(handler: Handler, event: { request: Request }): Promise<string> {
  const answer = await handler(event);
  if (!('uri' in answer)) throw new Error(`answered ${answer.statusCode} instead of passing the request on`);
  return answer.uri;
}

/** What the admin's function (and the storefront without a release) does with a path. */
const spaFallback = new Function(`${spaFallbackCode}\nreturn handler;`)() as (event: { request: Request }) => Request;
const withoutReleases = (uri: string) => spaFallback(request(uri, 'shop.example')).uri;

const release = 'releases/1/mb2k9x3a-4fq8zt';
const host = 'shop.example';

/** Storefront paths of every kind: documents, files, the other behaviours' prefixes and their look-alikes. */
const paths = [
  '/',
  '//',
  '/le-domaine',
  '/le-domaine/',
  '/le-domaine//',
  '/en_US',
  '/en_US/',
  '/en_US/product/3',
  '/en_US/product/3/',
  '/de_DE/product/3',
  '/en_US/account/orders/12',
  '/password/reset/0f1e2d3c',
  '/caf%C3%A9',
  '/with%20space',
  '/a_b-c',
  '/api',
  '/api/',
  '/api/v2/page/le-domaine',
  '/apis',
  '/media',
  '/media/sites/1/logo/9b1c.png',
  '/mediatheque',
  '/assets',
  '/assets/index-1a2b.js',
  '/assets2/x',
  '/favicon.svg',
  '/robots.txt',
  '/en_US/sitemap.xml',
  '/a.b/c',
  '/x/y.z',
  '/weird!path',
  "/quote's",
  '/tilde~',
  '/plus+sign',
  // A page may be named so; only the releases' objects below it are refused.
  '/releases',
  // The client-only screens, served as without releases (no look-up, no miss in the release), and their look-alikes.
  '/cart',
  '/cart/',
  '/en_US/cart',
  '/checkout',
  '/checkout/confirmation',
  '/en_US/checkout/confirmation/',
  '/checkout/other',
  '/account',
  '/account/orders/12',
  '/en_US/account/login',
  '/password/forget',
  '/en_US/password/reset/0f1e2d3c',
  '/e-label/42',
  '/en_US/e-label/42',
  '/de_DE/cart',
  '/es_ES/account/orders/3',
  '/preview/page',
  '/cartes',
  '/accounting',
  '/en_US/passwords',
  '/previews',
];

describe("the storefront's release router", () => {
  it('is a CloudFront Functions 2.0 file: the cloudfront module imported once, a top-level handler, nothing exported', () => {
    expect(source.startsWith(`${importLine}\n`)).toBe(true);
    expect(source.split(importLine)).toHaveLength(2);
    expect(source).not.toMatch(/^\s*export\b/m);
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).toMatch(/^async function handler\(event\)/m);
    // CloudFront Functions refuse code over 10 KB.
    expect(Buffer.byteLength(source)).toBeLessThan(10_240);
  });

  it('reads the one KeyValueStore associated with it (cf.kvs() without an id)', () => {
    expect(router({}).kvsArguments).toEqual([[]]);
  });

  it('serves a release document exactly where releaseDocumentPath (shared) puts it, every other path as without releases', async () => {
    const { handler } = router({ [host]: release });
    for (const path of paths) {
      const document = releaseDocumentPath(path);
      const expected = document === null ? withoutReleases(path) : `/${release}/${document}`;
      expect(await uriOf(handler, request(path, host)), path).toBe(expected);
    }
    // The cases the rule is about, spelled out.
    expect(releaseDocumentPath('/')).toBe('index.html');
    expect(releaseDocumentPath('/le-domaine')).toBe('le-domaine/index.html');
    expect(releaseDocumentPath('/en_US/product/3')).toBe('en_US/product/3/index.html');
    for (const path of [
      '/favicon.svg',
      '/api/v2/page/le-domaine',
      '/media/sites/1/logo/9b1c.png',
      '/assets/index-1a2b.js',
      '/cart',
      '/en_US/account/orders/12',
      '/password/reset/0f1e2d3c',
      '/e-label/42',
    ])
      expect(releaseDocumentPath(path), path).toBeNull();
    expect(releaseDocumentPath('/cartes')).toBe('cartes/index.html');
  });

  it('sends the client-only screens straight to the SPA, even on a host that has a release, without reading the store', async () => {
    const { handler, reads } = router({ [host]: release });
    for (const path of ['/cart', '/en_US/checkout/confirmation', '/account/orders/12', '/password/reset/0f1e2d3c'])
      expect(await uriOf(handler, request(path, host)), path).toBe('/index.html');
    expect(reads).toEqual([]);
  });

  it('leaves every request as the SPA fallback does when no pointer names a release (a KeyValueStore miss)', async () => {
    const { handler, reads } = router({ 'other.example': release, 'site-2': release });
    for (const path of paths) {
      expect(await uriOf(handler, request(path, host, { site: '1' })), path).toBe(withoutReleases(path));
    }
    // It asked the store only for paths a release or a redirection could hold, and only for this request's keys.
    expect(new Set(reads)).toEqual(new Set([host, 'site-1']));
    expect(reads.length).toBe(2 * paths.filter((path) => redirectionLookupPath(path) !== null).length);
  });

  it('looks the pointers up in the order of pointerLookupKeys (shared): the preview, the host, then ?site=', async () => {
    const cases: { host: string | null; query: Record<string, string> }[] = [
      { host, query: {} },
      { host: 'Shop.Example:443', query: {} },
      { host: 'SHOP.example', query: { site: '12' } },
      { host, query: { site: '12a' } },
      { host, query: { site: '1234567890' } },
      { host, query: { preview: '3-0123456789abcdef', site: '3' } },
      { host, query: { preview: '3-XYZ' } },
      { host, query: { preview: '3-0123abc' } },
      { host, query: { preview: '3' } },
      { host: null, query: { site: '7' } },
      { host: '', query: {} },
    ];
    for (const { host: name, query } of cases) {
      const { handler, reads } = router({});
      await handler(request('/le-domaine', name, query));
      expect(reads, JSON.stringify({ name, query })).toEqual(pointerLookupKeys(name ?? '', new URLSearchParams(query)));
    }
  });

  it('serves the first pointer that exists: a preview before the host, the host before ?site=', async () => {
    const preview = 'releases/3/mb2kaaaa-preview1';
    const shared = 'releases/3/mb2kbbbb-shared01';
    const { handler } = router({ 'preview-3-0123456789abcdef': preview, [host]: release, 'site-3': shared });
    expect(await uriOf(handler, request('/le-domaine', host, { preview: '3-0123456789abcdef', site: '3' }))).toBe(
      `/${preview}/le-domaine/index.html`,
    );
    // A stopped live edit (its pointer removed) shows the site as published.
    expect(await uriOf(handler, request('/le-domaine', host, { preview: '3-fedcba9876543210' }))).toBe(
      `/${release}/le-domaine/index.html`,
    );
    expect(await uriOf(handler, request('/', host, { site: '3' }))).toBe(`/${release}/index.html`);
    expect(await uriOf(handler, request('/', 'cellar.cloudfront.example', { site: '3' }))).toBe(
      `/${shared}/index.html`,
    );
    expect(await uriOf(handler, request('/', 'cellar.cloudfront.example', {}))).toBe('/index.html');
  });

  it("answers the site's redirection with its status code and Location before any document", async () => {
    const store = {
      [host]: release,
      [redirectionEdgeKey(1, '/ancienne-boutique')]: redirectionEdgeValue(301, '/products'),
      [redirectionEdgeKey(1, '/boutique.php')]: redirectionEdgeValue(308, 'https://shop.example/products'),
      [redirectionEdgeKey(2, '/le-domaine')]: redirectionEdgeValue(302, '/other-site'),
      [redirectionEdgeKey(1, '/broken')]: 'not a redirection',
    };
    const { handler } = router(store);
    for (const path of ['/ancienne-boutique', '/ancienne-boutique/'])
      expect(await handler(request(path, host)), path).toEqual({
        statusCode: 301,
        statusDescription: 'Moved Permanently',
        headers: { location: { value: '/products' }, 'cache-control': { value: 'no-store' } },
      });
    expect(await handler(request('/boutique.php', host))).toMatchObject({
      statusCode: 308,
      headers: { location: { value: 'https://shop.example/products' } },
    });
    // Another site's redirection, a broken entry, the API: served as usual.
    expect(await uriOf(handler, request('/le-domaine', host))).toBe(`/${release}/le-domaine/index.html`);
    expect(await uriOf(handler, request('/broken', host))).toBe(`/${release}/broken/index.html`);
    expect(await uriOf(handler, request('/api/ancienne-boutique', host))).toBe('/index.html');
    for (const path of paths) {
      const lookup = redirectionLookupPath(path);
      if (lookup !== null) expect(lookup, path).toMatch(/^\/(?:$|[^/])/);
    }
  });

  it('ignores a pointer whose value is no release prefix', async () => {
    const { handler } = router({ [host]: '../../private/x', 'site-1': release });
    expect(await uriOf(handler, request('/le-domaine', host, { site: '1' }))).toBe(`/${release}/le-domaine/index.html`);
    expect(await uriOf(handler, request('/le-domaine', host))).toBe('/index.html');
  });

  it("never serves the releases' own objects by their bucket path (a preview's drafts, the snapshots), escaped or not", async () => {
    const { handler, reads } = router({ [host]: release });
    for (const uri of [
      `/${release}/index.html`,
      `/${release}/snapshot.json`,
      '/releases/1/',
      '/%72eleases/1/mb2k9x3a-4fq8zt/manifest.json',
      '/releases%2F1%2Fmb2k9x3a-4fq8zt%2Findex.html',
    ]) {
      expect(await handler(request(uri, host)), uri).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    }
    expect(reads).toEqual([]);
  });
});
