import type { TranslatableKind } from '../translatable-kinds.ts';

const content = 'layouts[].contents[]';

/**
 * Pages (docs/pages.md), over their public view (`GET /page/{url}`, public-page.ts): the information a shopper reads
 * (title, menu title, meta description: the menu tree `GET /page` shows the first two), and each block's texts.
 * Layouts and contents are named by their server ids, so a text keeps its translation when blocks move.
 *
 * An ENTITY block: its title, rich text and images' alt texts. A COMPONENT block: its name (a tab's label) and the
 * texts of its configuration a shopper reads (components.ts: titles, sentences, button labels, the gallery's alt
 * texts); ids, addresses, numbers and choices stay as written. A configuration key holds the same kind of text in
 * every component that has it, so one path serves them all. Images are named by their place: an image may appear
 * twice in a block, and its id would then name two texts.
 */
export const pageKinds = {
  page: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'menuTitle', format: 'text' },
      { path: 'metaDescription', format: 'text' },
      { path: `${content}.title`, format: 'text' },
      { path: `${content}.content`, format: 'html' },
      { path: `${content}.images[].alt`, format: 'text' },
      { path: `${content}.name`, format: 'text' },
      { path: `${content}.componentConf.title`, format: 'text' },
      { path: `${content}.componentConf.text`, format: 'text' },
      { path: `${content}.componentConf.buttonLabel`, format: 'text' },
      { path: `${content}.componentConf.images[].alt`, format: 'text' },
    ],
  },
} satisfies Record<string, TranslatableKind>;
