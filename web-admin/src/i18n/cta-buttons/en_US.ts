import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The call-to-action buttons section's labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  notTranslated: 'Not translated yet',
  editTranslation: 'Edit in the translations',
  title: 'Call-to-action buttons',
  help: 'Shown in the site’s header. An address is a path of the site (/services) or starts with https://.',
  primary: 'Primary button',
  secondary: 'Secondary button',
  labelFr: 'Label (French)',
  labelEn: 'Label (English, else the French one)',
  url: 'Address',
  valid: 'Show this button',
  saved: 'Buttons saved',
  loadError: 'The buttons could not be loaded.',
};
