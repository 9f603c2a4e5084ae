import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The service screens' labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Services',
  add: 'Add a service',
  addTitle: 'New service',
  editTitle: 'Edit the service',
  titleField: 'Title',
  metaDescription: 'Meta description',
  price: 'Price (€)',
  priceHelp: '-1: price on request',
  onRequest: 'On request',
  tags: 'Tags',
  tagsPlaceholder: 'Type a tag, then Enter',
  images: 'Images',
  image: 'Image',
  valid: 'Shown on the site',
  created: 'Service created',
  updated: 'Service updated',
  reorderHelp: 'Drag the rows to choose the order of the services on the site.',
};
