import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The super-admin component catalogue's labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a
 * test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Components',
  help: 'The catalogue of components sites add to their library: each is a renderer of the shop (its slug), with a name, a description, an image model and a default configuration.',
  add: 'Add a component',
  addTitle: 'Add a component',
  editTitle: 'Edit the component “{{name}}”',
  slug: 'Slug',
  chooseSlug: 'Choose a renderer',
  slugOption: '{{slug}} — {{name}}',
  name: 'Name',
  description: 'Description',
  image: 'Image model',
  imageModel: 'Image model address',
  imageModelHelp: 'An image showing what the component looks like.',
  defaultConfig: 'Default configuration (JSON)',
  defaultConfigHelp: 'A JSON object; empty, the renderer’s defaults.',
  configSchema: 'Configuration schema',
  configSchemaHelp: 'The JSON Schema of the chosen renderer, read-only: what the configuration may hold.',
  created: 'Component created',
  updated: 'Component saved',
  slugs: {
    'product-list': 'Wine list',
    'product-highlight': 'Featured wine',
    'news-list': 'News',
    'contact-form': 'Contact form',
    'click-and-collect-places': 'Pick-up places',
    'image-gallery': 'Image gallery',
    'call-to-action': 'Call to action',
    'youtube-video': 'YouTube video',
    'element-list': 'Element list',
  },
};
