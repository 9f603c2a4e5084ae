import { createHmac, createPrivateKey, createPublicKey, createSign, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resignWith, tamper } from '../tokens.ts';

/**
 * Tokens an attacker can make from a real one (the victim's own): each must be a 401 on every route
 * that needs a sign-in. A token signed by cognito-local's key with other claims is not among them:
 * that key is the issuer's (accepted by design, as Cognito's would be) — except when the claims it
 * signs are ones the verifier must refuse whoever signed them (expired, another issuer, another
 * client, not an access token, not valid yet).
 */

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/** cognito-local's published key pair (its public half is in the JWKS the API trusts). */
function localPublicPem(): string {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { pem } = JSON.parse(readFileSync(file, 'utf8')) as { pem: string };
  return createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'pem' }).toString();
}

export interface Forgery {
  name: string;
  token: string;
}

/** Every forgery of `token` (an access token of either pool), named for the failure messages. */
export function forgeriesOf(token: string, cognitoEndpoint: string): Forgery[] {
  const [headerPart, payloadPart] = token.split('.') as [string, string];
  const header = decode(headerPart);
  const claims = decode(payloadPart);
  const now = Math.floor(Date.now() / 1000);

  const signedBy = (
    key: Parameters<ReturnType<typeof createSign>['sign']>[0],
    h: Record<string, unknown>,
    c: Record<string, unknown>,
  ) => {
    const body = `${encode(h)}.${encode(c)}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
  };
  const hs256 = (secret: string) => {
    const body = `${encode({ ...header, alg: 'HS256' })}.${payloadPart}`;
    return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  };

  return [
    { name: 'tampered signature', token: tamper(token) },
    { name: 'signed with another private key (same kid)', token: signedBy(otherKey, header, claims) },
    {
      name: 'other private key, claims of a super-admin',
      token: signedBy(otherKey, header, {
        ...claims,
        'cognito:groups': ['SUPER_ADMIN'],
        username: 'super@cellar.local',
      }),
    },
    { name: 'alg none, no signature', token: `${encode({ ...header, alg: 'none' })}.${payloadPart}.` },
    {
      name: 'alg none, original signature kept',
      token: `${encode({ ...header, alg: 'none' })}.${payloadPart}.${token.split('.')[2]}`,
    },
    { name: 'HS256 keyed with the public key', token: hs256(localPublicPem()) },
    {
      name: 'expired (issuer key, exp an hour ago)',
      token: resignWith(token, (c) => ({ ...c, iat: now - 7200, exp: now - 3600 })),
    },
    {
      name: 'not valid yet (issuer key, nbf in an hour)',
      token: resignWith(token, (c) => ({ ...c, nbf: now + 3600, iat: now + 3600 })),
    },
    {
      name: 'another issuer (issuer key, iss of a pool we do not trust)',
      token: resignWith(token, (c) => ({ ...c, iss: `${cognitoEndpoint}/local_NotOurPool` })),
    },
    {
      name: 'another audience (issuer key, client_id of another app)',
      token: resignWith(token, (c) => ({ ...c, client_id: 'another-app-client' })),
    },
    {
      name: 'an id token, not an access token (issuer key, token_use id)',
      token: resignWith(token, (c) => ({ ...c, token_use: 'id', aud: c.client_id })),
    },
    { name: 'no signature part', token: `${headerPart}.${payloadPart}` },
    { name: 'not a JWT', token: 'not-a-token' },
  ];
}
