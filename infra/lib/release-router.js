import cf from 'cloudfront';

/*
 * The storefront's viewer-request function (CloudFront Functions, runtime JS 2.0; web-stack.ts): serves each site's
 * current release (docs/infrastructure.md "Workflows stack and alarms"). A behaviour has one viewer-request function,
 * so this one also does the SPA fallback (the rule of `spaFallbackCode` in web-stack.ts, still the admin's function).
 *
 * 1. The path names a release document (`releaseDocumentPath`, the rule of shared/src/workflows/releases.ts):
 *    `/` → `index.html`, `/le-domaine` → `le-domaine/index.html`; files, `/api`, `/media`, `/assets` and the
 *    client-only screens (`/cart`, `/checkout`, `/account…`, `/password…`, `/e-label…`, `/preview…`) name none.
 * 2. The release pointers (the KeyValueStore associated with this function, written by the workflows): the keys of
 *    `pointerLookupKeys` (same file) in order, the first that exists winning: a live edit's `?preview=<id>-<token>`,
 *    the request's host, the shared address's `?site=<id>`. A value is a release's prefix, `releases/<site>/<id>`.
 * 3. Found: the request goes to `/<prefix>/<document>`. The cache key is that rewritten path, so a switch serves the
 *    new release at once, with no invalidation, and each release's documents stay cached as long as they live. A
 *    document the release does not hold gets the bucket's 403, which the behaviour's origin-response function
 *    (store-shell/index.mjs, Lambda@Edge) turns into the SPA shell.
 * 2b. A release found, the path is first looked up in its site's redirections (`redirectionLookupPath`, also a file's
 *    path an older site had): a valid one answers its status code and Location at once.
 * 4. Otherwise, as without releases: a path without a file extension is a client route of the SPA (`/index.html`).
 *
 * The releases' own objects are never served by their bucket path (`/releases/…`: a preview's drafts, the snapshots):
 * only through a pointer. infra/test/release-router.test.ts runs this file against the shared rules.
 * No `export`: CloudFront calls the top-level `handler`.
 */

// The one KeyValueStore associated with the function.
const pointers = cf.kvs();

const releasePrefixPattern = /^releases\/\d+\/[\w-]+$/;

// The storefront's client-only screens (cart, checkout, account, password, e-label, preview), with or without a
// language prefix (/en_US, /de_DE).
const clientOnlyPath =
  /^(\/[a-z]{2,3}_[A-Z]{2})?\/(cart|checkout|checkout\/confirmation|(account|password|e-label|preview)(\/.*)?)$/;

function releaseDocumentPath(urlPath) {
  if (urlPath.charAt(0) !== '/') return null;
  const path = urlPath.replace(/\/+$/, '');
  if (path === '') return 'index.html';
  if (/^\/(api|media|assets)(\/|$)/.test(path)) return null;
  if (clientOnlyPath.test(path)) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return null;
  if (!/^[\w\-/%]+$/.test(path)) return null;
  return path.slice(1) + '/index.html';
}

/** The path a redirection is looked up for, or null (`redirectionLookupPath`, shared/src/content/redirection.ts). */
function redirectionLookupPath(urlPath) {
  if (urlPath.charAt(0) !== '/' || /^\/(api|media|assets)(\/|$)/.test(urlPath)) return null;
  const path = urlPath.replace(/\/+$/, '') || '/';
  if (releaseDocumentPath(urlPath) === null && !/\.[^/]*$/.test(path)) return null;
  return path;
}

/**
 * The valid redirection of the release's site for the path (`redirect-<site>-<path>` → `<status> <target>`, written by
 * the content group when a redirection changes: functions/src/services/content/edge-entries.ts), as a response.
 */
async function redirection(release, path) {
  let value;
  try {
    value = await pointers.get('redirect-' + release.split('/')[1] + '-' + path);
  } catch (_error) {
    return null;
  }
  const match = /^(301|302|307|308) (\S+)$/.exec(value);
  if (!match) return null;
  return {
    statusCode: Number(match[1]),
    statusDescription: match[1] === '302' ? 'Found' : match[1] === '307' ? 'Temporary Redirect' : 'Moved Permanently',
    headers: { location: { value: match[2] }, 'cache-control': { value: 'no-store' } },
  };
}

/** A query parameter's (first) value, or null. */
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

/** The release prefix a key points to, or null: `get` throws for a missing key (and for one the store cannot hold). */
async function pointer(key) {
  try {
    const value = await pointers.get(key);
    return releasePrefixPattern.test(value) ? value : null;
  } catch (_error) {
    return null;
  }
}

/** A path into the releases themselves, percent-encoding undone as S3 undoes it. */
function isReleaseObject(uri) {
  let decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
  } catch (_error) {
    // a malformed escape: S3 would not find the key either
  }
  return /^\/releases\/[^/]/.test(decoded);
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by its name.
async function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (isReleaseObject(uri)) return { statusCode: 404, statusDescription: 'Not Found' };
  const document = releaseDocumentPath(uri);
  const redirected = redirectionLookupPath(uri);
  if (redirected !== null) {
    const keys = pointerLookupKeys(request);
    // One after the other: CloudFront advises against Promise combinators in functions (memory).
    for (let i = 0; i < keys.length; i++) {
      const release = await pointer(keys[i]);
      if (release) {
        // The site's redirections apply before any page is served (its release names the site).
        const answer = await redirection(release, redirected);
        if (answer) return answer;
        if (document === null) break;
        request.uri = '/' + release + '/' + document;
        return request;
      }
    }
  }
  const last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
