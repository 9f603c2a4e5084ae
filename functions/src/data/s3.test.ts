import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../lib/env.ts';
import { partsOf, s3Objects, xmlValues } from './s3.ts';

/** AWS's documentation example credentials: the signature is checked against an independent derivation. */
const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'cellar-test');
  vi.stubEnv('MEDIA_BUCKET', 'cellar-media-test');
  vi.stubEnv('STAFF_POOL_ID', 'p');
  vi.stubEnv('STAFF_CLIENT_ID', 'c');
  vi.stubEnv('CUSTOMER_POOL_ID', 'p');
  vi.stubEnv('CUSTOMER_CLIENT_ID', 'c');
  vi.stubEnv('AWS_REGION', 'eu-west-3');
  vi.stubEnv('S3_ENDPOINT', undefined);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAIOSFODNN7EXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', secret);
  vi.stubEnv('AWS_SESSION_TOKEN', 'session-token');
  resetEnvCache();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetEnvCache();
});

describe('S3 without the S3 client', () => {
  it('signs a presigned POST policy with the SigV4 key of its day, region and service', async () => {
    const post = await s3Objects.presignedPost('uploads/1/a.png', 'image/png', 5 * 1024 * 1024, 900);
    expect(post.url).toBe('https://cellar-media-test.s3.eu-west-3.amazonaws.com');
    const day = post.fields['X-Amz-Date']!.slice(0, 8);
    expect(post.fields['X-Amz-Credential']).toBe(`AKIAIOSFODNN7EXAMPLE/${day}/eu-west-3/s3/aws4_request`);
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), 'eu-west-3'), 's3'), 'aws4_request');
    expect(post.fields['X-Amz-Signature']).toBe(hmac(signingKey, post.fields.Policy!).toString('hex'));
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'cellar-media-test' },
        ['content-length-range', 1, 5 * 1024 * 1024],
        { key: 'uploads/1/a.png' },
        { 'Content-Type': 'image/png' },
        { 'X-Amz-Security-Token': 'session-token' },
      ]),
    );
  });

  it('sends a signed PUT to the bucket’s virtual-hosted address', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      sent.push({ url: String(url), init });
      return new Response(null, { status: 200 });
    });
    await s3Objects.put(
      'sites/1/product/2/x y.png',
      new Uint8Array([1, 2, 3]),
      'image/png',
      'public, max-age=31536000, immutable',
    );
    expect(sent[0]!.url).toBe('https://cellar-media-test.s3.eu-west-3.amazonaws.com/sites/1/product/2/x%20y.png');
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*x-amz-content-sha256[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers['x-amz-content-sha256']).toBe('039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81');
  });

  it('reads a missing object as null', async () => {
    vi.stubGlobal('fetch', async () => new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 }));
    expect(await s3Objects.get('uploads/1/gone.png')).toBeNull();
  });

  it('lists a prefix page after page, following the continuation token', async () => {
    const sent: URL[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      sent.push(new URL(String(url)));
      const more = !url.searchParams.has('continuation-token');
      return new Response(
        more
          ? '<ListBucketResult><Contents><Key>sites/1/a&amp;b.png</Key></Contents><IsTruncated>true</IsTruncated><NextContinuationToken>t+1</NextContinuationToken></ListBucketResult>'
          : '<ListBucketResult><Contents><Key>sites/1/c.png</Key></Contents><IsTruncated>false</IsTruncated></ListBucketResult>',
        { status: 200 },
      );
    });
    const pages: string[][] = [];
    for await (const page of s3Objects.list('sites/1/')) pages.push(page);
    expect(pages).toEqual([['sites/1/a&b.png'], ['sites/1/c.png']]);
    expect(sent.map((url) => url.origin + url.pathname)).toEqual([
      'https://cellar-media-test.s3.eu-west-3.amazonaws.com/',
      'https://cellar-media-test.s3.eu-west-3.amazonaws.com/',
    ]);
    expect(sent[0]!.searchParams.get('list-type')).toBe('2');
    expect(sent[0]!.searchParams.get('prefix')).toBe('sites/1/');
    expect(sent[1]!.searchParams.get('continuation-token')).toBe('t+1');
  });

  it('asks again when S3 answers InternalError', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => new Response(null, { status: ++calls === 1 ? 500 : 204 }));
    await s3Objects.remove('sites/1/a.png');
    expect(calls).toBe(2);
  });

  it('writes a small object in one PUT, a larger one as a multipart upload of its parts', async () => {
    const sent: Array<{ method: string; url: URL; bytes: number }> = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      const parsed = new URL(String(url));
      sent.push({ method: init.method!, url: parsed, bytes: (init.body as Buffer | undefined)?.byteLength ?? 0 });
      if (parsed.searchParams.has('uploads'))
        return new Response('<InitiateMultipartUploadResult><UploadId>u1</UploadId></InitiateMultipartUploadResult>');
      const part = parsed.searchParams.get('partNumber');
      return new Response('<CompleteMultipartUploadResult/>', { headers: part ? { etag: `"e${part}"` } : {} });
    });
    const chunks = async function* (count: number) {
      for (let i = 0; i < count; i++) yield new Uint8Array(3 * 1024 * 1024);
    };
    await s3Objects.putChunks('private/exports/small.ndjson', chunks(2), 'application/x-ndjson', 'no-store');
    expect(sent.map((s) => [s.method, s.url.search, s.bytes])).toEqual([['PUT', '', 6 * 1024 * 1024]]);
    sent.length = 0;
    await s3Objects.putChunks('private/exports/large.ndjson', chunks(7), 'application/x-ndjson', 'no-store');
    expect(sent.map((s) => [s.method, s.url.search, s.bytes])).toEqual([
      ['POST', '?uploads=', 0],
      ['PUT', '?partNumber=1&uploadId=u1', 9 * 1024 * 1024],
      ['PUT', '?partNumber=2&uploadId=u1', 9 * 1024 * 1024],
      ['PUT', '?partNumber=3&uploadId=u1', 3 * 1024 * 1024],
      ['POST', '?uploadId=u1', expect.any(Number)],
    ]);
  });

  it('aborts a multipart upload whose completion S3 refuses', async () => {
    const methods: string[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      methods.push(init.method!);
      if (new URL(String(url)).searchParams.has('uploads'))
        return new Response('<InitiateMultipartUploadResult><UploadId>u1</UploadId></InitiateMultipartUploadResult>');
      if (init.method === 'POST') return new Response('<Error><Code>InvalidPart</Code></Error>');
      return new Response(null, { headers: { etag: '"e"' } });
    });
    const chunks = async function* () {
      for (let i = 0; i < 3; i++) yield new Uint8Array(5 * 1024 * 1024);
    };
    await expect(s3Objects.putChunks('private/x.ndjson', chunks(), 'text/plain', 'no-store')).rejects.toThrow(
      'InvalidPart',
    );
    expect(methods.at(-1)).toBe('DELETE');
  });
});

describe('the S3 helpers', () => {
  it('joins chunks into parts of at least the part size, the last one smaller', async () => {
    const chunks = async function* () {
      for (const size of [3, 4, 2, 5, 1]) yield new Uint8Array(size);
    };
    const sizes: number[] = [];
    for await (const part of partsOf(chunks(), 6)) sizes.push(part.byteLength);
    expect(sizes).toEqual([7, 7, 1]);
  });

  it('reads the values of an XML answer with their entities decoded', () => {
    expect(xmlValues('<a><Key>x&amp;y&#39;&#x7A;</Key><Key>b</Key></a>', 'Key')).toEqual(["x&y'z", 'b']);
    expect(xmlValues('<a/>', 'Key')).toEqual([]);
  });
});
