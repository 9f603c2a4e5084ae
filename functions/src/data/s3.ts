import { createHash } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest } from '@smithy/types';
import { NodeSha256 } from './node-sha256.ts';
import { env } from '../lib/env.ts';

/**
 * The few S3 calls the functions make (put, get, delete, presigned POST), signed with the SDK's own
 * SigV4 signer and sent with `fetch`. The S3 client would add ~200 KB to every Lambda that stores an
 * image (measured: `npm run bench -- bundles`), and the catalog Lambda must stay small
 * (docs/decisions.md "S3 without the S3 client"). The signer is already in every bundle (DynamoDB).
 *
 * Locally: s3rver, path-style, its fixed key pair; it checks neither signatures nor POST policies,
 * so the services check size and type again after an upload.
 */

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Inside a Lambda the role's credentials are in the environment (what the SDK's own provider reads there). */
function credentials(): Credentials {
  if (env().S3_ENDPOINT) return { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) throw new Error('No AWS credentials in the environment');
  return { accessKeyId: AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SECRET_ACCESS_KEY, sessionToken: AWS_SESSION_TOKEN };
}

function signer(): SignatureV4 {
  return new SignatureV4({
    credentials: credentials(),
    region: env().AWS_REGION,
    service: 's3',
    sha256: NodeSha256,
    uriEscapePath: false,
  });
}

const encodeKey = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

/** The bucket's address: path-style on s3rver, virtual-hosted in AWS. */
function bucketUrl(bucket = env().MEDIA_BUCKET): URL {
  const { S3_ENDPOINT, AWS_REGION } = env();
  return S3_ENDPOINT
    ? new URL(`${S3_ENDPOINT.replace(/\/$/, '')}/${bucket}/`)
    : new URL(`https://${bucket}.s3.${AWS_REGION}.amazonaws.com/`);
}

function objectUrl(key: string, bucket?: string): URL {
  const base = bucketUrl(bucket);
  return new URL(`${base.pathname}${encodeKey(key)}`, base);
}

async function send(
  method: 'PUT' | 'GET' | 'DELETE',
  key: string,
  body?: Uint8Array,
  headers: Record<string, string> = {},
  bucket?: string,
): Promise<Response> {
  const url = objectUrl(key, bucket);
  const request: HttpRequest = {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: {
      host: url.host,
      'x-amz-content-sha256': body ? createHash('sha256').update(body).digest('hex') : 'UNSIGNED-PAYLOAD',
      ...headers,
    },
    body,
  };
  const signed = await signer().sign(request);
  return fetch(url, { method, headers: signed.headers, body: body ? Buffer.from(body) : undefined });
}

async function failure(answer: Response, what: string): Promise<Error> {
  const text = await answer.text().catch(() => '');
  return new Error(`S3 ${what} answered ${answer.status}: ${text.slice(0, 300)}`);
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Put, get and remove in one bucket: the media bucket, or the releases bucket (release-objects.ts). */
export function objectStore(bucket: () => string) {
  return {
    async put(key: string, data: Uint8Array, contentType: string, cacheControl: string): Promise<void> {
      const answer = await send(
        'PUT',
        key,
        data,
        { 'content-type': contentType, 'cache-control': cacheControl, 'content-length': String(data.byteLength) },
        bucket(),
      );
      if (!answer.ok) throw await failure(answer, `PUT ${key}`);
    },

    /** The object's bytes and type, or null when there is none. */
    async get(key: string): Promise<{ data: Uint8Array; contentType: string } | null> {
      const answer = await send('GET', key, undefined, {}, bucket());
      if (answer.status === 404) return null;
      if (!answer.ok) throw await failure(answer, `GET ${key}`);
      return {
        data: new Uint8Array(await answer.arrayBuffer()),
        contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    /** Removing an object that is already gone is fine (S3 answers 204 either way). */
    async remove(key: string): Promise<void> {
      const answer = await send('DELETE', key, undefined, {}, bucket());
      if (!answer.ok && answer.status !== 404) throw await failure(answer, `DELETE ${key}`);
    },
  };
}

export const s3Objects = {
  ...objectStore(() => env().MEDIA_BUCKET),

  /**
   * A browser form upload of exactly one object: the policy pins the key, the type and a size range
   * (S3 refuses anything else; s3rver does not, hence the services' second check).
   */
  async presignedPost(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedPost & { expiresAt: string }> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + expiresInSeconds * 1000);
    const { AWS_REGION, MEDIA_BUCKET } = env();
    const creds = credentials();
    const date = amzDate(now);
    const credential = `${creds.accessKeyId}/${date.slice(0, 8)}/${AWS_REGION}/s3/aws4_request`;
    const fields: Record<string, string> = {
      key,
      'Content-Type': contentType,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': credential,
      'X-Amz-Date': date,
      ...(creds.sessionToken ? { 'X-Amz-Security-Token': creds.sessionToken } : {}),
    };
    const policy = {
      expiration: expiresAt.toISOString(),
      conditions: [
        { bucket: MEDIA_BUCKET },
        ['content-length-range', 1, maxBytes],
        ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
      ],
    };
    fields.Policy = Buffer.from(JSON.stringify(policy)).toString('base64');
    fields['X-Amz-Signature'] = await signer().sign(fields.Policy, { signingDate: now });
    return { url: bucketUrl().toString().replace(/\/$/, ''), fields, expiresAt: expiresAt.toISOString() };
  },
};
