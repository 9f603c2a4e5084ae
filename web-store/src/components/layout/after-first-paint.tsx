import { lazy, Suspense, useEffect, useState } from 'react';

// Their own chunks, asked for once the page is drawn and the browser is idle: never part of the first screen.
const SitePopups = lazy(() =>
  import('../../features/popups/components/site-popups.tsx').then((m) => ({ default: m.SitePopups })),
);
const SiteScripts = lazy(() =>
  import('../../features/scripts/components/site-scripts.tsx').then((m) => ({ default: m.SiteScripts })),
);

/** Runs `then` once the browser is idle after the first paint (a timer where requestIdleCallback is missing). */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(then, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 200);
  return () => window.clearTimeout(id);
}

/**
 * What the site adds to its pages after the first paint: its popups and its scripts to load. Nothing of it is
 * prerendered nor hydrated (effects do not run there), so the first screen neither waits for it nor changes.
 */
export function AfterFirstPaint() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SitePopups />
      <SiteScripts />
    </Suspense>
  );
}
