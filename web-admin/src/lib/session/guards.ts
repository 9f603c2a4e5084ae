/** The two route guards, the super-admin test and the site-right test, as pure functions (spec 1 §6). */

export interface GuardUser {
  role: string;
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/** The route guards there are (spec 1 §6); any other name is an unknown middleware (spec 1 §8). */
export const guardNames = ['admin', 'superAdmin'] as const;
export type GuardName = (typeof guardNames)[number];

export function isGuardName(name: string): name is GuardName {
  return (guardNames as readonly string[]).includes(name);
}

export function isStaff(user: GuardUser | null | undefined): boolean {
  return user?.role === 'ADMIN' || user?.role === 'SUPER_ADMIN';
}

/** True only when the role is SUPER_ADMIN and the admin-menu view is off. */
export function isSuperAdmin(user: GuardUser | null | undefined, showMenuAsAdmin: boolean): boolean {
  return user?.role === 'SUPER_ADMIN' && !showMenuAsAdmin;
}

/** The login screen, with the path to come back to. */
export function loginRedirect(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}

/** The admin area needs ADMIN or SUPER_ADMIN, else `/login?redirect=<current path>`. */
export function adminGuard(user: GuardUser | null | undefined, currentPath: string): GuardDecision {
  return isStaff(user) ? { allow: true } : { allow: false, redirect: loginRedirect(currentPath) };
}

/** Super-admin screens need the super-admin test, else `/login`. */
export function superAdminGuard(user: GuardUser | null | undefined, showMenuAsAdmin: boolean): GuardDecision {
  return isSuperAdmin(user, showMenuAsAdmin) ? { allow: true } : { allow: false, redirect: '/login' };
}

/**
 * Passes when no key is asked, or the user is super-admin (not in admin-menu view), or the current
 * site's functionality list holds the key.
 */
export function hasSiteRight(
  key: string | undefined,
  user: GuardUser | null | undefined,
  showMenuAsAdmin: boolean,
  functionalities: readonly string[],
): boolean {
  if (key === undefined || key === '') return true;
  if (isSuperAdmin(user, showMenuAsAdmin)) return true;
  return functionalities.includes(key);
}

/** Only local paths are followed after login (never `//host` or `https://…`). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
