import { describe, expect, it } from 'vitest';
import { siteContentSecurityPolicy } from '@cellar/shared/resources/security-headers';
import { scriptOriginsEdgeKey } from '@cellar/shared/content/script-to-load';
import { storeCspCode } from '../lib/web-stack.ts';

/**
 * The storefront's viewer-response function (infra/lib/store-csp.js), run as CloudFront runs it: its own text with the
 * base policy put in as web-stack.ts does, its `cloudfront` module replaced by a KeyValueStore held in memory.
 */
const base = siteContentSecurityPolicy({ frameAncestors: ['https://admin.example'] });
const importLine = "import cf from 'cloudfront';";

type Entry = { value: string };
type Event = {
  request: { uri: string; querystring: Record<string, Entry>; headers: Record<string, Entry> };
  response: { statusCode: number; headers: Record<string, Entry> };
};

function cspOf(store: Record<string, string>) {
  const cf = {
    kvs: () => ({
      get: async (key: string) => {
        if (!Object.hasOwn(store, key)) throw new Error(`The key ${key} does not exist`);
        return store[key];
      },
    }),
  };
  const code = storeCspCode(base).replace(importLine, '');
  const handler = new Function('cf', `${code}\nreturn handler;`)(cf) as (event: Event) => Promise<Event['response']>;
  return async (host: string, query: Record<string, string> = {}) => {
    const response = await handler({
      request: {
        uri: '/',
        querystring: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }])),
        headers: { host: { value: host } },
      },
      response: { statusCode: 200, headers: { 'content-security-policy': { value: "default-src 'none'" } } },
    });
    return response.headers['content-security-policy']!.value;
  };
}

describe("the storefront's CSP function", () => {
  const pointers = {
    'shop.example': 'releases/7/r-2',
    'site-9': 'releases/9/r-1',
    [scriptOriginsEdgeKey(7)]: 'https://cdn.example.com https://stats.example.org:8443',
  };

  it("adds the site's script origins to script-src, the rest of the policy as the response headers policy has it", async () => {
    const csp = await cspOf(pointers)('shop.example');
    expect(csp).toBe(
      siteContentSecurityPolicy({
        frameAncestors: ['https://admin.example'],
        script: ['https://cdn.example.com', 'https://stats.example.org:8443'],
      }),
    );
  });

  it('writes the base policy for a site without scripts, a host without a release and the shared address', async () => {
    const csp = cspOf(pointers);
    expect(await csp('other.example')).toBe(base);
    expect(await csp('d111.cloudfront.net', { site: '9' })).toBe(base);
    expect(await csp('d111.cloudfront.net')).toBe(base);
  });

  it('finds the site by the shared address ?site= as the release router does', async () => {
    const csp = await cspOf({ ...pointers, [scriptOriginsEdgeKey(9)]: 'https://cdn.example.com' })('d.cloudfront.net', {
      site: '9',
    });
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
  });

  it('ignores anything in the store that is not an https origin: keywords, wildcards, schemes, paths', async () => {
    const csp = await cspOf({
      ...pointers,
      [scriptOriginsEdgeKey(7)]:
        "'unsafe-inline' * javascript:alert(1) http://plain.example https://x.example/a.js data:",
    })('shop.example');
    expect(csp).toBe(base);
  });

  it("stays within CloudFront Functions' 10 KB of code, the base policy put in", () => {
    expect(Buffer.byteLength(storeCspCode(base))).toBeLessThan(10 * 1024);
  });
});
