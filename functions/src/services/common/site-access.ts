import { defaultsSiteId } from '../../data/site-id.ts';
import type { StaffUser } from '../../repositories/user-repository.ts';

/** An ADMIN may use the sites they belong to, never site 0 (the defaults); a SUPER_ADMIN any site. */
export function staffMayUseSite(user: Pick<StaffUser, 'role' | 'siteIds'>, idSite: number): boolean {
  if (user.role === 'SUPER_ADMIN') return true;
  return idSite !== defaultsSiteId && user.siteIds.includes(idSite);
}
