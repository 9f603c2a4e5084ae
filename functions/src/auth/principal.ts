import type { SiteId } from '../data/site-id.ts';
import type { StaffUser } from '../repositories/user-repository.ts';

/**
 * Who is calling, as the authentication step established it. A customer's `site` is the site of its
 * account (its token's username), which the step checked against the request's `idSite`.
 */
export type Principal =
  { kind: 'anonymous' } | { kind: 'staff'; user: StaffUser } | { kind: 'customer'; sub: string; site: SiteId };
