import type { pagesFrFR } from './pages.fr_FR.ts';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

/** English wording of the site's pages and of their components; the same keys as pages.fr_FR.ts. */
export const pagesEnUS: Same<typeof pagesFrFR> = {
  pages: {
    error: 'This page could not be loaded.',
    tab: 'Tab {{number}}',
    previewWaiting: 'Waiting for the page to preview…',
    news: {
      unavailable: 'News are not available yet.',
      empty: 'No news for the moment.',
    },
    contact: {
      formSoon: 'The contact form is coming soon.',
      address: 'Address',
    },
    places: {
      error: 'The pick-up places could not be loaded.',
      none: 'No pick-up place for the moment.',
      hours: 'Opening hours',
      closed: 'Closed',
      map: 'See on a map',
    },
    highlight: {
      error: 'This wine could not be loaded.',
      see: 'Discover this wine',
    },
  },
};
