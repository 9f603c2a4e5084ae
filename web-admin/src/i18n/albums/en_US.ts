import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The album screens' labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Galleries / albums',
  add: 'New album',
  addTitle: 'New album',
  create: 'Create the album',
  titleField: 'Title',
  description: 'Description',
  cover: 'Cover',
  coverHelp: 'The image shown in the list and at the top of the gallery',
  coverNone: 'Add images to choose a cover',
  coverOption: 'Image {{n}} — {{alt}}',
  imageCount: 'Images',
  images: 'Images of the album',
  editTitle: 'Album “{{title}}”',
  back: 'Back to the albums',
  saved: 'Album saved',
  created: 'Album created',
  empty: 'No album yet',
  loadFailed: 'The albums could not be loaded',
  storefrontLink: 'See the gallery on the site',
};
