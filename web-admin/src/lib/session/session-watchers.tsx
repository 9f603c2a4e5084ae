import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../i18n/lang.ts';
import { localePath, stripLang } from '@cellar/shared/i18n/lang-path';
import { onSessionEvent } from './events.ts';
import { endSession } from './session-store.ts';
import { loginRedirect } from './guards.ts';
import { sessionKeys } from './session-queries.ts';

/** Screens where a 401 is an answer to show (wrong password), not a lost session. */
function isSignInScreen(pathname: string): boolean {
  const path = stripLang(pathname);
  return path === '/login' || path.startsWith('/password/');
}

/** A 401 anywhere (spec 1 §4, §8) ends the session and opens `/login?redirect=<current path>`. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useLang();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEvent('unauthorized', () => {
        if (isSignInScreen(location.pathname)) return;
        endSession();
        navigate(localePath(lang, loginRedirect(`${location.pathname}${location.search}`)), { replace: true });
        queryClient.removeQueries({ queryKey: sessionKeys.me });
      }),
    [navigate, location.pathname, location.search, lang, queryClient],
  );
  return null;
}

const TwoSitesDialog = lazy(() => import('./two-sites-dialog.tsx').then((m) => ({ default: m.TwoSitesDialog })));

/**
 * Two windows on two sites (spec 1 §2, §4). The API client dropped a request; a dialog (loaded
 * only then) asks which site to stay on.
 */
export function TwoSitesWatcher() {
  const [conflict, setConflict] = useState<{ mine: number; other: number } | null>(null);
  useEffect(() => onSessionEvent('twoSiteOpen', (payload) => setConflict((current) => current ?? payload)), []);
  if (!conflict) return null;
  return (
    <Suspense fallback={null}>
      <TwoSitesDialog conflict={conflict} onSettled={() => setConflict(null)} />
    </Suspense>
  );
}
