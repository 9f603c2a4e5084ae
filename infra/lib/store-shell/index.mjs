/* global console, AbortSignal -- Node.js 22's own: the lint config declares no runtime for plain JavaScript. */
/*
 * The storefront's origin-response function (Lambda@Edge, Node.js 22): created in us-east-1 by waf-stack.ts,
 * associated by web-stack.ts with the storefront's default behaviour only — never with `/api/*` or `/media/*`, whose
 * 403 and 404 answers stay as they are (docs/infrastructure.md "The switch, and why no invalidation").
 *
 * The viewer-request function (release-router.js) sends a path of a host that has a release to
 * `/releases/<site>/<release>/<path>/index.html`. A release holds the paths it prerendered; for a path it does not hold
 * (a page or product created since the publication, an address that names nothing) the bucket answers 403 with its
 * XML (CloudFront reads it with GetObject only). This function answers instead what the storefront answers without
 * releases: the SPA shell — the built `index.html` at the bucket's root — with 200 and `cache-control: no-cache`, the
 * SPA then showing the page, or its not-found screen.
 *
 * The shell is read from the bucket when needed (GetObject with this function's role, which the storefront bucket's
 * policy allows on `index.html` alone), not embedded at synth: it is always the build the bucket serves, the us-east-1
 * stack does not depend on the build, and a deployment without a build (nothing uploaded) keeps the right shell. An
 * instance keeps it a minute (`shellTtlMs`): a new build shows within a minute, the previous one staying valid
 * meanwhile (its hashed assets are never pruned). Lambda@Edge has no environment variables: the bucket and its region
 * come from the request's S3 origin (`<bucket>.s3.<region>.amazonaws.com`). The AWS SDK is the runtime's (Node.js 22
 * ships v3), for this one call.
 *
 * Any failure (no S3 origin, no shell, S3 slow or down) answers the origin's response unchanged: never worse than
 * without this function. infra/test/store-shell.test.ts runs this file.
 */

/** The SPA shell's key: the built storefront's `index.html` (web-stack.ts `prerenderTemplateKey`). */
export const shellKey = 'index.html';
/** How long an instance reuses the shell it read. */
export const shellTtlMs = 60_000;
/** How long the read may take: CloudFront gives up on the function after its timeout (5 s, waf-stack.ts). */
export const readTimeoutMs = 3_000;

/** A response of the origin for an object of a release that is not there (S3 says 403 without ListBucket, else 404). */
export function isReleaseMiss(request, response) {
  return (response.status === '403' || response.status === '404') && /^\/releases\/\d+\//.test(request.uri);
}

/** The bucket and region of the request's S3 origin, or null (a custom origin, an unexpected domain). */
export function originBucket(origin) {
  const s3 = origin && origin.s3;
  if (!s3 || typeof s3.domainName !== 'string') return null;
  const regional = /^([a-z0-9][a-z0-9.-]+)\.s3[.-]([a-z]{2}(?:-[a-z]+)+-\d)\.amazonaws\.com(?:\.cn)?$/.exec(
    s3.domainName,
  );
  if (regional) return { bucket: regional[1], region: regional[2] };
  const global = /^([a-z0-9][a-z0-9.-]+)\.s3\.amazonaws\.com$/.exec(s3.domainName);
  if (global)
    return { bucket: global[1], region: typeof s3.region === 'string' && s3.region ? s3.region : 'us-east-1' };
  return null;
}

/** The origin's response turned into the shell: its headers kept (Transfer-Encoding and Via may not be touched). */
export function shellResponse(response, html) {
  const headers = {};
  for (const [name, value] of Object.entries(response.headers || {}))
    if (name !== 'content-length' && name !== 'content-type' && name !== 'cache-control') headers[name] = value;
  headers['content-type'] = [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }];
  headers['cache-control'] = [{ key: 'Cache-Control', value: 'no-cache' }];
  return { status: '200', statusDescription: 'OK', headers, bodyEncoding: 'text', body: html };
}

/** The handler over `readShell({ bucket, region })` (the bucket's `index.html` as text). */
export function createHandler(readShell, now = Date.now) {
  const cache = new Map();
  return async function handler(event) {
    const { request, response } = event.Records[0].cf;
    if (!isReleaseMiss(request, response)) return response;
    const origin = originBucket(request.origin);
    if (!origin) return response;
    const cached = cache.get(origin.bucket);
    if (cached && now() - cached.at < shellTtlMs) return shellResponse(response, cached.html);
    try {
      const html = await readShell(origin);
      cache.set(origin.bucket, { html, at: now() });
      return shellResponse(response, html);
    } catch (error) {
      console.error(`store-shell: ${shellKey} of ${origin.bucket} could not be read: ${error && error.name}`);
      return response;
    }
  };
}

const clients = new Map();

/** GetObject with the function's role (the bucket's policy names it), the client kept per region. */
async function readShellFromS3({ bucket, region }) {
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3');
  if (!clients.has(region)) clients.set(region, new S3Client({ region }));
  const answer = await clients
    .get(region)
    .send(new GetObjectCommand({ Bucket: bucket, Key: shellKey }), { abortSignal: AbortSignal.timeout(readTimeoutMs) });
  return answer.Body.transformToString();
}

export const handler = createHandler(readShellFromS3);
