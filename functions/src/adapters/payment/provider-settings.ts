import type { ConfigurationTest, PaymentEnvironment } from '@cellar/shared/payment/provider-settings';

/**
 * What the site's payment settings ask the providers (docs/payment-settings.md): Stripe Connect's consent and code
 * exchange, Apple Pay on a connected account's domain, and the configuration tests of the providers a site brings
 * (its own Stripe keys, CAWL). Local implementations by default; real ones over `fetch` (tested on recorded answers).
 * The shopper's card payments are another adapter (payment.ts): this one never takes a payment.
 */

/** Why a provider's call failed: our platform keys (credentials), what we sent (request), or the provider itself. */
export type ProviderFailure = 'credentials' | 'request' | 'unavailable';

export class ProviderSettingsError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    readonly code: string,
    readonly detail: string,
  ) {
    super(`${failure} ${code}: ${detail}`);
  }
}

/** The `fetch` the real adapters call: injected, so tests replay recorded answers without a network. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface StripeConnect {
  /** True for the local simulation: no Stripe account is involved. */
  readonly local: boolean;
  /** The platform's Connect client id (`ca_…`). */
  clientId(): string;
  /** The consent page the producer is sent to; it comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(options: { state: string; redirectUri: string }): string;
  /** The connected account (`stripe_user_id`) a consent page's code stands for; a code works once. */
  exchangeCode(code: string): Promise<{ accountId: string }>;
  /** Whether Apple Pay is active on this domain of the connected account (Stripe's payment method domains). */
  applePay(account: string, domain: string): Promise<{ active: boolean }>;
}

export interface CawlCredentials {
  /** The PSPID (merchant id). */
  enseigne: string;
  apiKey: string;
  /** The API secret. */
  privateKey: string;
  environment: PaymentEnvironment;
}

export interface ProviderChecks {
  readonly local: boolean;
  /** Asks Stripe whether the site's own secret key works. */
  customStripe(secretKey: string): Promise<ConfigurationTest>;
  /** Asks CAWL whether the merchant's API key and secret work (its `testconnection` service). */
  cawl(credentials: CawlCredentials): Promise<ConfigurationTest>;
}

/** Reads a provider's answer text as JSON, or says the provider answered something we cannot read. */
export function readJson(status: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderSettingsError('unavailable', `http_${status}`, 'unreadable answer');
  }
}

/** Calls `fetch` with a timeout; a network failure or a timeout is the provider being unavailable. */
export async function send(
  doFetch: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  try {
    const answer = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: answer.status, text: await answer.text() };
  } catch (error) {
    const name = (error as { name?: string }).name ?? 'Error';
    throw new ProviderSettingsError(
      'unavailable',
      name === 'TimeoutError' ? 'timeout' : 'network',
      (error as Error).message ?? String(error),
    );
  }
}
