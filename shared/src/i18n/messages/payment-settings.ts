/** The site's payment providers (issue 20): Stripe Connect, Apple Pay, CA e-transactions, CAWL, custom Stripe. */
export const paymentSettingsMessages = {
  'payment.hmacTooShort': { en_US: 'The HMAC key is too short', fr_FR: 'La clé HMAC est trop courte' },
  'payment.caRequired': {
    en_US: 'site, rang and identifiant cannot be empty',
    fr_FR: 'site, rang et identifiant ne peuvent pas être vides',
  },
  'payment.cawlRequired': {
    en_US: 'Enseigne and private key cannot be empty',
    fr_FR: 'L’enseigne et la clé privée ne peuvent pas être vides',
  },
  'payment.keyRequired': { en_US: 'Key cannot be empty', fr_FR: 'La clé ne peut pas être vide' },
  'payment.environmentInvalid': {
    en_US: 'The environment must be test, pre production, production or production 1',
    fr_FR: 'L’environnement doit être test, pré-production, production ou production 1',
  },
  'payment.stripeKeyInvalid': {
    en_US: 'A Stripe key starts with pk_ (publishable) or sk_ / rk_ (secret)',
    fr_FR: 'Une clé Stripe commence par pk_ (publiable) ou sk_ / rk_ (secrète)',
  },
  'payment.caSaved': {
    en_US: 'Crédit Agricole settings saved',
    fr_FR: 'Paramètres Crédit Agricole enregistrés',
  },
  'payment.stripeConnected': { en_US: 'Stripe account connected', fr_FR: 'Compte Stripe connecté' },
  'payment.stripeCodeRefused': {
    en_US: 'Stripe refused this connection code, please connect again',
    fr_FR: 'Stripe a refusé ce code de connexion, veuillez vous connecter à nouveau',
  },
  'payment.providerUnavailable': {
    en_US: 'The payment provider does not answer, please retry later',
    fr_FR: 'Le prestataire de paiement ne répond pas, veuillez réessayer plus tard',
  },
  'payment.notConfigured': {
    en_US: 'Save the settings before testing them',
    fr_FR: 'Enregistrez les paramètres avant de les tester',
  },
  'payment.testPassed': { en_US: 'The configuration works', fr_FR: 'La configuration fonctionne' },
  'payment.testFailed': {
    en_US: 'The payment provider refused the configuration',
    fr_FR: 'Le prestataire de paiement a refusé la configuration',
  },
} as const;
