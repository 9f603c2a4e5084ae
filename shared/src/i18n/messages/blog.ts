/** Blog folders and articles (issue 18; spec 1 §3, §4, §5); the meta description's limit says the pages' message. */
export const blogMessages = {
  'blog.titleRequired': { en_US: 'Title is required', fr_FR: 'Le titre est obligatoire' },
  'blog.urlInvalid': { en_US: 'Invalid character', fr_FR: 'Caractère invalide' },
  'blog.urlTaken': {
    en_US: 'Another article already has this url',
    fr_FR: 'Un autre article a déjà cette url',
  },
  'blog.statusInvalid': { en_US: 'Unknown status', fr_FR: 'Statut inconnu' },
  'blog.oneImage': { en_US: 'You can upload only one image', fr_FR: 'Vous ne pouvez envoyer qu’une seule image' },
  'blog.articleNotFound': { en_US: 'Article not found', fr_FR: 'Article introuvable' },
  'blog.articleChanged': {
    en_US: 'This article was saved elsewhere since you opened it: reload it to see the latest version',
    fr_FR: 'Cet article a été enregistré ailleurs depuis son ouverture : rechargez-le pour voir la dernière version',
  },
  'blog.folderNameRequired': { en_US: 'The folder name is required', fr_FR: 'Le nom du dossier est obligatoire' },
  'blog.folderNotFound': { en_US: 'Folder not found', fr_FR: 'Dossier introuvable' },
  'blog.folderParentUnknown': {
    en_US: 'The parent folder does not exist',
    fr_FR: 'Le dossier parent n’existe pas',
  },
  'blog.folderCycle': {
    en_US: 'A folder cannot be placed under itself or one of its sub-folders',
    fr_FR: 'Un dossier ne peut pas être placé sous lui-même ou l’un de ses sous-dossiers',
  },
  'blog.folderNotEmpty': {
    en_US: 'This folder still holds folders or articles: move or delete them first',
    fr_FR: 'Ce dossier contient encore des dossiers ou des articles : déplacez-les ou supprimez-les d’abord',
  },
  'blog.folderChanged': {
    en_US: 'This folder was changed elsewhere since you opened it: reload the page',
    fr_FR: 'Ce dossier a été modifié ailleurs depuis son ouverture : rechargez la page',
  },
  'blog.articleCreated': { en_US: 'Article created', fr_FR: 'Article créé' },
  'blog.articleUpdated': { en_US: 'Article updated', fr_FR: 'Article modifié' },
  'blog.articleDeleted': { en_US: 'Article deleted', fr_FR: 'Article supprimé' },
  'blog.articleMoved': { en_US: 'Article moved', fr_FR: 'Article déplacé' },
  'blog.folderCreated': { en_US: 'Folder created', fr_FR: 'Dossier créé' },
  'blog.folderUpdated': { en_US: 'Folder updated', fr_FR: 'Dossier modifié' },
  'blog.folderDeleted': { en_US: 'Folder deleted', fr_FR: 'Dossier supprimé' },
} as const;
