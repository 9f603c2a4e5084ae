import type { ConfigurationTest } from '@cellar/shared/payment/provider-settings';
import type { CawlCredentials, ProviderChecks } from './provider-settings.ts';

const stripeSecret = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;

/**
 * The configuration tests without any network (`npm start`, tests): a key of Stripe's shape passes, a CAWL
 * secret of at least 8 characters passes; a refusal's reason says it comes from the local check.
 */
export class LocalProviderChecks implements ProviderChecks {
  readonly local = true;

  async customStripe(secretKey: string): Promise<ConfigurationTest> {
    return stripeSecret.test(secretKey)
      ? { ok: true, reason: null, local: true }
      : { ok: false, reason: 'Invalid API Key provided (local check, Stripe was not asked)', local: true };
  }

  async cawl(credentials: CawlCredentials): Promise<ConfigurationTest> {
    return credentials.privateKey.length >= 8 && credentials.apiKey.length > 0
      ? { ok: true, reason: null, local: true }
      : { ok: false, reason: 'MISSING_OR_INVALID_AUTHORIZATION (local check, CAWL was not asked)', local: true };
  }
}
