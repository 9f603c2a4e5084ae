import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** A site's elements' labels in English (super-admin, a site's page); the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Elements of the site',
  intro: 'The networks each element’s contents are shared to, and its JSON configuration.',
  loadFailed: 'The elements of the site could not be loaded',
  none: 'This site has no element',
  items: '{{count}} contents',
  networks: 'Shared to',
  networkNames: { FACEBOOK: 'Facebook', LINKEDIN: 'LinkedIn', GOOGLE_BUSINESS: 'Google Business' },
  saveNetworks: 'Save the sharing',
  config: 'JSON configuration',
  configHint: 'A JSON object, or empty',
  saveConfig: 'Save the configuration',
  socialSaved: 'Sharing saved',
  configSaved: 'Configuration saved',
};
