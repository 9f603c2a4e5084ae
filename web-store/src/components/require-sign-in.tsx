import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStoreApi } from '../lib/api/api-context.tsx';
import { useLocalePath } from '../lib/i18n/lang.ts';
import { useSignedIn } from '../lib/session/session.ts';

/** A customer's screen: nobody signed in (or a session the API ended) goes to the sign-in, and comes back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const to = useLocalePath();
  const location = useLocation();
  const signedIn = useSignedIn(useStoreApi().idSite);
  if (!signedIn)
    return (
      <Navigate
        to={`${to('/account/login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  return <>{children}</>;
}

/** Where to go after signing in: a path of this shop only (never another site's address). */
export function safeRedirect(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
