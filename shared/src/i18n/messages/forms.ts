/**
 * Forms (issue 18; spec 1 §3 "Form", §5 loop and condition rules). The spec names the loop rules (key required, type
 * required, minimum greater than 0 and lower than maximum, repetitions greater than 0) and the condition rules
 * (field, comparison sign, at least one condition) without their wording: the texts below are ours. `formAnswer.*`
 * are a visitor's answers (the storefront and POST /message show them per field).
 */
export const formMessages = {
  'form.nameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'form.notFound': { en_US: 'Form not found', fr_FR: 'Formulaire introuvable' },
  'form.changed': {
    en_US: 'This form was changed meanwhile: reload it',
    fr_FR: 'Ce formulaire a été modifié entre-temps : rechargez-le',
  },
  'form.created': { en_US: 'Form created', fr_FR: 'Formulaire créé' },
  'form.updated': { en_US: 'Form saved', fr_FR: 'Formulaire enregistré' },
  'form.deleted': { en_US: 'Form deleted', fr_FR: 'Formulaire supprimé' },
  'form.tooLarge': {
    en_US: 'This form is too large: shorten its texts or its lists of values',
    fr_FR: 'Ce formulaire est trop volumineux : raccourcissez ses textes ou ses listes de valeurs',
  },
  'form.tooManyInputs': {
    en_US: 'A form has 200 inputs at most',
    fr_FR: 'Un formulaire a au plus 200 champs',
  },
  // Inputs
  'form.keyRequired': { en_US: 'Key cannot be empty', fr_FR: 'La clé ne peut pas être vide' },
  'form.keyFormat': {
    en_US: 'A key starts with a letter and has only letters, digits and _',
    fr_FR: 'Une clé commence par une lettre et n’a que des lettres, des chiffres et _',
  },
  'form.keyTaken': {
    en_US: 'This key is already used in the form',
    fr_FR: 'Cette clé est déjà utilisée dans le formulaire',
  },
  'form.labelRequired': { en_US: 'Please enter a label', fr_FR: 'Veuillez saisir un libellé' },
  'form.valuesRequired': {
    en_US: 'Add at least one value to choose from',
    fr_FR: 'Ajoutez au moins une valeur à choisir',
  },
  'form.valueRequired': { en_US: 'The value cannot be empty', fr_FR: 'La valeur ne peut pas être vide' },
  'form.valueTaken': { en_US: 'This value is already listed', fr_FR: 'Cette valeur est déjà dans la liste' },
  'form.minAboveMax': {
    en_US: 'The minimum cannot be greater than the maximum',
    fr_FR: 'Le minimum ne peut pas dépasser le maximum',
  },
  'form.conditionGroupUnknown': {
    en_US: 'This condition group does not exist',
    fr_FR: 'Ce groupe de conditions n’existe pas',
  },
  // Loops (spec 1 §5)
  'form.loopKeyRequired': { en_US: 'Loop key is required', fr_FR: 'La clé de la boucle est obligatoire' },
  'form.loopTypeRequired': { en_US: 'Loop type is required', fr_FR: 'Le type de la boucle est obligatoire' },
  'form.loopMinPositive': {
    en_US: 'The minimum must be greater than 0',
    fr_FR: 'Le minimum doit être supérieur à 0',
  },
  'form.loopMinBelowMax': {
    en_US: 'The minimum must be lower than the maximum',
    fr_FR: 'Le minimum doit être inférieur au maximum',
  },
  'form.loopRepetitionsPositive': {
    en_US: 'The number of repetitions must be greater than 0',
    fr_FR: 'Le nombre de répétitions doit être supérieur à 0',
  },
  'form.loopRepetitionsOutOfBounds': {
    en_US: 'The number of repetitions must be between the minimum and the maximum',
    fr_FR: 'Le nombre de répétitions doit être compris entre le minimum et le maximum',
  },
  // Condition groups (spec 1 §5)
  'form.conditionFieldRequired': {
    en_US: 'The field of the condition is required',
    fr_FR: 'Le champ de la condition est obligatoire',
  },
  'form.conditionFieldUnknown': {
    en_US: 'This field is not in the form',
    fr_FR: 'Ce champ n’est pas dans le formulaire',
  },
  'form.conditionSignRequired': {
    en_US: 'The comparison sign is required',
    fr_FR: 'Le signe de comparaison est obligatoire',
  },
  'form.conditionValueRequired': {
    en_US: 'The value to compare to is required',
    fr_FR: 'La valeur à comparer est obligatoire',
  },
  'form.conditionRequired': {
    en_US: 'Add at least one condition',
    fr_FR: 'Ajoutez au moins une condition',
  },
  // A visitor's answers
  'formAnswer.required': { en_US: 'This field is required', fr_FR: 'Ce champ est obligatoire' },
  'formAnswer.invalidValue': { en_US: 'Invalid value', fr_FR: 'Valeur invalide' },
  'formAnswer.tooShort': { en_US: 'The answer is too short', fr_FR: 'La réponse est trop courte' },
  'formAnswer.tooLong': { en_US: 'The answer is too long', fr_FR: 'La réponse est trop longue' },
  'formAnswer.notANumber': { en_US: 'Enter a number', fr_FR: 'Saisissez un nombre' },
  'formAnswer.belowMin': { en_US: 'The number is too small', fr_FR: 'Le nombre est trop petit' },
  'formAnswer.aboveMax': { en_US: 'The number is too large', fr_FR: 'Le nombre est trop grand' },
  'formAnswer.invalidEmail': { en_US: 'Invalid e-mail format', fr_FR: 'Format d’e-mail invalide' },
  'formAnswer.invalidPhone': { en_US: 'Invalid phone number', fr_FR: 'Numéro de téléphone invalide' },
  'formAnswer.invalidDate': { en_US: 'Invalid date', fr_FR: 'Date invalide' },
  'formAnswer.invalidChoice': {
    en_US: 'Choose one of the proposed values',
    fr_FR: 'Choisissez l’une des valeurs proposées',
  },
  'formAnswer.tooFewChoices': { en_US: 'Choose more values', fr_FR: 'Choisissez plus de valeurs' },
  'formAnswer.tooManyChoices': { en_US: 'Choose fewer values', fr_FR: 'Choisissez moins de valeurs' },
  'formAnswer.tooFewRepetitions': { en_US: 'Add more entries', fr_FR: 'Ajoutez des entrées' },
  'formAnswer.tooManyRepetitions': { en_US: 'Too many entries', fr_FR: 'Trop d’entrées' },
} as const;
