/** Fonts (issue 17: base fonts, site fonts) and the site's public information. */
export const fontMessages = {
  'font.baseFontRequired': {
    en_US: 'Font family, weight, style and file mandatory',
    fr_FR: 'La famille, la graisse, le style et le fichier de la police sont obligatoires',
  },
  'font.invalidWeight': {
    en_US: 'The weight must be 100 to 900, by hundreds',
    fr_FR: 'La graisse doit aller de 100 à 900, par centaines',
  },
  'font.invalidStyle': { en_US: 'The style must be normal or italic', fr_FR: 'Le style doit être normal ou italique' },
  'font.invalidFamily': {
    en_US: 'The family name cannot hold quotes, semicolons, braces or angle brackets',
    fr_FR: 'Le nom de famille ne peut contenir ni guillemets, ni points-virgules, ni accolades, ni chevrons',
  },
  'font.fileTooBig': {
    en_US: 'A font file cannot be more than 2 MB',
    fr_FR: 'Un fichier de police ne peut dépasser 2 Mo',
  },
  'font.notWoff2': {
    en_US: 'The font file must be a WOFF2 file',
    fr_FR: 'Le fichier de police doit être un fichier WOFF2',
  },
  'font.notWoff': {
    en_US: 'The second file must be a WOFF file',
    fr_FR: 'Le second fichier doit être un fichier WOFF',
  },
  'font.invalidPosition': { en_US: 'Invalid position', fr_FR: 'Position invalide' },
  'font.invalidType': {
    en_US: 'The type must be TITLE, MENU or CONTENT',
    fr_FR: 'Le type doit être TITLE, MENU ou CONTENT',
  },
  'font.familyUnknown': {
    en_US: "Choose a family among the site's fonts",
    fr_FR: 'Choisissez une famille parmi les polices du site',
  },
  'font.invalidSize': {
    en_US: 'The size must be a number of em above 0, 10 at most',
    fr_FR: 'La taille doit être un nombre d’em supérieur à 0, 10 au plus',
  },
  'font.invalidColour': {
    en_US: 'The colour must be written #rrggbb',
    fr_FR: 'La couleur doit s’écrire #rrggbb',
  },
  'font.notFound': { en_US: 'Font not found', fr_FR: 'Police introuvable' },
  'font.unknownBaseFont': {
    en_US: 'One of the chosen fonts does not exist',
    fr_FR: 'Une des polices choisies n’existe pas',
  },
  'font.inUse': {
    en_US: 'This font is used by the title, the menu or the content: choose another one there first',
    fr_FR: 'Cette police est utilisée par le titre, le menu ou le contenu : choisissez-en d’abord une autre',
  },
  'font.changed': {
    en_US: 'The fonts changed meanwhile: reload and try again',
    fr_FR: 'Les polices ont changé entre-temps : rechargez et réessayez',
  },
  'font.created': { en_US: 'Font added', fr_FR: 'Police ajoutée' },
  'font.updated': { en_US: 'Font saved', fr_FR: 'Police enregistrée' },
  'font.deleted': { en_US: 'Font deleted', fr_FR: 'Police supprimée' },
  'font.moved': { en_US: 'Font moved', fr_FR: 'Police déplacée' },
  'font.siteFontsSaved': { en_US: "The site's fonts are saved", fr_FR: 'Les polices du site sont enregistrées' },
  'font.siteFontRemoved': { en_US: 'Font removed from the site', fr_FR: 'Police retirée du site' },
  'font.settingSaved': { en_US: 'Font settings saved', fr_FR: 'Réglages de police enregistrés' },
  'information.invalidPhone': { en_US: 'Invalid phone number', fr_FR: 'Numéro de téléphone invalide' },
  'information.invalidEmail': { en_US: 'Invalid email address', fr_FR: 'Adresse e-mail invalide' },
  'information.invalidUrl': {
    en_US: 'The address must start with https://',
    fr_FR: 'L’adresse doit commencer par https://',
  },
  'information.invalidDay': { en_US: 'Unknown day', fr_FR: 'Jour inconnu' },
  'information.invalidNetwork': { en_US: 'Unknown social network', fr_FR: 'Réseau social inconnu' },
  'information.saved': { en_US: 'Information saved', fr_FR: 'Informations enregistrées' },
} as const;
