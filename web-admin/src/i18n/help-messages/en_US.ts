import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The help messages screen's labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Help messages',
  intro:
    'A help message shows under the input whose name is its identifier, while input names are shown (Ctrl or Cmd + Shift + O).',
  add: 'Add a help message',
  addTitle: 'New help message',
  editTitle: 'Edit the help message',
  identifier: 'Identifier',
  identifierHint: 'The input name, as Ctrl or Cmd + Shift + O shows it (title, metaDescription…)',
  type: 'Type',
  chooseType: 'Choose a type',
  types: { LINK: 'Link (LINK)', TEXT: 'Text (TEXT)' },
  message: 'Message',
  messageHint: 'For a link: the https address of the documentation',
  created: 'Help message created',
  updated: 'Help message updated',
};
