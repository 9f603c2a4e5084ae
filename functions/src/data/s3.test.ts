import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../lib/env.ts';
import { s3Objects } from './s3.ts';

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
});
