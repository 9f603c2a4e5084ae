/** Site content of issue 17: news. */
export const contentMessages = {
  'news.titleRequired': { en_US: 'Title is required', fr_FR: 'Le titre est obligatoire' },
  'news.metaDescriptionRequired': {
    en_US: 'Meta description cannot be empty',
    fr_FR: 'La méta-description ne peut pas être vide',
  },
  'news.shortDescriptionRequired': {
    en_US: 'You must provide a short description',
    fr_FR: 'Vous devez fournir une description courte',
  },
  'news.descriptionRequired': { en_US: 'Description is required', fr_FR: 'La description est obligatoire' },
  'news.imageRequired': {
    en_US: 'An image is required unless a static file is set',
    fr_FR: 'Une image est obligatoire si aucun fichier statique n’est choisi',
  },
  'news.oneImage': { en_US: 'You can upload only one image', fr_FR: 'Vous ne pouvez envoyer qu’une seule image' },
  'news.notFound': { en_US: 'News not found', fr_FR: 'Actualité introuvable' },
  'news.created': { en_US: 'News created', fr_FR: 'Actualité créée' },
  'news.updated': { en_US: 'News updated', fr_FR: 'Actualité modifiée' },
  'news.deleted': { en_US: 'News deleted', fr_FR: 'Actualité supprimée' },
  'news.changed': {
    en_US: 'This news item was changed meanwhile: reload it',
    fr_FR: 'Cette actualité a été modifiée entre-temps : rechargez-la',
  },
} as const;
