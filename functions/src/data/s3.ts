import { createHash } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest } from '@smithy/types';
import { NodeSha256 } from './node-sha256.ts';
import { env } from '../lib/env.ts';

/**
 * The few S3 calls the functions make (put, get, delete, list, multipart upload, presigned POST), signed with the
 * SDK's own SigV4 signer and sent with `fetch`. The S3 client would add ~200 KB to every Lambda that stores an
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

/** The query string sent: S3 decodes it and signs the values again, so any valid encoding matches the signature. */
const queryString = (query: Record<string, string>): string =>
  Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * S3's InternalError (500) and SlowDown (503) ask for the request again, as the SDK does it: twice more, after a
 * pause. s3rver answers 500 to deletions that race to remove the same emptied folder; sent again, they succeed.
 */
const retriedStatuses = new Set([500, 503]);

async function send(
  method: 'PUT' | 'GET' | 'DELETE' | 'POST',
  key: string,
  body?: Uint8Array,
  headers: Record<string, string> = {},
  bucket?: string,
  query: Record<string, string> = {},
): Promise<Response> {
  const url = objectUrl(key, bucket);
  url.search = queryString(query);
  const request: HttpRequest = {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query,
    headers: {
      host: url.host,
      'x-amz-content-sha256': body ? createHash('sha256').update(body).digest('hex') : 'UNSIGNED-PAYLOAD',
      ...headers,
    },
    body,
  };
  for (let attempt = 1; ; attempt++) {
    const signed = await signer().sign(request);
    const answer = await fetch(url, { method, headers: signed.headers, body: body ? Buffer.from(body) : undefined });
    if (!retriedStatuses.has(answer.status) || attempt >= 3) return answer;
    await answer.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100 * 4 ** (attempt - 1)));
  }
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

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string): string =>
  text.replace(/&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-f]+));/gi, (_, named?: string, dec?: string, hex?: string) =>
    named ? xmlEntities[named.toLowerCase()]! : String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex!, 16)),
  );

/** The text of each `<name>…</name>` of an S3 XML answer, entities decoded (an object key may hold `&`). */
export function xmlValues(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => decodeXml(match[1]!));
}

/** Parts of a multipart upload: S3 wants at least 5 MiB each but the last; what one part holds in memory. */
export const multipartPartBytes = 8 * 1024 * 1024;

/** The chunks joined into parts of at least `size` bytes (the last may be smaller), one part held at a time. */
export async function* partsOf(
  chunks: AsyncIterable<Uint8Array>,
  size = multipartPartBytes,
): AsyncGenerator<Uint8Array> {
  let held: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of chunks) {
    held.push(chunk);
    bytes += chunk.byteLength;
    if (bytes < size) continue;
    yield Buffer.concat(held);
    held = [];
    bytes = 0;
  }
  if (bytes > 0) yield Buffer.concat(held);
}

/** Put, get, remove and list in one bucket: the media bucket, or the releases bucket (release-objects.ts). */
export function objectStore(bucket: () => string) {
  async function put(key: string, data: Uint8Array, contentType: string, cacheControl: string): Promise<void> {
    const answer = await send(
      'PUT',
      key,
      data,
      { 'content-type': contentType, 'cache-control': cacheControl, 'content-length': String(data.byteLength) },
      bucket(),
    );
    if (!answer.ok) throw await failure(answer, `PUT ${key}`);
  }

  /** Multipart upload: the parts as they come, then one object — or none, aborted, when a part fails. */
  async function putParts(key: string, parts: AsyncIterable<Uint8Array>, headers: Record<string, string>) {
    const started = await send('POST', key, undefined, headers, bucket(), { uploads: '' });
    if (!started.ok) throw await failure(started, `POST ${key}?uploads`);
    const uploadId = xmlValues(await started.text(), 'UploadId')[0];
    if (!uploadId) throw new Error(`S3 answered no UploadId for ${key}`);
    try {
      const etags: string[] = [];
      for await (const part of parts) {
        const query = { partNumber: String(etags.length + 1), uploadId };
        const sent = await send('PUT', key, part, { 'content-length': String(part.byteLength) }, bucket(), query);
        if (!sent.ok) throw await failure(sent, `PUT ${key} part ${query.partNumber}`);
        etags.push(sent.headers.get('etag') ?? '');
      }
      const list = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`);
      const body = new TextEncoder().encode(`<CompleteMultipartUpload>${list.join('')}</CompleteMultipartUpload>`);
      const done = await send('POST', key, body, { 'content-type': 'application/xml' }, bucket(), { uploadId });
      // S3 may answer 200 with an error in the body once it has started joining the parts.
      const text = await done.text();
      if (!done.ok || text.includes('<Error>')) throw new Error(`S3 completing ${key} failed: ${text.slice(0, 300)}`);
    } catch (error) {
      // Best effort: the parts of an upload never completed are billed until aborted.
      await send('DELETE', key, undefined, {}, bucket(), { uploadId }).catch(() => undefined);
      throw error;
    }
  }

  return {
    put,

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

    /** The keys under a prefix, a page (up to 1,000) at a time (ListObjectsV2); removing what a page named is fine. */
    async *list(prefix: string): AsyncGenerator<string[]> {
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix };
        if (token) query['continuation-token'] = token;
        const answer = await send('GET', '', undefined, {}, bucket(), query);
        if (!answer.ok) throw await failure(answer, `LIST ${prefix}`);
        const xml = await answer.text();
        const keys = xmlValues(xml, 'Key');
        if (keys.length > 0) yield keys;
        token = xmlValues(xml, 'IsTruncated')[0] === 'true' ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
      } while (token);
    },

    /**
     * An object written from chunks as they come (an export larger than memory should hold): one PUT when they fit
     * in one part, else a multipart upload (`multipartPartBytes` a part, one part in memory at a time).
     */
    async putChunks(key: string, chunks: AsyncIterable<Uint8Array>, contentType: string, cacheControl: string) {
      const parts = partsOf(chunks);
      const first = await parts.next();
      const second = first.done ? first : await parts.next();
      if (second.done) return put(key, first.done ? new Uint8Array() : first.value, contentType, cacheControl);
      const all = (async function* () {
        yield first.value as Uint8Array;
        yield second.value;
        yield* parts;
      })();
      await putParts(key, all, { 'content-type': contentType, 'cache-control': cacheControl });
    },
  };
}

export const s3Objects = {
  ...objectStore(() => env().MEDIA_BUCKET),

  /**
   * A GET of one object that anyone holding the address may make until it expires, S3 answering it with these
   * headers (`response-content-disposition`…): a file too large for a Lambda answer (6 MB) is downloaded this way.
   */
  async presignedGet(
    key: string,
    expiresInSeconds: number,
    answerHeaders: { contentType: string; contentDisposition: string },
  ): Promise<string> {
    const url = objectUrl(key);
    const query = {
      'response-content-type': answerHeaders.contentType,
      'response-content-disposition': answerHeaders.contentDisposition,
    };
    const signed = await signer().presign(
      {
        method: 'GET',
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname,
        query,
        headers: { host: url.host },
      },
      { expiresIn: expiresInSeconds },
    );
    url.search = queryString(signed.query as Record<string, string>);
    return url.toString();
  },

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
