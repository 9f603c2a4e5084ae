import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The default parameters screen's labels in English (site 0, super-admin); the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Default parameters',
  intro: 'The values a site without its own takes (site 0). A field emptied takes the theme’s value again.',
  loadFailed: 'The default parameters could not be loaded',
  companyName: 'Company name',
  save: 'Save the default parameters',
  saved: 'Default parameters saved',
  nothingChanged: 'Nothing to save',
};
