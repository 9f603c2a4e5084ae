import type { Level } from '@cellar/shared/routes/define';
import { tokenVerifier, type VerifiedToken } from '../auth/token-verifier.ts';
import { authorisedSiteId } from '../data/site-id.ts';
import { siteOfCustomerUsername } from '../identity/customer-username.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { userRepository } from '../repositories/user-repository.ts';
import { requestedSite } from './authorise-site.ts';
import type { Principal } from '../auth/principal.ts';

/** The token from `Authorization`: `Bearer <jwt>`, or the bare cookie value the admin sends. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token.length > 0 ? token : undefined;
}

async function verify(token: string): Promise<VerifiedToken | null> {
  try {
    return await (await tokenVerifier()).verify(token);
  } catch (error) {
    logger.info('token refused', { reason: (error as Error).message });
    return null;
  }
}

/**
 * A customer's token works on its own site only (docs/request-pipeline.md): its username starts
 * with the site of the account (`<idSite>#<email>`), which must be the site the request names
 * (`idSite`, or `idSiteOverride` when sent). Another site is a 403 on customer and signed-in
 * routes; public routes treat the caller as anonymous (a guest of that shop).
 */
function customerOfSite(level: Level, verified: VerifiedToken, requested: number): Principal {
  const own = siteOfCustomerUsername(verified.username);
  if (own === null) {
    if (level === 'public') return { kind: 'anonymous' };
    throw new UnauthorizedError();
  }
  if (own !== requested) {
    if (level === 'public') return { kind: 'anonymous' };
    throw new ForbiddenError('customer.otherSite');
  }
  return { kind: 'customer', sub: verified.sub, site: authorisedSiteId(own) };
}

/**
 * Establishes who calls, as the route's level demands: a forged, expired or other-pool token, or a
 * disabled staff user, is a 401 on any route that needs a sign-in. Public routes ignore a bad token.
 */
export async function authenticate(
  level: Level,
  authorization: string | undefined,
  headers: Record<string, string> = {},
): Promise<Principal> {
  const token = bearerToken(authorization);
  if (!token) {
    if (level === 'public') return { kind: 'anonymous' };
    throw new UnauthorizedError();
  }
  const verified = await verify(token);
  if (!verified) {
    if (level === 'public') return { kind: 'anonymous' };
    throw new UnauthorizedError();
  }
  if (verified.pool === 'customer') {
    if (level === 'admin' || level === 'superAdmin') throw new UnauthorizedError();
    return customerOfSite(level, verified, requestedSite(headers));
  }
  if (level === 'customer') throw new UnauthorizedError();
  const user = await userRepository.findBySub(verified.sub);
  if (!user || !user.valid) {
    if (level === 'public') return { kind: 'anonymous' };
    throw new UnauthorizedError();
  }
  if (level === 'superAdmin' && user.role !== 'SUPER_ADMIN') throw new ForbiddenError();
  return { kind: 'staff', user };
}
