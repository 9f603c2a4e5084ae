import './ui.css';
import { useEffect, useState } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useT } from '../i18n/i18n.ts';

/** The bar shows only for work that lasts over 200 ms (spec 1 §4)… */
export const loadingBarThrottle = 200;
/** …grows over 5 s (to 90 %: the end of the work fills it)… */
export const loadingBarDuration = 5000;
/** …and hides 500 ms after the work ends. */
export const loadingBarHideDelay = 500;

type Phase = 'hidden' | 'running' | 'done';

/** True while react-query fetches or mutates anything. */
function useBusy(): boolean {
  return useIsFetching() + useIsMutating() > 0;
}

/** The loading bar of the layouts: top of the window, while queries load or mutations run. */
export function LoadingBar() {
  const t = useT();
  const busy = useBusy();
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy) {
      // Work again while the bar fades: it runs on.
      if (phase === 'done') {
        setPhase('running');
        return undefined;
      }
      if (phase === 'running') return undefined;
      const show = setTimeout(() => setPhase('running'), loadingBarThrottle);
      return () => clearTimeout(show);
    }
    if (phase === 'running') {
      setPhase('done');
      return undefined;
    }
    if (phase === 'done') {
      const hide = setTimeout(() => setPhase('hidden'), loadingBarHideDelay);
      return () => clearTimeout(hide);
    }
    return undefined;
  }, [busy, phase]);

  if (phase === 'hidden') return null;
  return (
    <div
      className="cellar-loading-bar"
      data-state={phase}
      data-testid="loading-bar"
      role="progressbar"
      aria-label={t('shell.loading')}
      aria-busy={phase === 'running'}
      style={{
        ['--cellar-loading-duration' as string]: `${loadingBarDuration}ms`,
        ['--cellar-loading-hide' as string]: `${loadingBarHideDelay}ms`,
      }}
    />
  );
}
