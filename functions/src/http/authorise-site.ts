import type { RouteDef } from '@cellar/shared/routes/define';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.ts';
import { siteRepository } from '../repositories/site-repository.ts';
import { staffMayUseSite } from '../services/common/site-access.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * The site a request names: the `idSiteOverride` header when present (the admin sends it to write
 * the defaults of site 0 from any screen, spec 1 §7), else `idSite` (the site cookie), else 0.
 * Either way it is authorised below like any other site.
 */
export function requestedSite(headers: Record<string, string>): number {
  const override = headers.idsiteoverride;
  return parseSiteHeader(override !== undefined && override.trim() !== '' ? override : headers.idsite);
}

export function parseSiteHeader(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultsSiteId;
  if (!/^\d{1,9}$/.test(value.trim()))
    throw new ValidationError({ idSite: ['common.invalidSiteHeader'] }, 'common.invalidSiteHeader');
  return Number(value.trim());
}

/**
 * The site the request may touch. An ADMIN only the sites they belong to (never site 0, the
 * defaults); a SUPER_ADMIN any existing site. Public and customer routes read the header's site.
 */
export async function authoriseSite(
  route: Pick<RouteDef, 'level' | 'siteless'>,
  principal: Principal,
  requested: number,
): Promise<SiteId | null> {
  const { level } = route;
  if (level === 'signedIn' || route.siteless) return null;
  if (level === 'public' || level === 'customer') return authorisedSiteId(requested);
  if (principal.kind !== 'staff') throw new ForbiddenError();
  const { user } = principal;
  if (user.role === 'SUPER_ADMIN') {
    if (requested !== defaultsSiteId && !(await siteRepository.get(requested)))
      throw new NotFoundError('common.siteNotFound');
    return authorisedSiteId(requested);
  }
  if (!staffMayUseSite(user, requested)) throw new ForbiddenError('common.siteForbidden');
  return authorisedSiteId(requested);
}
