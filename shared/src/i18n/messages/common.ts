/** Messages every route can answer: envelope texts and generic validation errors. */
export const commonMessages = {
  'common.ok': { en_US: 'OK', fr_FR: 'OK' },
  'common.notImplemented': { en_US: 'Not implemented', fr_FR: 'Pas encore disponible' },
  'common.notFound': { en_US: 'Not found', fr_FR: 'Introuvable' },
  'common.routeNotFound': { en_US: 'No such route', fr_FR: 'Cette adresse n’existe pas' },
  'common.unauthorized': { en_US: 'You have been disconnected', fr_FR: 'Vous avez été déconnecté' },
  'common.forbidden': { en_US: 'You are not allowed to do this', fr_FR: 'Vous n’avez pas le droit de faire cela' },
  'common.siteForbidden': { en_US: 'You do not have access to this site', fr_FR: 'Vous n’avez pas accès à ce site' },
  'common.siteNotFound': { en_US: 'Site not found', fr_FR: 'Site introuvable' },
  'common.invalidSiteHeader': { en_US: 'Invalid idSite header', fr_FR: 'En-tête idSite invalide' },
  'common.validationFailed': { en_US: 'Some fields are invalid', fr_FR: 'Certains champs sont invalides' },
  'common.conflict': {
    en_US: 'This was changed at the same time by someone else, please retry',
    fr_FR: 'Cet élément a été modifié en même temps par quelqu’un d’autre, veuillez réessayer',
  },
  'common.internalError': {
    en_US: 'An error occured please reload the page or contact us',
    fr_FR: 'Une erreur est survenue, veuillez recharger la page ou nous contacter',
  },
  'common.invalidJson': {
    en_US: 'The body is not valid JSON',
    fr_FR: 'Le corps de la requête n’est pas un JSON valide',
  },
  'common.payloadTooLarge': { en_US: 'The request is too large', fr_FR: 'La requête est trop volumineuse' },
  'common.bodyRequired': { en_US: 'This call needs a body', fr_FR: 'Cet appel a besoin d’un corps de requête' },
  'common.bodyTooDeep': { en_US: 'The body is nested too deeply', fr_FR: 'Le corps de la requête est trop imbriqué' },
  'common.tooManyRequests': {
    en_US: 'Too many requests, please try again later',
    fr_FR: 'Trop de demandes, veuillez réessayer plus tard',
  },
  'validation.numberOutOfRange': { en_US: 'This number is out of range', fr_FR: 'Ce nombre est hors limites' },
  'validation.forbiddenKey': { en_US: 'This field name is not allowed', fr_FR: 'Ce nom de champ n’est pas autorisé' },
  'validation.required': { en_US: 'This field is required', fr_FR: 'Ce champ est obligatoire' },
  'validation.invalidValue': { en_US: 'Invalid value', fr_FR: 'Valeur invalide' },
  'validation.wholeNumber': { en_US: 'Enter a whole number', fr_FR: 'Saisissez un nombre entier' },
  'validation.invalidId': { en_US: 'Invalid id', fr_FR: 'Identifiant invalide' },
  'validation.unknownField': { en_US: 'Unknown field', fr_FR: 'Champ inconnu' },
  'validation.tooLong': { en_US: 'Too long', fr_FR: 'Trop long' },
  'validation.invalidPage': {
    en_US: 'Page must be a number from 1',
    fr_FR: 'La page doit être un nombre à partir de 1',
  },
  'validation.invalidNbItem': {
    en_US: 'Number of items must be between 1 and 100',
    fr_FR: 'Le nombre d’éléments doit être compris entre 1 et 100',
  },
  'validation.invalidOrderBy': { en_US: 'Cannot sort on this field', fr_FR: 'Tri impossible sur ce champ' },
} as const;
