import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeShellDirectory } from '../lib/waf-stack.ts';
import { prerenderTemplateKey } from '../lib/web-stack.ts';

/**
 * The storefront's origin-response function (infra/lib/store-shell/index.mjs), the very file deployed, run on
 * origin-response events as CloudFront sends them, with the S3 read replaced by a stub.
 */
type Header = { key: string; value: string }[];
type Response = {
  status: string;
  statusDescription?: string;
  headers: Record<string, Header>;
  body?: string;
  bodyEncoding?: string;
};
type Origin = { s3?: { domainName: string; region?: string }; custom?: { domainName: string } };
type Event = { Records: { cf: { request: { uri: string; origin?: Origin }; response: Response } }[] };
type ShellModule = {
  shellKey: string;
  shellTtlMs: number;
  originBucket: (origin: Origin | undefined) => { bucket: string; region: string } | null;
  createHandler: (
    readShell: (origin: { bucket: string; region: string }) => Promise<string>,
    now?: () => number,
  ) => (event: Event) => Promise<Response>;
  handler: (event: Event) => Promise<Response>;
};

const file = join(storeShellDirectory, 'index.mjs');
let shell: ShellModule;

beforeAll(async () => {
  // Not a literal specifier: the file is plain JavaScript, without types.
  shell = (await import(pathToFileURL(file).href)) as ShellModule;
});

const bucketDomain = 'cellar-dev-web-storesitebucket1a2b-0f1e2d3c.s3.eu-west-3.amazonaws.com';
const shellHtml = '<!doctype html><div id="root"></div><script type="module" src="/assets/index-1a2b.js"></script>';

/** S3's answer for a key it does not have, read without ListBucket (CloudFront's OAC reads with GetObject only). */
function s3Denied(): Response {
  return {
    status: '403',
    statusDescription: 'Forbidden',
    headers: {
      'content-type': [{ key: 'Content-Type', value: 'application/xml' }],
      'transfer-encoding': [{ key: 'Transfer-Encoding', value: 'chunked' }],
      'x-amz-request-id': [{ key: 'x-amz-request-id', value: 'R1' }],
      server: [{ key: 'Server', value: 'AmazonS3' }],
    },
  };
}

function event(uri: string, response: Response, origin: Origin = { s3: { domainName: bucketDomain } }): Event {
  return { Records: [{ cf: { request: { uri, origin }, response } }] };
}

/** A handler over a stub of the S3 read, recording what it was asked. */
function handlerWith(read: () => Promise<string> = async () => shellHtml, clock = { now: 0 }) {
  const reads: { bucket: string; region: string }[] = [];
  const handler = shell.createHandler(
    async (origin) => {
      reads.push(origin);
      return read();
    },
    () => clock.now,
  );
  return { handler, reads, clock };
}

const releaseMiss = '/releases/1/mb2k9x3a-4fq8zt/nouvelle-page/index.html';

describe("the storefront's origin-response function", () => {
  it('is a Lambda handler file of its own (index.handler, ES module), reading the key the bucket deployment uploads', () => {
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/^export const handler = /m);
    expect(source).not.toMatch(/\brequire\(/);
    expect(shell.shellKey).toBe(prerenderTemplateKey);
    expect(typeof shell.handler).toBe('function');
  });

  it("answers a release's missing document with the SPA shell: 200, HTML, no-cache, S3's XML gone", async () => {
    const { handler, reads } = handlerWith();
    for (const status of ['403', '404']) {
      const answer = await handler(event(releaseMiss, { ...s3Denied(), status }));
      expect(answer).toMatchObject({ status: '200', statusDescription: 'OK', body: shellHtml, bodyEncoding: 'text' });
      expect(answer.headers['content-type']).toEqual([{ key: 'Content-Type', value: 'text/html; charset=utf-8' }]);
      expect(answer.headers['cache-control']).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
      // Lambda@Edge refuses a change to the read-only Transfer-Encoding and Via: kept as the origin sent them.
      expect(answer.headers['transfer-encoding']).toEqual(s3Denied().headers['transfer-encoding']);
    }
    expect(reads[0]).toEqual({ bucket: 'cellar-dev-web-storesitebucket1a2b-0f1e2d3c', region: 'eu-west-3' });
  });

  it('leaves every other answer as the origin sent it: a found document, a missing file, anything outside releases/', async () => {
    const { handler, reads } = handlerWith();
    const found: Response = {
      status: '200',
      headers: { 'content-type': [{ key: 'Content-Type', value: 'text/html' }] },
    };
    expect(await handler(event(releaseMiss, found))).toBe(found);
    for (const uri of ['/favicon.svg', '/assets/index-0000.js', '/index.html', '/releasesx/1/a', '/releases/x/a']) {
      const denied = s3Denied();
      expect(await handler(event(uri, denied)), uri).toBe(denied);
    }
    const failed: Response = { ...s3Denied(), status: '500' };
    expect(await handler(event(releaseMiss, failed))).toBe(failed);
    expect(reads).toEqual([]);
  });

  it("keeps the origin's answer when the shell cannot be read (no build yet, S3 down) or the origin is no S3 bucket", async () => {
    const failing = handlerWith(async () => {
      throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
    });
    const denied = s3Denied();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await failing.handler(event(releaseMiss, denied))).toBe(denied);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    const { handler, reads } = handlerWith();
    const custom = s3Denied();
    expect(await handler(event(releaseMiss, custom, { custom: { domainName: 'api.example' } }))).toBe(custom);
    expect(reads).toEqual([]);
  });

  it('reads the shell once a minute per instance at most: a new build shows within a minute', async () => {
    let html = shellHtml;
    const { handler, reads, clock } = handlerWith(async () => html);
    await handler(event(releaseMiss, s3Denied()));
    html = '<!doctype html><p>new build</p>';
    clock.now = shell.shellTtlMs - 1;
    expect((await handler(event(releaseMiss, s3Denied()))).body).toBe(shellHtml);
    clock.now = shell.shellTtlMs;
    expect((await handler(event(releaseMiss, s3Denied()))).body).toBe(html);
    expect(reads).toHaveLength(2);
  });

  it("finds the bucket and its region in the request's S3 origin (Lambda@Edge has no environment)", () => {
    expect(shell.originBucket({ s3: { domainName: bucketDomain } })).toEqual({
      bucket: 'cellar-dev-web-storesitebucket1a2b-0f1e2d3c',
      region: 'eu-west-3',
    });
    expect(shell.originBucket({ s3: { domainName: 'my.bucket.s3.us-gov-west-1.amazonaws.com' } })).toEqual({
      bucket: 'my.bucket',
      region: 'us-gov-west-1',
    });
    expect(shell.originBucket({ s3: { domainName: 'my-bucket.s3.amazonaws.com', region: 'eu-west-1' } })).toEqual({
      bucket: 'my-bucket',
      region: 'eu-west-1',
    });
    expect(shell.originBucket({ custom: { domainName: 'abc.execute-api.eu-west-3.amazonaws.com' } })).toBeNull();
    expect(shell.originBucket({ s3: { domainName: 'example.com' } })).toBeNull();
    expect(shell.originBucket(undefined)).toBeNull();
  });
});
