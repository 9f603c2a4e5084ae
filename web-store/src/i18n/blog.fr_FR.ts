/** Wording of the storefront's blog (`/blog`, `/blog/folder/:id`, `/blog/:url`). */
export const blogFrFR = {
  blog: {
    title: 'Blog',
    folders: 'Rubriques',
    empty: 'Aucun article publié ici pour le moment.',
    error: 'Le blog n’a pas pu être chargé.',
    folderNotFound: 'Cette rubrique n’existe pas.',
    articleNotFound: 'Cet article n’existe pas ou n’est plus publié.',
    articleError: 'Cet article n’a pas pu être chargé.',
    breadcrumb: 'Fil d’Ariane',
    back: 'Tous les articles',
    read: 'Lire l’article',
  },
};
