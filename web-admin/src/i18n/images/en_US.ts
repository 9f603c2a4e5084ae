import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The online images screen's labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Online images',
  upload: 'Add an image',
  uploading: 'Sending {{name}}…',
  uploaded: 'Image added',
  allowed: 'Images svg, jpeg, jpg, png of 5 MB at most',
  image: 'Image',
  name: 'Name',
  alt: 'Alternative text',
  altMissing: 'No alternative text',
  size: 'Size',
  createdAt: 'Added on',
  edit: 'Edit',
  editTitle: 'Name and alternative text',
  altHint: 'What the image shows, read to people who cannot see it',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Image saved',
};
