import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The publishing screen's labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Publish and edit the site in live',
  publish: {
    title: 'Publish',
    help: 'Publishing prerenders every page of the site into a new release, then serves it. It can take up to 15 minutes.',
    button: 'Publish',
    started: 'Publishing started',
  },
  current: {
    title: 'Release served now',
    none: 'The site has not been published yet.',
    createdAt: 'Published on',
    createdBy: 'By',
    documents: 'Documents',
    clientVersion: 'Storefront version',
  },
  releases: {
    title: 'Releases',
    empty: 'No release yet',
    loadFailed: 'The releases could not be loaded',
    createdAt: 'Date',
    createdBy: 'By',
    kind: 'Kind',
    documents: 'Documents',
    languages: 'Languages',
    clientVersion: 'Storefront version',
    served: 'Served now',
    kinds: {
      production: 'Production',
      preview: 'Preview',
      construction: 'Under construction',
      build: 'Build',
    },
    rollback: 'Serve this release again',
    rollbackOf: 'Serve the release of {{date}} again',
    confirmTitle: 'Serve this release again?',
    confirmMessage:
      'The site will serve the release of {{date}} ({{documents}} documents) again, at once. Newer releases stay available.',
    confirm: 'Serve it again',
    rolledBack: 'The release of {{date}} is served again',
  },
  history: {
    title: 'Job history',
  },
  live: {
    title: 'Live edit',
    help: 'A preview of the site with your draft pages, to check them before publishing. Starting it can take up to 10 minutes.',
    status: {
      stopped: 'Stopped',
      starting: 'Starting',
      ready: 'Ready',
    },
    start: 'Start',
    stop: 'Stop',
    starting: 'Starting: this can take up to 10 minutes. You may leave this page and come back.',
    stopped: 'Live edit stopped',
    open: 'Open the preview in a new tab',
    preview: 'Preview of the site',
    failed: 'The last start failed',
    loadFailed: 'The live edit status could not be loaded',
  },
};
