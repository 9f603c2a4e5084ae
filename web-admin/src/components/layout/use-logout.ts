import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLang } from '../../lib/i18n/lang.ts';
import { localePath } from '@cellar/shared/i18n/lang-path';
import { endSession } from '../../lib/session/session-store.ts';

/** Logout (spec 1 §4): token and site cookies removed, user info cleared, back to the login screen. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  return useCallback(() => {
    // Same event, no transition: the guard never sees the old path without a session.
    navigate(localePath(lang, '/login'), { replace: true });
    endSession();
    queryClient.clear();
  }, [queryClient, navigate, lang]);
}
