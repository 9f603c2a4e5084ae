import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The super-admin's deployment labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Deployment',
  state: {
    clientVersion: 'Storefront version served',
    latestVersion: 'Latest storefront version',
    construction: 'Construction mode',
    currentRelease: 'Release served',
    publishedAt: 'Published on',
    repository: 'Release store',
    upToDate: 'Up to date',
    updateAvailable: 'Update available',
    neverPublished: 'Never published',
    none: 'None',
    never: 'Never',
    builtAt: 'built on {{date}}',
    on: 'On',
    off: 'Off',
    repositoryExists: 'Exists, releases kept: {{count}}',
    repositoryMissing: 'Does not exist yet',
    loadFailed: 'Could not be loaded',
  },
  stateFailed: 'The deployment state could not be loaded',
  actions: {
    title: 'Actions',
    publish: 'Publish to production',
    restart: 'Restart production',
    build: 'Build a release',
    deployDev: 'Deploy the preview (dev)',
    updateClient: 'Update the client',
    init: 'Initialise (copy the defaults)',
    refreshVersion: 'Refresh the version',
    construction: 'Construction mode',
    started: 'Job started',
    versionRefreshed: 'Version read again',
  },
  init: {
    title: 'Initialise the site?',
    message: 'The defaults of site 0 will be copied into this site.',
    confirm: 'Initialise',
  },
  jobs: {
    title: 'Jobs of the site',
  },
  danger: {
    title: 'Danger zone',
    text: 'Deleting the site first exports its data, then erases it. There is no going back.',
    delete: 'Delete this site',
    dialogTitle: 'Delete the site',
    dialogText: 'To delete “{{name}}” and all its data, type its short name: {{slug}}',
    confirmLabel: 'Short name of the site',
    submit: 'Delete for good',
    started: 'Site deletion started',
    backToList: 'Back to the sites',
  },
  changelog: {
    title: 'Storefront changelog',
    show: 'Show',
    hide: 'Hide',
    empty: 'No entry',
    loadFailed: 'The changelog could not be loaded',
  },
  massive: {
    button: 'Update every site’s client',
    title: 'Update every site’s client?',
    message:
      'Every client site gets the latest storefront build, then is published again. This can take a while; each site’s result shows here.',
    confirm: 'Update them all',
    started: 'Update of every site started',
  },
};
