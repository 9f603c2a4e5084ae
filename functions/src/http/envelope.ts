import { createHash } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { sharedCacheControl, type SharedCache } from '@cellar/shared/routes/define';
import type { Envelope } from '@cellar/shared/envelope';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import type { FieldErrorKeys } from '../lib/errors.ts';
import type { BinaryBody } from '../lib/binary-body.ts';

export function jsonAnswer(status: number, body: Envelope, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
      'cache-control': 'no-store',
    },
    body: JSON.stringify(body),
  };
}

/**
 * A public answer every shopper gets alike (`sharedCache` in the route table): its ETag is the hash of its body
 * (the message is in the request's language, so the language is in it too), a 304 without a body when the browser
 * or CloudFront already holds it, and the Cache-Control that lets CloudFront keep it briefly.
 */
export function sharedAnswer(
  answer: APIGatewayProxyStructuredResultV2,
  cache: SharedCache,
  requestHeaders: Readonly<Record<string, string>>,
): APIGatewayProxyStructuredResultV2 {
  const etag = `"${createHash('sha256')
    .update(answer.body ?? '')
    .digest('base64url')
    .slice(0, 27)}"`;
  const headers: Record<string, string | number | boolean> = {
    ...answer.headers,
    etag,
    'cache-control': sharedCacheControl(cache),
  };
  if (matchesEtag(requestHeaders['if-none-match'], etag)) {
    delete headers['content-type'];
    return { statusCode: 304, headers, body: '' };
  }
  return { ...answer, headers };
}

/** `If-None-Match: "a", W/"b"` or `*` (RFC 9110 §13.1.2: weak comparison). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function translateFieldErrors(
  errors: FieldErrorKeys | Record<string, string[]>,
  lang: Lang,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => translate(k, lang))]),
  );
}

/**
 * Lambda's synchronous answer is at most 6 MB (6,291,456 bytes) *as sent*: the base64 body plus the
 * headers and the JSON around them. Past it API Gateway answers a bare 502; the pipeline answers a
 * 500 in the envelope instead and logs why. In bytes of file, that is about 4.7 MB.
 */
export const maxLambdaAnswerBytes = 6 * 1024 * 1024;
const answerOverheadBytes = 16 * 1024;
export const maxBinaryAnswerBytes = Math.floor(((maxLambdaAnswerBytes - answerOverheadBytes) * 3) / 4);

/** An ASCII stand-in for a file name (old clients): accents dropped, anything unsafe as `_`. */
function asciiFilename(name: string): string {
  const ligatures: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };
  const plain = name
    .replace(/[œŒæÆß]/g, (c) => ligatures[c]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\/;%]/g, '_')
    .trim();
  return plain === '' ? 'file' : plain;
}

/** `attachment; filename="Cuvee.pdf"; filename*=UTF-8''Cuv%C3%A9e.pdf` (RFC 6266, RFC 8187). */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[/\\]/g, '_');
  const ascii = asciiFilename(clean);
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === clean
    ? `${disposition}; filename="${ascii}"`
    : `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A binary route's answer: the bytes base64-encoded, as API Gateway expects (`isBase64Encoded`). */
export function binaryAnswer(status: number, body: BinaryBody, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (body.data.byteLength > maxBinaryAnswerBytes) {
    throw new Error(
      `Binary answer of ${body.data.byteLength} bytes is over the Lambda answer limit (${maxBinaryAnswerBytes} bytes of file)`,
    );
  }
  const headers: Record<string, string> = {
    ...body.headers,
    'content-type': body.contentType,
    'x-request-id': requestId,
    'cache-control': body.cacheControl ?? 'no-store',
    'x-content-type-options': 'nosniff',
    // The same path answers in another language or for another site: caches must key on them.
    vary: 'idsite, idsiteoverride, userlang',
  };
  if (body.filename) headers['content-disposition'] = contentDisposition(body.filename, body.disposition);
  return {
    statusCode: status,
    headers,
    body: Buffer.from(body.data.buffer, body.data.byteOffset, body.data.byteLength).toString('base64'),
    isBase64Encoded: true,
  };
}
