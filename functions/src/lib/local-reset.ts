import { setCarrierAdapters } from '../adapters/carriers/carriers.ts';
import { resetMailSender } from '../adapters/mail/mail.ts';
import { setPaymentProvider } from '../adapters/payment/payments.ts';
import { resetTokenVerifier } from '../auth/token-verifier.ts';
import { resetDynamoClient } from '../data/dynamo.ts';
import { resetCognitoClient } from '../identity/cognito-client.ts';
import { resetEnvCache } from './env.ts';

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
}
