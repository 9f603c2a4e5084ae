import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The social networks screen's labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Social networks',
  help: 'The accounts the site can share its content on.',
  local: 'Local mode: the connection is simulated and the data are examples.',
  linkedin: {
    title: 'LinkedIn',
    states: { NOT_CONNECTED: 'Not linked', CONNECTED: 'Linked', EXPIRED: 'Link expired' },
    linkedAt: 'Linked on {{date}}',
    connect: 'Link a LinkedIn account',
    reconnect: 'Link the LinkedIn account again',
    disconnect: 'Unlink',
    unlinked: 'LinkedIn account unlinked',
    linking: 'Linking the LinkedIn account…',
    linked: 'Your LinkedIn account is linked.',
    redirect: 'Back to the settings in {{count}} s…',
    expired: 'You need to reconnect your Linkedin Account to continue.',
    goNow: 'Go now',
    loadError: 'The LinkedIn profile could not be loaded',
    confirmTitle: 'Unlink the LinkedIn account',
    confirmMessage: 'The site will no longer share on this profile.',
  },
  facebook: {
    title: 'Facebook pages',
    help: 'Paste a Facebook user access token to load the pages it manages.',
    token: 'User access token',
    load: 'Load the pages',
    loaded: 'Facebook pages loaded',
    updated: 'Facebook page saved',
    removed: 'Facebook page removed',
    empty: 'No Facebook page.',
    loadError: 'The Facebook pages could not be loaded',
    active: 'The site publishes on this page',
    remove: 'Remove {{name}}',
    confirmTitle: 'Remove a Facebook page',
    confirmMessage: 'The site will no longer publish on {{name}}.',
  },
};
