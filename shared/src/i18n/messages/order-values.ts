/** The site's lists of values for orders and returns (shared/src/orders/generic-values.ts). */
export const orderValueMessages = {
  'orderValue.typeInvalid': { en_US: 'Unknown list of values', fr_FR: 'Liste de valeurs inconnue' },
  'orderValue.labelFrRequired': {
    en_US: 'Please enter the label in French',
    fr_FR: 'Veuillez saisir le libellé en français',
  },
  'orderValue.labelEnRequired': {
    en_US: 'Please enter the label in English',
    fr_FR: 'Veuillez saisir le libellé en anglais',
  },
  'orderValue.labelTaken': {
    en_US: 'Another value of this list has this label',
    fr_FR: 'Une autre valeur de cette liste a déjà ce libellé',
  },
  'orderValue.tooMany': {
    en_US: 'This list is full: at most 100 values',
    fr_FR: 'Cette liste est pleine : 100 valeurs au plus',
  },
  'orderValue.notFound': { en_US: 'Value not found', fr_FR: 'Valeur introuvable' },
  'orderValue.created': { en_US: 'Value added', fr_FR: 'Valeur ajoutée' },
  'orderValue.updated': { en_US: 'Value changed', fr_FR: 'Valeur modifiée' },
  'orderValue.moved': { en_US: 'Order of the values saved', fr_FR: 'Ordre des valeurs enregistré' },
  'orderValue.deleted': { en_US: 'Value deleted', fr_FR: 'Valeur supprimée' },
} as const;
