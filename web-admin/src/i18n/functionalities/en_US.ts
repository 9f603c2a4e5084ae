import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The functionalities screens' labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Functionalities',
  intro: 'A functionality is a key a site has or has not: without it, its screens are hidden and its calls refused.',
  add: 'Add a functionality',
  addTitle: 'New functionality',
  editTitle: 'Edit the functionality',
  key: 'Key',
  keyHint: 'Capitals, digits and _ (STATISTICS, PLUGINS…); it cannot change afterwards',
  label: 'Label',
  description: 'Description',
  gates: 'What it opens',
  builtIn: 'Known to the code',
  option: 'Option',
  groups: 'Calls of the {{group}} group',
  routes: '{{count}} calls',
  created: 'Functionality created',
  updated: 'Functionality updated',
  site: {
    title: 'Functionalities of the site',
    intro: 'Tick the functionalities of this site, then save.',
    save: 'Save the functionalities',
    saved: 'Functionalities updated',
    loadFailed: 'The functionalities could not be loaded',
    none: 'No functionality is defined',
    unknown: 'Keys of the site without a defined functionality: {{keys}}',
  },
};
