/** The producer's subscription and billing (spec 1 §5 "Customer"; issue 20; docs/billing.md). */
export const billingMessages = {
  'billing.companyNameRequired': {
    en_US: 'Company name cannot be empty',
    fr_FR: 'Le nom de l’entreprise ne peut pas être vide',
  },
  'billing.companyEmailRequired': {
    en_US: 'Company email cannot be empty',
    fr_FR: 'L’e-mail de l’entreprise ne peut pas être vide',
  },
  'billing.companyPhoneRequired': {
    en_US: 'Company phone cannot be empty',
    fr_FR: 'Le téléphone de l’entreprise ne peut pas être vide',
  },
  'billing.line1Required': { en_US: 'Address cannot be empty', fr_FR: 'L’adresse ne peut pas être vide' },
  'billing.cityRequired': { en_US: 'City cannot be empty', fr_FR: 'La ville ne peut pas être vide' },
  'billing.postalCodeRequired': {
    en_US: 'Postal code cannot be empty',
    fr_FR: 'Le code postal ne peut pas être vide',
  },
  'billing.countryRequired': { en_US: 'Country cannot be empty', fr_FR: 'Le pays ne peut pas être vide' },
  'billing.companyEmailInvalid': { en_US: 'Invalid e-mail format', fr_FR: 'Format d’e-mail invalide' },
  'billing.customerExists': {
    en_US: 'The site already has a billing customer: change it instead',
    fr_FR: 'Le site a déjà un client de facturation : modifiez-le',
  },
  'billing.customerMissing': {
    en_US: 'The site has no billing customer yet: fill in the billing information first',
    fr_FR: 'Le site n’a pas encore de client de facturation : remplissez d’abord les informations de facturation',
  },
  'billing.customerCreated': { en_US: 'Billing information saved', fr_FR: 'Informations de facturation enregistrées' },
  'billing.customerUpdated': { en_US: 'Billing information updated', fr_FR: 'Informations de facturation modifiées' },
  'billing.providerUnavailable': {
    en_US: 'The billing service cannot be reached: try again in a moment',
    fr_FR: 'Le service de facturation est injoignable : réessayez dans un instant',
  },
  'billing.returnUrlInvalid': {
    en_US: 'The return address must be an address of the administration',
    fr_FR: 'L’adresse de retour doit être une adresse de l’administration',
  },
  'billing.reportFromRequired': {
    en_US: 'Start date cannot be empty',
    fr_FR: 'La date de début ne peut pas être vide',
  },
  'billing.reportToRequired': { en_US: 'End date cannot be empty', fr_FR: 'La date de fin ne peut pas être vide' },
  'billing.reportDateInvalid': { en_US: 'Invalid date', fr_FR: 'Date invalide' },
  'billing.reportPeriodReversed': {
    en_US: 'The end date must be after the start date',
    fr_FR: 'La date de fin doit être après la date de début',
  },
  'billing.reportPeriodTooLong': {
    en_US: 'A report covers one year at most',
    fr_FR: 'Un rapport couvre un an au plus',
  },
  'billing.reportRequested': {
    en_US: 'The report is being generated (up to a minute)',
    fr_FR: 'Le rapport est en cours de génération (jusqu’à une minute)',
  },
  'billing.reportNotFound': { en_US: 'Report not found', fr_FR: 'Rapport introuvable' },
  'billing.noStripeAccount': {
    en_US: 'Connect your Stripe account first',
    fr_FR: 'Connectez d’abord votre compte Stripe',
  },
} as const;
