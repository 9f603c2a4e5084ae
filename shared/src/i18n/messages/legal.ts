/** Sales conditions, legal notice and legal info (issue 12, docs/legal.md). */
export const legalMessages = {
  'legal.textTooLong': {
    en_US: 'This text is too long (60,000 characters at most)',
    fr_FR: 'Ce texte est trop long (60 000 caractères au plus)',
  },
  'legal.invalidSiret': {
    en_US: 'Invalid SIRET number, expected 14 digits',
    fr_FR: 'Numéro SIRET invalide, 14 chiffres attendus',
  },
  'legal.companyNameRequired': {
    en_US: 'The company name is required with the legal info',
    fr_FR: 'La raison sociale est obligatoire avec les informations légales',
  },
  'legal.saved': {
    en_US: 'Sales conditions and legal notice saved',
    fr_FR: 'Conditions de vente et mentions légales enregistrées',
  },
  'legal.defaultsSaved': {
    en_US: 'Default sales conditions and legal notice saved',
    fr_FR: 'Conditions de vente et mentions légales par défaut enregistrées',
  },
} as const;
