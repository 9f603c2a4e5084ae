import './ui.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { useLocation, useOutlet } from 'react-router';
import { stripLang } from '@cellar/shared/i18n/lang-path';

/** Each half of the 'page' transition (out, then in). */
export const pageTransitionDuration = 150;

export type PageTransitionKind = 'fade' | 'slide-left' | 'slide-right';

/** Depth of a path, language prefix left out: `/` 0, `/user` 1, `/en_US/user/update/3` 3. */
export function pathDepth(pathname: string): number {
  return stripLang(pathname).split('/').filter(Boolean).length;
}

/** Deeper slides to the left, shallower to the right, same depth fades (spec 1 §2). */
export function transitionKind(from: string, to: string): PageTransitionKind {
  const a = pathDepth(from);
  const b = pathDepth(to);
  if (b > a) return 'slide-left';
  if (b < a) return 'slide-right';
  return 'fade';
}

interface State {
  /** The path whose screen is shown. */
  path: string;
  phase: 'in' | 'out';
  kind: PageTransitionKind;
}

/**
 * The layouts' outlet with the 'page' transition (spec 1 §2): on a new path, the screen shown
 * goes out (it stays rendered as it was), then the new one comes in. With `prefers-reduced-motion`
 * the screens simply swap. Only the path counts: a new query string (paging, filters) does not
 * animate.
 */
export function AnimatedOutlet({ fallback }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const reduceMotion = useReducedMotion();
  const [state, setState] = useState<State>({ path: pathname, phase: 'in', kind: 'fade' });
  // The last screen rendered for the shown path: what goes out while the new path waits.
  const shownOutlet = useRef<ReactNode>(outlet);
  const latestPath = useRef(pathname);

  const changed = pathname !== state.path;
  if (changed && reduceMotion) setState({ path: pathname, phase: 'in', kind: 'fade' });
  else if (changed && state.phase === 'in')
    setState({ path: state.path, phase: 'out', kind: transitionKind(state.path, pathname) });

  const leaving = !reduceMotion && state.phase === 'out';
  useEffect(() => {
    latestPath.current = pathname;
    if (!leaving) shownOutlet.current = outlet;
  });
  useEffect(() => {
    if (!leaving) return undefined;
    const id = setTimeout(
      () => setState((s) => ({ path: latestPath.current, phase: 'in', kind: s.kind })),
      pageTransitionDuration,
    );
    return () => clearTimeout(id);
  }, [leaving]);

  return (
    <div
      key={state.path}
      data-transition="page"
      data-phase={reduceMotion ? undefined : state.phase}
      data-kind={state.kind}
      style={{ ['--cellar-page-duration' as string]: `${pageTransitionDuration}ms` }}
    >
      {leaving ? shownOutlet.current : (outlet ?? fallback)}
    </div>
  );
}
