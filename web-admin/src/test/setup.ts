/**
 * Setup of the `web` test project (jsdom): Testing Library's matchers, cleanup and waits, and the
 * browser parts jsdom lacks that Mantine uses (matchMedia, ResizeObserver, scrollIntoView).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for their condition; Testing Library's 1 s default made a busy machine
// fail them. One minute still ends a wait for something that never comes, with its DOM printed,
// well before the project's test limit (vitest.config.ts).
configure({ asyncUtilTimeout: 60_000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });

// Mantine's Combobox and ScrollArea scroll options into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
// mantine-datatable scrolls its viewport back to the top when the page changes.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
