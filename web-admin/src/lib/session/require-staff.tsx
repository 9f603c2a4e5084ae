import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useApi } from '../api/api-context.tsx';
import { isApiError } from '../api/errors.ts';
import { useT } from '../i18n/i18n.ts';
import { useLang } from '../i18n/lang.ts';
import { localePath } from '@cellar/shared/i18n/lang-path';
import { PageLoader } from '../../components/page-loader.tsx';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { adminGuard, isGuardName, loginRedirect, superAdminGuard, type GuardName } from './guards.ts';
import { meQuery } from './session-queries.ts';
import { readToken, useSession } from './session-store.ts';

/**
 * The route guards (spec 1 §6). `admin`: ADMIN or SUPER_ADMIN, else `/login?redirect=<path>`.
 * `superAdmin`: the same, then the super-admin test, else `/login`. Any other guard name (a route
 * table built from data, a typo past the compiler) shows the error screen: 500 'Unknown
 * middleware' (spec 1 §8).
 */
export function RequireStaff({ area, children }: { area: GuardName; children: ReactNode }) {
  const t = useT();
  const api = useApi();
  const lang = useLang();
  const location = useLocation();
  const { showMenuAsAdmin } = useSession();
  const token = readToken();
  const me = useQuery({ ...meQuery(api), enabled: Boolean(token) });
  const currentPath = `${location.pathname}${location.search}`;

  if (!isGuardName(area)) return <ErrorScreen status={500} message={t('shell.unknownMiddleware')} />;
  if (!token || (me.isError && isApiError(me.error) && me.error.status === 401)) {
    return <Navigate replace to={localePath(lang, loginRedirect(currentPath))} />;
  }
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorScreen status={isApiError(me.error) ? me.error.status : 500} />;

  const decision = area === 'admin' ? adminGuard(me.data, currentPath) : superAdminGuard(me.data, showMenuAsAdmin);
  const admin = adminGuard(me.data, currentPath);
  if (!admin.allow) return <Navigate replace to={localePath(lang, admin.redirect)} />;
  if (!decision.allow) return <Navigate replace to={localePath(lang, decision.redirect)} />;
  return children;
}
