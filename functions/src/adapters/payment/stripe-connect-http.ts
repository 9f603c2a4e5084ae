import { stripeApiVersion, stripeDefaultUrl } from './stripe-http.ts';
import { ProviderSettingsError, readJson, send, type Fetch, type StripeConnect } from './provider-settings.ts';

export interface StripeConnectOptions {
  /** The platform's secret key: it authenticates the code exchange and the calls on connected accounts. */
  secretKey: string;
  clientId: string;
  /** Stripe's API (`https://api.stripe.com`) and Connect's OAuth host (`https://connect.stripe.com`). */
  apiUrl?: string;
  connectUrl?: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

interface OAuthTokenJson {
  stripe_user_id?: string;
  error?: string;
  error_description?: string;
}

interface PaymentMethodDomainsJson {
  object?: string;
  data?: Array<{ domain_name?: string; enabled?: boolean; apple_pay?: { status?: string } }>;
  error?: { type?: string; code?: string; message?: string };
}

/**
 * Stripe Connect over `fetch` (https://docs.stripe.com/connect/oauth-reference): the consent page
 * (`/oauth/authorize`, scope read_write), the code exchange (`POST /oauth/token`, the platform's secret key as
 * bearer: answers `stripe_user_id`), and Apple Pay's state from the connected account's payment method domains
 * (`GET /v1/payment_method_domains?domain_name=`, https://docs.stripe.com/api/payment_method_domains).
 */
export class HttpStripeConnect implements StripeConnect {
  readonly local = false;
  private readonly apiUrl: string;
  private readonly connectUrl: string;
  private readonly doFetch: Fetch;

  constructor(private readonly options: StripeConnectOptions) {
    this.apiUrl = (options.apiUrl ?? stripeDefaultUrl).replace(/\/$/, '');
    this.connectUrl = (options.connectUrl ?? 'https://connect.stripe.com').replace(/\/$/, '');
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  clientId(): string {
    return this.options.clientId;
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL(`${this.connectUrl}/oauth/authorize`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.options.clientId);
    url.searchParams.set('scope', 'read_write');
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }

  async exchangeCode(code: string): Promise<{ accountId: string }> {
    const { status, text } = await send(
      this.doFetch,
      `${this.connectUrl}/oauth/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `grant_type=authorization_code&code=${encodeURIComponent(code)}`,
      },
      this.options.timeoutMs ?? 8000,
    );
    const json = readJson(status, text) as OAuthTokenJson;
    if (status >= 200 && status < 300 && typeof json.stripe_user_id === 'string')
      return { accountId: json.stripe_user_id };
    const errorCode = json.error ?? `http_${status}`;
    const detail = json.error_description ?? `HTTP ${status}`;
    if (status === 401 || errorCode === 'invalid_client')
      throw new ProviderSettingsError('credentials', errorCode, detail);
    if (status === 429 || status >= 500) throw new ProviderSettingsError('unavailable', errorCode, detail);
    throw new ProviderSettingsError('request', errorCode, detail);
  }

  async applePay(account: string, domain: string): Promise<{ active: boolean }> {
    const { status, text } = await send(
      this.doFetch,
      `${this.apiUrl}/v1/payment_method_domains?domain_name=${encodeURIComponent(domain)}`,
      {
        method: 'GET',
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          'stripe-version': stripeApiVersion,
          'stripe-account': account,
        },
      },
      this.options.timeoutMs ?? 8000,
    );
    const json = readJson(status, text) as PaymentMethodDomainsJson;
    if (status >= 200 && status < 300) {
      const found = (json.data ?? []).find((d) => d.domain_name === domain);
      return { active: Boolean(found?.enabled && found.apple_pay?.status === 'active') };
    }
    const code = json.error?.code ?? json.error?.type ?? `http_${status}`;
    const detail = json.error?.message ?? `HTTP ${status}`;
    if (status === 401 || status === 403) throw new ProviderSettingsError('credentials', code, detail);
    if (status === 429 || status >= 500) throw new ProviderSettingsError('unavailable', code, detail);
    throw new ProviderSettingsError('request', code, detail);
  }
}
