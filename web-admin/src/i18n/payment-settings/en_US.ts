import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The payment providers' screen's labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  saved: 'Settings saved',
  title: 'Payment methods',
  intro: 'Connect the Stripe account your shoppers’ card payments go to, or set up your bank’s payment provider.',
  loadFailed: 'The payment settings could not be loaded',
  local: 'Local simulation: no provider is contacted',
  stripe: {
    title: 'Stripe Connect',
    connected: 'Stripe account connected: {{account}}',
    notConnected: 'No Stripe account is connected: card payments go to the platform’s account.',
    connect: 'Connect my Stripe account',
    reconnect: 'Connect another account',
    connecting: 'Connecting the Stripe account…',
    stateMismatch: 'This return from Stripe did not start in this window: please connect again.',
  },
  applePay: {
    title: 'Apple Pay',
    active: 'Apple Pay is active on {{domain}}',
    inactive: 'Apple Pay is not active on {{domain}}: register the domain in your Stripe dashboard.',
    noDomain: 'The site has no address yet: Apple Pay needs its domain.',
    needsStripe: 'Apple Pay needs a connected Stripe account.',
    loadFailed: 'Apple Pay’s state could not be read',
  },
  ca: {
    title: 'Crédit Agricole e-transactions',
    site: 'Site',
    rang: 'Rang',
    identifiant: 'Identifiant',
    hmacKey: 'HMAC key',
    hmacKeyKept: 'Leave empty to keep the stored key ({{masked}})',
  },
  cawl: {
    title: 'CAWL (Crédit Agricole Worldline)',
    enseigne: 'Enseigne (PSPID)',
    apiKey: 'API key id',
    privateKey: 'Private key (API secret)',
  },
  customStripe: {
    title: 'My own Stripe account',
    publishableKey: 'Publishable key (pk_…)',
    secretKey: 'Secret key (sk_…)',
  },
  secretKept: 'Leave empty to keep the stored key ({{masked}})',
  environment: 'Environment',
  environments: {
    TEST: 'Test',
    PRE_PRODUCTION: 'Pre production',
    PRODUCTION: 'Production',
    PRODUCTION_1: 'Production 1',
  },
  test: 'Test the configuration',
  testPassed: 'The configuration works',
  testFailed: 'The provider refused the configuration: {{reason}}',
};
