import { setCarrierAdapters } from '../adapters/carriers/carriers.ts';
import { resetMailSender } from '../adapters/mail/mail.ts';
import { setPaymentProvider } from '../adapters/payment/payments.ts';
import { resetTokenVerifier } from '../auth/token-verifier.ts';
import { resetDynamoClient } from '../data/dynamo.ts';
import { resetCognitoClient } from '../identity/cognito-client.ts';
import { env, resetEnvCache } from '../lib/env.ts';
import { setLogLevel } from '../lib/logger.ts';
import { forgetCatalogueCaches } from '../services/catalog/catalogue-caches.ts';

// In local/, not lib/: it reaches into adapters, auth, data and identity, which all import lib/ (no layer below them).
/**
 * Forgets every client and setting read from the environment. A Lambda container never needs it;
 * the local stack calls it when it (re)starts parts on new ports in the same process.
 */
export function forgetEnvironment(): void {
  resetEnvCache();
  resetDynamoClient();
  resetCognitoClient();
  resetTokenVerifier();
  resetMailSender();
  setCarrierAdapters(undefined);
  setPaymentProvider(undefined);
  // A new table may hold the same site ids at the same catalogue versions: copies of the old one would pass for it.
  forgetCatalogueCaches();
  // The logger read LOG_LEVEL when it was loaded, maybe before the stack set it (the seed's services).
  setLogLevel(env().LOG_LEVEL);
}
