/**
 * The payment providers' screen's labels in French (`/settings/setup`): loaded with its chunk, registered under
 * `paymentSettings` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  saved: 'Paramètres enregistrés',
  title: 'Moyens de paiement',
  intro:
    'Connectez le compte Stripe qui reçoit les paiements par carte de vos clients, ou renseignez le prestataire de votre banque.',
  loadFailed: 'Les paramètres de paiement n’ont pas pu être chargés',
  local: 'Simulation locale : aucun prestataire n’est contacté',
  stripe: {
    title: 'Stripe Connect',
    connected: 'Compte Stripe connecté : {{account}}',
    notConnected: 'Aucun compte Stripe n’est connecté : les paiements par carte vont sur le compte de la plateforme.',
    connect: 'Connecter mon compte Stripe',
    reconnect: 'Connecter un autre compte',
    connecting: 'Connexion du compte Stripe…',
    stateMismatch: 'Ce retour de Stripe ne vient pas de cette fenêtre : connectez-vous à nouveau.',
  },
  applePay: {
    title: 'Apple Pay',
    active: 'Apple Pay est actif sur {{domain}}',
    inactive: 'Apple Pay n’est pas actif sur {{domain}} : enregistrez le domaine dans votre tableau de bord Stripe.',
    noDomain: 'Le site n’a pas encore d’adresse : Apple Pay attend son domaine.',
    needsStripe: 'Apple Pay demande un compte Stripe connecté.',
    loadFailed: 'L’état d’Apple Pay n’a pas pu être lu',
  },
  ca: {
    title: 'Crédit Agricole e-transactions',
    site: 'Site',
    rang: 'Rang',
    identifiant: 'Identifiant',
    hmacKey: 'Clé HMAC',
    hmacKeyKept: 'Laisser vide pour garder la clé enregistrée ({{masked}})',
  },
  cawl: {
    title: 'CAWL (Crédit Agricole Worldline)',
    enseigne: 'Enseigne (PSPID)',
    apiKey: 'Identifiant de clé API',
    privateKey: 'Clé privée (secret API)',
  },
  customStripe: {
    title: 'Mon propre compte Stripe',
    publishableKey: 'Clé publiable (pk_…)',
    secretKey: 'Clé secrète (sk_…)',
  },
  secretKept: 'Laisser vide pour garder la clé enregistrée ({{masked}})',
  environment: 'Environnement',
  environments: {
    TEST: 'Test',
    PRE_PRODUCTION: 'Pré-production',
    PRODUCTION: 'Production',
    PRODUCTION_1: 'Production 1',
  },
  test: 'Tester la configuration',
  testPassed: 'La configuration fonctionne',
  testFailed: 'Le prestataire a refusé la configuration : {{reason}}',
};
