import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { PoolKind } from '@cellar/shared/resources/user-pools';
import { env } from '../lib/env.ts';

export interface VerifiedToken {
  pool: PoolKind;
  sub: string;
  /** The pool's username (access tokens carry it): a customer's starts with its site, `<idSite>#`. */
  username: string | undefined;
}

interface Verifier {
  verify(token: string): Promise<VerifiedToken>;
}

let verifier: Promise<Verifier> | undefined;

/** Verifies an access token of either pool and says which pool issued it (by its issuer). */
export function tokenVerifier(): Promise<Verifier> {
  verifier ??= env().AUTH_MODE === 'local' ? localVerifier() : Promise.resolve(cognitoVerifier());
  return verifier;
}

export function resetTokenVerifier(): void {
  verifier = undefined;
}

function poolOfIssuer(iss: unknown): PoolKind {
  const { STAFF_POOL_ID, CUSTOMER_POOL_ID } = env();
  if (typeof iss === 'string' && iss.endsWith(`/${STAFF_POOL_ID}`)) return 'staff';
  if (typeof iss === 'string' && iss.endsWith(`/${CUSTOMER_POOL_ID}`)) return 'customer';
  throw new Error('Token from an unknown issuer');
}

function cognitoVerifier(): Verifier {
  const e = env();
  const inner = CognitoJwtVerifier.create([
    { userPoolId: e.STAFF_POOL_ID, clientId: e.STAFF_CLIENT_ID, tokenUse: 'access' },
    { userPoolId: e.CUSTOMER_POOL_ID, clientId: e.CUSTOMER_CLIENT_ID, tokenUse: 'access' },
  ]);
  return {
    async verify(token) {
      const payload = await inner.verify(token);
      return {
        pool: poolOfIssuer(payload.iss),
        sub: payload.sub,
        username: typeof payload.username === 'string' ? payload.username : undefined,
      };
    },
  };
}

/**
 * cognito-local signs with a key published in its source: this verifier must never run in AWS.
 * aws-jwt-verify refuses an http JWKS address, so the JWKS is fetched here and handed over.
 */
async function localVerifier(): Promise<Verifier> {
  if (process.env.AWS_LAMBDA_FUNCTION_NAME || process.env.AWS_EXECUTION_ENV) {
    throw new Error('AUTH_MODE=local is refused inside a Lambda');
  }
  const e = env();
  if (!e.COGNITO_ENDPOINT) throw new Error('AUTH_MODE=local needs COGNITO_ENDPOINT');
  const pools = [
    { kind: 'staff' as const, poolId: e.STAFF_POOL_ID, clientId: e.STAFF_CLIENT_ID },
    { kind: 'customer' as const, poolId: e.CUSTOMER_POOL_ID, clientId: e.CUSTOMER_CLIENT_ID },
  ];
  const issuers = pools.map((p) => ({
    issuer: `${e.COGNITO_ENDPOINT}/${p.poolId}`,
    audience: null,
    customJwtCheck: ({ payload }: { payload: Record<string, unknown> }) => {
      if (payload.token_use !== 'access') throw new Error('Not an access token');
      if (payload.client_id !== p.clientId) throw new Error('Token of another client');
    },
  }));
  const inner = JwtRsaVerifier.create(issuers);
  for (const p of pools) {
    const answer = await fetch(`${e.COGNITO_ENDPOINT}/${p.poolId}/.well-known/jwks.json`);
    if (!answer.ok) throw new Error(`cognito-local JWKS: HTTP ${answer.status}`);
    inner.cacheJwks((await answer.json()) as Jwks, `${e.COGNITO_ENDPOINT}/${p.poolId}`);
  }
  return {
    async verify(token) {
      const payload = await inner.verify(token);
      return {
        pool: poolOfIssuer(payload.iss),
        sub: String(payload.sub),
        username: typeof payload.username === 'string' ? payload.username : undefined,
      };
    },
  };
}
