import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app.tsx';
import { bootStore, type Boot } from './boot.ts';

export interface StartOptions {
  /** What React recovered from (a hydration that did not match): tests fail on it. */
  onRecoverableError?: (error: unknown) => void;
}

/**
 * Starts the storefront in `root`. A prerendered document (entry-server.tsx) of this very address is hydrated: its
 * markup kept, its data and site given to the first render. Any other document is drawn anew, with the prerendered
 * data and site when it has them (a document served for another address or with a query). `boot`: what main.tsx
 * started before this chunk arrived (boot.ts).
 */
export function startStore(root: HTMLElement, options: StartOptions = {}, boot: Boot = bootStore(root)): Root {
  const { queryClient, state, hydrates } = boot;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} prerendered={state && { idSite: state.idSite, year: state.year }} />
    </StrictMode>
  );
  // In a transition, React draws (or hydrates) in slices of a few milliseconds, yielding to the browser between them,
  // rather than in one long task: the page answers a tap while it starts (docs/first-paint.md).
  if (hydrates) {
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app, options);
    });
    return hydrated!;
  }
  root.replaceChildren();
  const created = createRoot(root, options);
  startTransition(() => created.render(app));
  return created;
}
