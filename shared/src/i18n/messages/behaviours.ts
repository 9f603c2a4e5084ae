/** Site content of issue 17: redirections, scripts to load, popups. */
export const behaviourMessages = {
  'redirection.oldUrlRequired': { en_US: 'The old URL is required', fr_FR: 'L’ancienne URL est obligatoire' },
  'redirection.oldUrlPath': {
    en_US: 'The old URL must be a path of the site starting with “/” (for example /old-page), not a full address',
    fr_FR:
      'L’ancienne URL doit être un chemin du site commençant par « / » (par exemple /ancienne-page), pas une adresse complète',
  },
  'redirection.oldUrlReserved': {
    en_US: 'This path belongs to the site itself (/api, /media, /assets): it cannot be redirected',
    fr_FR: 'Ce chemin appartient au site lui-même (/api, /media, /assets) : il ne peut pas être redirigé',
  },
  'redirection.targetRequired': { en_US: 'The target is required', fr_FR: 'La cible est obligatoire' },
  'redirection.targetInvalid': {
    en_US: 'The target must be a path starting with “/” or an address starting with https://',
    fr_FR: 'La cible doit être un chemin commençant par « / » ou une adresse commençant par https://',
  },
  'redirection.loop': {
    en_US: 'The target cannot be the old URL itself: the redirection would loop',
    fr_FR: 'La cible ne peut pas être l’ancienne URL elle-même : la redirection tournerait en boucle',
  },
  'redirection.statusCode': {
    en_US: 'The status code must be 301, 302, 307 or 308',
    fr_FR: 'Le code de statut doit être 301, 302, 307 ou 308',
  },
  'redirection.duplicate': {
    en_US: 'A redirection from this old URL already exists',
    fr_FR: 'Une redirection depuis cette ancienne URL existe déjà',
  },
  'redirection.notFound': { en_US: 'Redirection not found', fr_FR: 'Redirection introuvable' },
  'redirection.created': { en_US: 'Redirection created', fr_FR: 'Redirection créée' },
  'redirection.updated': { en_US: 'Redirection updated', fr_FR: 'Redirection modifiée' },
  'redirection.deleted': { en_US: 'Redirection deleted', fr_FR: 'Redirection supprimée' },
  'redirection.changed': {
    en_US: 'This redirection was changed meanwhile: reload it',
    fr_FR: 'Cette redirection a été modifiée entre-temps : rechargez-la',
  },

  'script.srcRequired': { en_US: 'The source is required', fr_FR: 'La source est obligatoire' },
  'script.srcHttps': {
    en_US: 'The source must be an address starting with https://',
    fr_FR: 'La source doit être une adresse commençant par https://',
  },
  'script.integrity': {
    en_US: 'The integrity must be a sha256-, sha384- or sha512- digest in base64',
    fr_FR: 'L’intégrité doit être une empreinte sha256-, sha384- ou sha512- en base64',
  },
  'script.crossorigin': {
    en_US: 'Crossorigin must be anonymous or use-credentials',
    fr_FR: 'Crossorigin doit valoir anonymous ou use-credentials',
  },
  'script.fetchpriority': {
    en_US: 'The fetch priority must be high, low or auto',
    fr_FR: 'La priorité de chargement doit valoir high, low ou auto',
  },
  'script.referrerpolicy': {
    en_US: 'The referrer policy is not a known value',
    fr_FR: 'La politique de référent n’est pas une valeur connue',
  },
  'script.notFound': { en_US: 'Script not found', fr_FR: 'Script introuvable' },
  'script.created': { en_US: 'Script added', fr_FR: 'Script ajouté' },
  'script.updated': { en_US: 'Script updated', fr_FR: 'Script modifié' },
  'script.deleted': { en_US: 'Script deleted', fr_FR: 'Script supprimé' },
  'script.changed': {
    en_US: 'This script was changed meanwhile: reload it',
    fr_FR: 'Ce script a été modifié entre-temps : rechargez-le',
  },

  'popup.titleRequired': { en_US: 'The title is required', fr_FR: 'Le titre est obligatoire' },
  'popup.contentRequired': { en_US: 'The content is required', fr_FR: 'Le contenu est obligatoire' },
  'popup.dateInvalid': { en_US: 'This date is not valid', fr_FR: 'Cette date n’est pas valide' },
  'popup.endBeforeStart': {
    en_US: 'The end date cannot be before the start date',
    fr_FR: 'La date de fin ne peut pas précéder la date de début',
  },
  'popup.delay': {
    en_US: 'The delay must be a whole number of seconds between 0 and 600',
    fr_FR: 'Le délai doit être un nombre entier de secondes entre 0 et 600',
  },
  'popup.pages': {
    en_US: 'Each page must be a path of the site starting with “/” (50 pages at most)',
    fr_FR: 'Chaque page doit être un chemin du site commençant par « / » (50 pages au plus)',
  },
  'popup.frequency': {
    en_US: 'The frequency must be once per visitor or every visit',
    fr_FR: 'La fréquence doit être une fois par visiteur ou à chaque visite',
  },
  'popup.oneImage': { en_US: 'You can upload only one image', fr_FR: 'Vous ne pouvez envoyer qu’une seule image' },
  'popup.notFound': { en_US: 'Popup not found', fr_FR: 'Popup introuvable' },
  'popup.created': { en_US: 'Popup created', fr_FR: 'Popup créée' },
  'popup.updated': { en_US: 'Popup updated', fr_FR: 'Popup modifiée' },
  'popup.deleted': { en_US: 'Popup deleted', fr_FR: 'Popup supprimée' },
  'popup.changed': {
    en_US: 'This popup was changed meanwhile: reload it',
    fr_FR: 'Cette popup a été modifiée entre-temps : rechargez-la',
  },
} as const;
