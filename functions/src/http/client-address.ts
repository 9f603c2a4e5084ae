import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from '../lib/env.ts';

const sameSecret = (sent: string | undefined, secret: string): boolean => {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `198.51.100.10:46532` → `198.51.100.10`; `[2001:db8::1]:443` or `2001:db8::1:443` → `2001:db8::1`. */
export function addressWithoutPort(value: string): string {
  const text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const colon = text.lastIndexOf(':');
  return colon > 0 && /^\d+$/.test(text.slice(colon + 1)) ? text.slice(0, colon) : text;
}

/**
 * The client's address, for the per-address limits. In AWS requests come through CloudFront, so
 * API Gateway sees CloudFront's address: CloudFront's `cloudfront-viewer-address` is the client's,
 * but only believed when the request also carries the secret origin header CloudFront adds (a
 * client calling API Gateway directly could write the viewer header itself). Otherwise, and
 * locally (the local gateway puts the client's address there), API Gateway's source address.
 */
export function clientAddressOf(event: APIGatewayProxyEventV2, headers: Readonly<Record<string, string>>): string {
  const secret = env().ORIGIN_VERIFY_SECRET;
  const viewer = headers['cloudfront-viewer-address'];
  if (secret && viewer && sameSecret(headers['x-origin-verify'], secret)) return addressWithoutPort(viewer);
  return event.requestContext?.http?.sourceIp || 'unknown';
}
