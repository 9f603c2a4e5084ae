/** Site keys, external applications (plugins), app site keys and app parameters (issue 20). */
export const pluginMessages = {
  'plugin.keyRequired': { en_US: 'Key cannot be empty', fr_FR: 'La clé ne peut pas être vide' },
  'plugin.keyTaken': { en_US: 'This key already exists', fr_FR: 'Cette clé existe déjà' },
  'plugin.jsonInvalid': { en_US: 'Invalid JSON configuration', fr_FR: 'Configuration JSON invalide' },
  'plugin.nameRequired': { en_US: 'Please enter a name', fr_FR: 'Veuillez saisir un nom' },
  'plugin.typeInvalid': {
    en_US: 'The type is capital letters, digits and underscores (MONDIAL_RELAY)',
    fr_FR: 'Le type s’écrit en majuscules, chiffres et tirets bas (MONDIAL_RELAY)',
  },
  'plugin.typeTaken': {
    en_US: 'An application of this type already exists',
    fr_FR: 'Une application de ce type existe déjà',
  },
  'plugin.urlInvalid': {
    en_US: 'The address must start with https://',
    fr_FR: 'L’adresse doit commencer par https://',
  },
  'plugin.appUnknown': { en_US: 'Unknown application', fr_FR: 'Application inconnue' },
  'plugin.appInUse': {
    en_US: 'Sites still use this application',
    fr_FR: 'Des sites utilisent encore cette application',
  },
  'plugin.actionInvalid': {
    en_US: 'The action is valid or invalid',
    fr_FR: 'L’action est valid ou invalid',
  },
  'plugin.invalidPosition': {
    en_US: 'The position is a whole number from 0',
    fr_FR: 'La position est un nombre entier à partir de 0',
  },
  'plugin.parametersUnknown': {
    en_US: 'This application has no parameters',
    fr_FR: 'Cette application n’a pas de paramètres',
  },
  'plugin.saved': { en_US: 'Saved', fr_FR: 'Enregistré' },
  'plugin.deleted': { en_US: 'Application deleted', fr_FR: 'Application supprimée' },
} as const;
