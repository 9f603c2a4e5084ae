import { functionalityOfRoute } from '@cellar/shared/site/functionality-catalogue';
import type { Principal } from '../auth/principal.ts';
import { ForbiddenError } from '../lib/errors.ts';
import { siteRepository } from '../repositories/site-repository.ts';

/**
 * The site-right test on the server (spec 1 §6): a route the functionality catalogue gates answers 403 to a site whose
 * functionality list lacks its key; a SUPER_ADMIN passes (the admin-menu view is the admin's display, not a right).
 * Only gated routes read the site (one GetItem): the others cost nothing. Not cached, so a key linked or removed by
 * the super-admin holds from the next call on.
 */
export async function checkFunctionality(
  route: { name: string; group: string; level: string },
  principal: Principal,
  site: number | null,
): Promise<void> {
  const key = functionalityOfRoute(route);
  if (key === undefined || site === null) return;
  if (principal.kind === 'staff' && principal.user.role === 'SUPER_ADMIN') return;
  const record = await siteRepository.get(site);
  if (!record?.functionalities.includes(key)) throw new ForbiddenError('functionality.notEnabled');
}
