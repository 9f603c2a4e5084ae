import { createHash } from 'node:crypto';
import { ProviderSettingsError, type StripeConnect } from './provider-settings.ts';

/** A code the local consent page hands out: `local_` then letters, digits, `_` or `-`. */
const localCode = /^local_[A-Za-z0-9_-]{1,200}$/;

/**
 * Stripe Connect without Stripe (`npm start`, tests): the "consent page" is the admin's own return address with a
 * code already in it, and a code stands for an account named after it (`acct_local…`), so the flow runs end to end
 * and a test can tell which account was stored. Apple Pay is active on any domain of a connected account.
 */
export class LocalStripeConnect implements StripeConnect {
  readonly local = true;

  clientId(): string {
    return 'ca_local_cellar';
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const code = `local_${state.replace(/[^A-Za-z0-9_-]/g, '')}_${Date.now().toString(36)}`;
    const url = new URL(redirectUri);
    url.searchParams.set('code', code);
    url.searchParams.set('state', state);
    return url.toString();
  }

  async exchangeCode(code: string): Promise<{ accountId: string }> {
    if (!localCode.test(code))
      throw new ProviderSettingsError('request', 'invalid_grant', `Authorization code does not exist: ${code}`);
    return { accountId: `acct_local${createHash('sha256').update(code).digest('hex').slice(0, 14)}` };
  }

  async applePay(account: string, domain: string): Promise<{ active: boolean }> {
    return { active: account !== '' && domain !== '' };
  }
}
