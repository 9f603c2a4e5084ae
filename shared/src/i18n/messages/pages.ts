/** Pages, layouts and components (issue 14, docs/pages.md). English texts in quotes are the spec's (spec 1 §5, §8). */
export const pageMessages = {
  'page.titleRequired': { en_US: 'You must set a page title', fr_FR: 'Vous devez renseigner un titre de page' },
  'page.urlRequired': { en_US: 'Url cannot be empty', fr_FR: 'L’url ne peut pas être vide' },
  'page.urlInvalid': { en_US: 'Invalid character', fr_FR: 'Caractère invalide' },
  'page.urlReserved': {
    en_US: 'This url is one of the shop’s own pages, choose another',
    fr_FR: 'Cette url est celle d’une page de la boutique, choisissez-en une autre',
  },
  'page.urlTaken': { en_US: 'Another page already has this url', fr_FR: 'Une autre page a déjà cette url' },
  'page.linkInvalid': {
    en_US: 'Enter a path of the site (/…) or an address starting with http:// or https://',
    fr_FR: 'Saisissez un chemin du site (/…) ou une adresse commençant par http:// ou https://',
  },
  'page.jsCodeRequired': {
    en_US: 'The javascript code cannot be empty',
    fr_FR: 'Le code javascript ne peut pas être vide',
  },
  'page.metaDescriptionRequired': {
    en_US: 'The meta description is required',
    fr_FR: 'La méta-description est obligatoire',
  },
  'page.metaTooLong': {
    en_US: 'The meta description cannot be more than 155 characters',
    fr_FR: 'La méta-description ne peut pas dépasser 155 caractères',
  },
  'page.menuTitleRequired': { en_US: 'The menu title is required', fr_FR: 'Le titre du menu est obligatoire' },
  'page.menuIconRequired': { en_US: 'The menu icon is required', fr_FR: 'L’icône du menu est obligatoire' },
  'page.positionPositive': { en_US: 'The position must be positive', fr_FR: 'La position doit être positive' },
  'page.invalidSize': {
    en_US: 'Invalid size: a number with px, %, vh, vw, rem or em, or auto',
    fr_FR: 'Taille invalide : un nombre suivi de px, %, vh, vw, rem ou em, ou auto',
  },
  'page.layoutEntityCount': {
    en_US: 'This layout does not have the number of contents of its type',
    fr_FR: 'Cette disposition n’a pas le nombre de contenus de son type',
  },
  'page.tooManyLayouts': {
    en_US: 'A page holds at most 40 layouts',
    fr_FR: 'Une page contient au plus 40 dispositions',
  },
  'page.copyMismatch': {
    en_US: 'Cannot copy a content into a layout and vice versa',
    fr_FR: 'Impossible de copier un contenu dans une disposition et inversement',
  },
  'page.notFound': { en_US: 'This page does not exist', fr_FR: 'Cette page n’existe pas' },
  'page.layoutNotFound': { en_US: 'This layout does not exist', fr_FR: 'Cette disposition n’existe pas' },
  'page.changed': {
    en_US: 'This page was saved elsewhere since you opened it: reload it to see the latest version',
    fr_FR: 'Cette page a été enregistrée ailleurs depuis son ouverture : rechargez-la pour voir la dernière version',
  },
  'page.parentUnknown': { en_US: 'The parent page does not exist', fr_FR: 'La page parente n’existe pas' },
  'page.parentCycle': {
    en_US: 'A page cannot be placed under itself or one of its sub-pages',
    fr_FR: 'Une page ne peut pas être placée sous elle-même ou l’une de ses sous-pages',
  },
  'page.orderIncomplete': {
    en_US: 'The new order must name every page of the site once',
    fr_FR: 'Le nouvel ordre doit nommer chaque page du site une fois',
  },
  'page.hasChildren': {
    en_US: 'This page has sub-pages: move or delete them first',
    fr_FR: 'Cette page a des sous-pages : déplacez-les ou supprimez-les d’abord',
  },
  'page.imageUnknown': {
    en_US: 'This image is not one of the site’s images',
    fr_FR: 'Cette image ne fait pas partie des images du site',
  },
  'page.altRequired': { en_US: 'Alternative text is required', fr_FR: 'Le texte alternatif est obligatoire' },
  'page.componentUnknown': {
    en_US: 'This component is not in the site’s library',
    fr_FR: 'Ce composant n’est pas dans la bibliothèque du site',
  },
  'page.componentConfigInvalid': { en_US: 'Invalid JSON configuration', fr_FR: 'Configuration JSON invalide' },
  'page.created': { en_US: 'Page published', fr_FR: 'Page publiée' },
  'page.updated': { en_US: 'Page saved', fr_FR: 'Page enregistrée' },
  'page.deleted': { en_US: 'Page deleted', fr_FR: 'Page supprimée' },
  'page.orderSaved': { en_US: 'Menu order saved', fr_FR: 'Ordre du menu enregistré' },
  'page.tagsSaved': { en_US: 'Layout tags saved', fr_FR: 'Étiquettes de la disposition enregistrées' },
  'page.imageSaved': { en_US: 'Image saved', fr_FR: 'Image enregistrée' },
  'component.slugRequired': { en_US: 'Slug cannot be empty', fr_FR: 'Le slug ne peut pas être vide' },
  'component.slugUnknown': {
    en_US: 'No renderer has this slug: choose one of the storefront’s components',
    fr_FR: 'Aucun rendu n’a ce slug : choisissez l’un des composants de la boutique',
  },
  'component.slugTaken': { en_US: 'Another component has this slug', fr_FR: 'Un autre composant a ce slug' },
  'component.nameRequired': { en_US: 'The name is required', fr_FR: 'Le nom est obligatoire' },
  'component.notFound': { en_US: 'This component does not exist', fr_FR: 'Ce composant n’existe pas' },
  'component.inUse': {
    en_US: 'Pages use this component: remove it from them first',
    fr_FR: 'Des pages utilisent ce composant : retirez-le d’abord de ces pages',
  },
  'component.saved': { en_US: 'Component saved', fr_FR: 'Composant enregistré' },
  'component.added': { en_US: 'Component added to the library', fr_FR: 'Composant ajouté à la bibliothèque' },
  'component.removed': { en_US: 'Component removed from the library', fr_FR: 'Composant retiré de la bibliothèque' },
  'validation.invalidColor': {
    en_US: 'Invalid colour, expected #rrggbb',
    fr_FR: 'Couleur invalide, format attendu #rrggbb',
  },
} as const;
