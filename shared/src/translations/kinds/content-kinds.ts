import type { TranslatableKind } from '../translatable-kinds.ts';

/** News, blog, forms, element items, albums. */
export const contentKinds = {
  news: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'description', format: 'html' },
      { path: 'metaDescription', format: 'text' },
      { path: 'shortDescription', format: 'text' },
    ],
  },
} satisfies Record<string, TranslatableKind>;
