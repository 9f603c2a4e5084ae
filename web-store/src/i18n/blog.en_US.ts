import type { blogFrFR } from './blog.fr_FR.ts';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

/** English wording of the storefront's blog; the same keys as blog.fr_FR.ts. */
export const blogEnUS: Same<typeof blogFrFR> = {
  blog: {
    title: 'Blog',
    folders: 'Sections',
    empty: 'No article published here yet.',
    error: 'The blog could not be loaded.',
    folderNotFound: 'This section does not exist.',
    articleNotFound: 'This article does not exist or is no longer published.',
    articleError: 'This article could not be loaded.',
    breadcrumb: 'Breadcrumb',
    back: 'All articles',
    read: 'Read the article',
  },
};
