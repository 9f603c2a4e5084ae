import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The home card screens' labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Home cards',
  add: 'Add a card',
  addTitle: 'New home card',
  editTitle: 'Edit the home card',
  titleField: 'Title',
  description: 'Description',
  order: 'Order',
  orderHelp: 'The cards show on the home page from the lowest value to the highest.',
  images: 'Images',
  image: 'Image',
  created: 'Home card created',
  updated: 'Home card updated',
  notFound: 'This home card does not exist.',
};
