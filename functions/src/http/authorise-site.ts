import type { Level } from '@cellar/shared/routes/define';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.ts';
import { siteRepository } from '../repositories/site-repository.ts';
import type { Principal } from './types.ts';

/** The `idSite` header: the site cookie, or 0 when there is none (spec 1 §7). */
export function parseSiteHeader(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultsSiteId;
  if (!/^\d{1,9}$/.test(value.trim())) throw new ValidationError({ idSite: ['common.invalidSiteHeader'] }, 'common.invalidSiteHeader');
  return Number(value.trim());
}

/**
 * The site the request may touch. An ADMIN only the sites they belong to (never site 0, the
 * defaults); a SUPER_ADMIN any existing site. Public and customer routes read the header's site.
 */
export async function authoriseSite(level: Level, principal: Principal, requested: number): Promise<SiteId | null> {
  if (level === 'signedIn') return null;
  if (level === 'public' || level === 'customer') return authorisedSiteId(requested);
  if (principal.kind !== 'staff') throw new ForbiddenError();
  const { user } = principal;
  if (user.role === 'SUPER_ADMIN') {
    if (requested !== defaultsSiteId && !(await siteRepository.get(requested))) throw new NotFoundError('common.siteNotFound');
    return authorisedSiteId(requested);
  }
  if (!user.siteIds.includes(requested) || requested === defaultsSiteId) throw new ForbiddenError('common.siteForbidden');
  return authorisedSiteId(requested);
}
