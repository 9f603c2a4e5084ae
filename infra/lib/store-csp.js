import cf from 'cloudfront';

/*
 * The storefront's viewer-response function (CloudFront Functions, runtime JS 2.0; web-stack.ts): the site's own
 * Content-Security-Policy, whose `script-src` names the origins of the site's valid scripts to load
 * (docs/publishing.md "Redirections and script origins").
 *
 * - The site is the one whose release the request's pointer names, looked up as the release router looks it up
 *   (`pointerLookupKeys`, shared/src/workflows/releases.ts): the event's request is the viewer's own, not the
 *   router's rewrite.
 * - `scripts-<site>` (written by the content group, functions/src/services/content/edge-entries.ts) holds the
 *   origins, space-separated; only `https://host[:port]` origins are kept, anything else (a keyword, `*`, a scheme)
 *   is ignored.
 * - The header is always written whole, from `baseCsp`: the storefront's policy (`siteContentSecurityPolicy`), put
 *   here at synth time, the one the response headers policy holds. That policy does not override a CSP already
 *   present, so whichever of the two CloudFront applies last, the browser gets this function's header.
 * infra/test/store-csp.test.ts runs this file against the shared rules. No `export`: CloudFront calls `handler`.
 */

const pointers = cf.kvs();
// Replaced at synth time by the policy's CSP (`storeCspCode` in web-stack.ts).
const baseCsp = '__BASE_CSP__';
const releasePrefixPattern = /^releases\/(\d+)\/[\w-]+$/;
const originPattern = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

function param(request, name) {
  const entry = request.querystring[name];
  return entry && typeof entry.value === 'string' ? entry.value : null;
}

function pointerLookupKeys(request) {
  const keys = [];
  const preview = param(request, 'preview');
  if (preview && /^\d{1,9}-[0-9a-f]{8,64}$/.test(preview)) keys.push('preview-' + preview);
  const host = request.headers.host ? request.headers.host.value.toLowerCase().replace(/:\d+$/, '') : '';
  if (host) keys.push(host);
  const site = param(request, 'site');
  if (site && /^\d{1,9}$/.test(site)) keys.push('site-' + site);
  return keys;
}

/** A key's value, or null: `get` throws for a missing key. */
async function read(key) {
  try {
    return await pointers.get(key);
  } catch (_error) {
    return null;
  }
}

async function siteOf(request) {
  const keys = pointerLookupKeys(request);
  for (let i = 0; i < keys.length; i++) {
    const match = releasePrefixPattern.exec((await read(keys[i])) || '');
    if (match) return match[1];
  }
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by its name.
async function handler(event) {
  const response = event.response;
  const site = await siteOf(event.request);
  const value = site === null ? null : await read('scripts-' + site);
  const origins = (value || '').split(' ').filter((origin) => originPattern.test(origin));
  response.headers['content-security-policy'] = {
    value: origins.length ? baseCsp.replace("script-src 'self'", "script-src 'self' " + origins.join(' ')) : baseCsp,
  };
  return response;
}
