import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Re-signs a token's claims with cognito-local's published key: a token that is genuinely signed
 * by the local issuer, but with the claims a test wants (an expired one).
 */
export function resignWith(
  token: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [header, payload] = token.split('.');
  const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { pem } = JSON.parse(readFileSync(keyFile, 'utf8')) as { pem: string };
  const body = `${header}.${encode(change(decode(payload!)))}`;
  const signature = createSign('RSA-SHA256').update(body).sign(pem).toString('base64url');
  return `${body}.${signature}`;
}

/** The same token with one character of its signature changed. */
export function tamper(token: string): string {
  const last = token.at(-5) === 'A' ? 'B' : 'A';
  return token.slice(0, -5) + last + token.slice(-4);
}
