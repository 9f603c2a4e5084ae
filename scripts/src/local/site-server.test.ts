import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mediaContentSecurityPolicy,
  siteContentSecurityPolicy,
  adminSiteOptions,
  startSiteServer,
  type SiteServer,
} from './site-server.ts';
import {
  sandboxedScriptContentSecurityPolicy,
  storefrontFrameSources,
} from '@cellar/shared/resources/security-headers';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the gateway that tells what it received; loopback only. */
let upstream: Server;
const seen: Seen[] = [];
let site: SiteServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cellar-site-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log("cellar")');
  writeFileSync(join(root, 'assets', 'style-abc123.css'), 'body{}');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(tmpdir(), 'cellar-site-secret.txt'), 'secret');

  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (req.url!.startsWith('/media/')) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-security-policy': 'weaker' });
        return void res.end('PNG');
      }
      res.writeHead(req.url!.startsWith('/admin/user?') && req.method === 'POST' ? 201 : 404, {
        'content-type': 'application/json; charset=utf-8',
        'x-request-id': 'req-42',
        'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
      });
      res.end(JSON.stringify({ success: false, message: 'from upstream', data: {} }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  site = await startSiteServer({
    root,
    port: 0,
    apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  await site?.stop();
  await new Promise<void>((r) => upstream.close(() => r()));
  rmSync(root, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'cellar-site-secret.txt'), { force: true });
});

describe('the local site server', () => {
  it('serves the files with their content types, hashed assets cached for a year', async () => {
    const js = await fetch(`${site.url}/assets/index-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(await js.text()).toBe('console.log("cellar")');
    expect((await fetch(`${site.url}/assets/style-abc123.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    const svg = await fetch(`${site.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers index.html for the SPA routes, and 404 for a missing file', async () => {
    for (const path of ['/', '/en_US/products', '/superAdmin/sites/3?tab=langs', '/api']) {
      const page = await fetch(`${site.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await page.text(), path).toContain('<html lang="fr">');
    }
    expect((await fetch(`${site.url}/assets/missing-123.js`)).status).toBe(404);
  });

  it('compresses the SPA shell, its scripts and its styles as CloudFront does: brotli, else gzip (issue 16)', async () => {
    const get = (path: string, acceptEncoding: string) =>
      fetch(`${site.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
    const files = {
      '/en_US/products': '<html lang="fr">',
      '/assets/index-abc123.js': 'console.log("cellar")',
      '/assets/style-abc123.css': 'body{}',
    };
    for (const [path, text] of Object.entries(files)) {
      const br = await get(path, 'gzip, deflate, br');
      expect(br.headers.get('content-encoding'), path).toBe('br');
      expect(br.headers.get('vary'), path).toBe('accept-encoding');
      expect(await br.text(), path).toContain(text);
      const gzip = await get(path, 'gzip');
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      expect(await gzip.text(), path).toContain(text);
      const plain = await get(path, 'identity');
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(await plain.text(), path).toContain(text);
    }
  });

  it('never serves a file outside its folder', async () => {
    expect((await fetch(`${site.url}/..%2fcellar-site-secret.txt`)).status).toBe(404);
    expect((await fetch(`${site.url}/assets/..%2f..%2fcellar-site-secret.txt`)).status).toBe(404);
  });

  it("adds the deployed sites' security headers: the admin may be framed by no one", async () => {
    const page = await fetch(`${site.url}/`);
    expect(page.headers.get('content-security-policy')).toBe(siteContentSecurityPolicy());
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("lets the storefront be framed by the admin's origin only (the page editor's live preview)", async () => {
    const admin = 'http://127.0.0.1:5173';
    const store = await startSiteServer({
      root,
      port: 0,
      apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      frameAncestors: [admin],
    });
    try {
      for (const path of ['/', '/preview/page?site=1']) {
        const page = await fetch(`${store.url}${path}`);
        const csp = page.headers.get('content-security-policy')!;
        expect(csp, path).toBe(siteContentSecurityPolicy({ frameAncestors: [admin], frame: storefrontFrameSources }));
        expect(csp, path).toContain("frame-src 'self' https://www.youtube-nocookie.com");
        expect(
          csp.split('; ').filter((d) => d.startsWith('frame-ancestors')),
          path,
        ).toEqual([`frame-ancestors ${admin}`]);
        // X-Frame-Options would forbid any other origin, the admin's included: not sent.
        expect(page.headers.get('x-frame-options'), path).toBeNull();
        expect(page.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
    } finally {
      await store.stop();
    }
  });

  it('sends /api/* to the API without the prefix, with method, headers, query and body, and passes the answer back', async () => {
    seen.length = 0;
    const answer = await fetch(`${site.url}/api/admin/user?page=2&email=lk%3Aa`, {
      method: 'POST',
      headers: { authorization: 'Bearer t0k', idSite: '1', userLang: 'en_US', 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Claire' }),
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/admin/user?page=2&email=lk%3Aa',
      body: '{"firstname":"Claire"}',
    });
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer t0k',
      idsite: '1',
      userlang: 'en_US',
      'content-type': 'application/json',
    });
    expect(seen[0]!.headers.host).toBe(new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`).host);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBe('req-42');
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers.get('content-security-policy')).toBe(siteContentSecurityPolicy());
    expect(await answer.json()).toEqual({ success: false, message: 'from upstream', data: {} });

    const missing = await fetch(`${site.url}/api/nothing`);
    expect(missing.status).toBe(404);
  });

  it("sends /media/* to the API's /media/* with the media policy, and refuses to write there", async () => {
    seen.length = 0;
    const image = await fetch(`${site.url}/media/sites/1/logo/x.png`);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/media/sites/1/logo/x.png' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-security-policy')).toBe(mediaContentSecurityPolicy);
    expect((await fetch(`${site.url}/media/sites/1/logo/x.png`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });

  it("sends a QR code's tracked address /q/<token> to the API's scan with the host it was asked on", async () => {
    seen.length = 0;
    await fetch(`${site.url}/q/AbCdEfGhIjKlMnOpQrStUv?site=1`, { redirect: 'manual' });
    const host = new URL(site.url).host;
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: `/qrcode/scan/AbCdEfGhIjKlMnOpQrStUv?host=${encodeURIComponent(host)}&site=1`,
    });
  });

  it('answers the admin its runtime settings, and lets it frame the storefront it names', async () => {
    const admin = await startSiteServer({
      root,
      port: 0,
      apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      ...adminSiteOptions('http://127.0.0.1:5174'),
      sources: { frame: adminSiteOptions('http://127.0.0.1:5174').frame },
    });
    try {
      const config = await fetch(`${admin.url}/site-config.json`);
      expect(config.headers.get('content-type')).toContain('application/json');
      expect(config.headers.get('cache-control')).toBe('no-store');
      expect(await config.json()).toEqual({ storeUrl: 'http://127.0.0.1:5174' });
      const csp = (await fetch(`${admin.url}/`)).headers.get('content-security-policy')!;
      expect(csp).toContain("frame-src 'self' http://127.0.0.1:5174");
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await admin.stop();
    }
  });

  it("keeps a menu entry's script document in its own sandbox, framed by the site alone", async () => {
    seen.length = 0;
    const answer = await fetch(`${site.url}/api/page/7/script?idSite=1`);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/page/7/script?idSite=1' });
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp).toBe(sandboxedScriptContentSecurityPolicy);
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).toContain("frame-ancestors 'self'");
    // Any other API path keeps the site's policy.
    const other = await fetch(`${site.url}/api/page/7/scripts`);
    expect(other.headers.get('content-security-policy')).toBe(siteContentSecurityPolicy());
  });

  it('answers 502 in the envelope when the API is down', async () => {
    const lonely = await startSiteServer({ root, port: 0, apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await fetch(`${lonely.url}/api/parameter`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({ success: false });
    } finally {
      await lonely.stop();
    }
  });
});
