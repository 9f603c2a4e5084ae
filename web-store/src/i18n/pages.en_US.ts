import type { pagesFrFR } from './pages.fr_FR.ts';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

/** English wording of the site's pages and of their components; the same keys as pages.fr_FR.ts. */
export const pagesEnUS: Same<typeof pagesFrFR> = {
  pages: {
    error: 'This page could not be loaded.',
    tab: 'Tab {{number}}',
    previewWaiting: 'Waiting for the page to preview…',
    album: {
      error: 'This album could not be loaded.',
      notFound: 'This album does not exist.',
      empty: 'This album has no photos yet.',
      open: 'Enlarge photo {{n}} of {{count}}: {{alt}}',
      dialog: '{{title}}, photo {{n}} of {{count}}',
      position: '{{n}} / {{count}}',
      previous: 'Previous photo',
      next: 'Next photo',
      close: 'Close',
      hint: 'Left and right arrows to browse, Escape to close',
    },
    news: {
      unavailable: 'News are not available yet.',
      empty: 'No news for the moment.',
      title: 'News',
      error: 'The news could not be loaded.',
      itemError: 'This news item could not be loaded.',
      notFound: 'This news item does not exist or is no longer published.',
      all: 'All news',
      promoted: 'Featured',
      readMore: 'Read more',
      paging: 'News pages',
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {{page}} of {{pages}}',
    },
    services: {
      title: 'Our services',
      error: 'The services could not be loaded.',
      empty: 'No service for the moment.',
      onRequest: 'Price on request',
      tags: 'Categories',
      more: 'Show more services',
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
    youtube: {
      play: 'Play the video',
      playTitle: 'Play the video: {{title}}',
      video: 'YouTube video',
    },
    homeCards: {
      label: 'To discover',
      error: 'The home page’s cards could not be loaded.',
    },
  },
};
