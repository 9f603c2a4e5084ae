/** Sites, parameters, languages and media. */
export const siteMessages = {
  'site.nameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'site.invalidUrl': {
    en_US: 'Invalid address, it must start with http:// or https://',
    fr_FR: 'Adresse invalide, elle doit commencer par http:// ou https://',
  },
  'site.invalidSlug': {
    en_US: 'Use lower-case letters, digits and dashes only',
    fr_FR: 'Utilisez seulement des minuscules, des chiffres et des tirets',
  },
  'site.slugTaken': {
    en_US: 'This short name is already used by another site',
    fr_FR: 'Ce nom court est déjà utilisé par un autre site',
  },
  'site.urlTaken': {
    en_US: 'This address is already used by another site',
    fr_FR: 'Cette adresse est déjà utilisée par un autre site',
  },
  'site.invalidFunctionality': { en_US: 'Invalid functionality key', fr_FR: 'Clé de fonctionnalité invalide' },
  'site.invalidBannerType': { en_US: 'Unknown banner type', fr_FR: 'Type de bannière inconnu' },
  'site.created': { en_US: 'Site created', fr_FR: 'Site créé' },
  'site.updated': { en_US: 'Site updated', fr_FR: 'Site modifié' },
  'site.functionalitiesUpdated': { en_US: 'Functionalities updated', fr_FR: 'Fonctionnalités modifiées' },
  'parameter.invalidColour': {
    en_US: 'Invalid colour, expected #rrggbb',
    fr_FR: 'Couleur invalide, format attendu #rrggbb',
  },
  'parameter.invalidVatNumber': { en_US: 'Invalid VAT number', fr_FR: 'Numéro de TVA invalide' },
  'parameter.updated': { en_US: 'Parameters saved', fr_FR: 'Paramètres enregistrés' },
  'media.imageRequired': { en_US: 'An image is required', fr_FR: 'Une image est obligatoire' },
  'media.invalidImageType': {
    en_US: 'Allowed images: svg, jpeg, jpg, png',
    fr_FR: 'Images acceptées : svg, jpeg, jpg, png',
  },
  'media.imageTooBig': { en_US: 'Image is too big, maximum 2Mb', fr_FR: 'L’image est trop lourde, 2 Mo maximum' },
  'media.unsafeSvg': {
    en_US: 'This SVG contains scripts and cannot be used',
    fr_FR: 'Ce SVG contient des scripts et ne peut pas être utilisé',
  },
  'media.invalidMultipart': { en_US: 'The form could not be read', fr_FR: 'Le formulaire n’a pas pu être lu' },
  'media.logoSaved': { en_US: 'Logo saved', fr_FR: 'Logo enregistré' },
  'media.bannerSaved': { en_US: 'Banner saved', fr_FR: 'Bannière enregistrée' },
  'lang.unknown': { en_US: 'Unknown lang', fr_FR: 'Langue inconnue' },
  'lang.codeRequired': { en_US: 'Language code is required', fr_FR: 'Le code de langue est obligatoire' },
  'lang.labelRequired': { en_US: 'Please enter a label', fr_FR: 'Veuillez saisir un libellé' },
  'lang.invalidMtCode': { en_US: 'Invalid machine-translation code', fr_FR: 'Code de traduction automatique invalide' },
  'lang.alreadyInCatalogue': {
    en_US: 'This language is already in the catalogue',
    fr_FR: 'Cette langue est déjà dans le catalogue',
  },
  'lang.alreadyAdded': { en_US: 'This language is already on the site', fr_FR: 'Cette langue est déjà sur le site' },
  'lang.notOnSite': { en_US: 'This language is not on the site', fr_FR: 'Cette langue n’est pas sur le site' },
  'lang.defaultLocked': {
    en_US: 'The default language cannot be disabled or removed',
    fr_FR: 'La langue par défaut ne peut pas être désactivée ni retirée',
  },
  'lang.added': { en_US: 'Language added', fr_FR: 'Langue ajoutée' },
  'lang.updated': { en_US: 'Language updated', fr_FR: 'Langue modifiée' },
  'lang.removed': { en_US: 'Language removed', fr_FR: 'Langue retirée' },
} as const;
