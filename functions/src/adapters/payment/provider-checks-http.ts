import { createHmac } from 'node:crypto';
import type { ConfigurationTest } from '@cellar/shared/payment/provider-settings';
import { stripeApiVersion, stripeDefaultUrl } from './stripe-http.ts';
import {
  ProviderSettingsError,
  readJson,
  send,
  type CawlCredentials,
  type Fetch,
  type ProviderChecks,
} from './provider-settings.ts';

export interface ProviderChecksOptions {
  stripeUrl?: string;
  /** CAWL's hosts: the test one serves TEST and PRE_PRODUCTION, the production one PRODUCTION and PRODUCTION_1. */
  cawlTestUrl: string;
  cawlProductionUrl: string;
  fetch?: Fetch;
  timeoutMs?: number;
  /** The `Date` header CAWL's signature covers; tests pin it. */
  now?: () => Date;
}

interface StripeErrorJson {
  error?: { message?: string; code?: string; type?: string };
}
interface CawlErrorJson {
  result?: string;
  errors?: Array<{ id?: string; code?: string; message?: string }>;
}

/**
 * The configuration tests over `fetch`. Custom Stripe: `GET /v1/balance` with the site's own secret key
 * (https://docs.stripe.com/api/balance/balance_retrieve) — 200 works, 401/403 is Stripe's reason. CAWL (Worldline
 * Direct): `GET /v2/{PSPID}/services/testconnection`, signed `GCS v1HMAC:<apiKey>:<signature>` over
 * "GET\n\n<Date>\n<path>\n" with the API secret (https://docs.direct.worldline-solutions.com, "Authentication").
 * A refusal is an answer (`ok: false` and the provider's words); a provider down is an error (502).
 */
export class HttpProviderChecks implements ProviderChecks {
  readonly local = false;
  private readonly doFetch: Fetch;

  constructor(private readonly options: ProviderChecksOptions) {
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async customStripe(secretKey: string): Promise<ConfigurationTest> {
    const base = (this.options.stripeUrl ?? stripeDefaultUrl).replace(/\/$/, '');
    const { status, text } = await send(
      this.doFetch,
      `${base}/v1/balance`,
      { method: 'GET', headers: { authorization: `Bearer ${secretKey}`, 'stripe-version': stripeApiVersion } },
      this.options.timeoutMs ?? 8000,
    );
    const json = readJson(status, text) as StripeErrorJson;
    if (status >= 200 && status < 300) return { ok: true, reason: null, local: false };
    if (status === 429 || status >= 500)
      throw new ProviderSettingsError('unavailable', json.error?.code ?? `http_${status}`, `HTTP ${status}`);
    return { ok: false, reason: json.error?.message ?? `HTTP ${status}`, local: false };
  }

  async cawl(credentials: CawlCredentials): Promise<ConfigurationTest> {
    const production = credentials.environment === 'PRODUCTION' || credentials.environment === 'PRODUCTION_1';
    const base = (production ? this.options.cawlProductionUrl : this.options.cawlTestUrl).replace(/\/$/, '');
    const path = `/v2/${encodeURIComponent(credentials.enseigne)}/services/testconnection`;
    const date = (this.options.now?.() ?? new Date()).toUTCString();
    const signature = createHmac('sha256', credentials.privateKey)
      .update(`GET\n\n${date}\n${path}\n`, 'utf8')
      .digest('base64');
    const { status, text } = await send(
      this.doFetch,
      `${base}${path}`,
      { method: 'GET', headers: { date, authorization: `GCS v1HMAC:${credentials.apiKey}:${signature}` } },
      this.options.timeoutMs ?? 8000,
    );
    const json = readJson(status, text) as CawlErrorJson;
    if (status >= 200 && status < 300 && json.result === 'OK') return { ok: true, reason: null, local: false };
    if (status === 429 || status >= 500)
      throw new ProviderSettingsError('unavailable', json.errors?.[0]?.id ?? `http_${status}`, `HTTP ${status}`);
    const first = json.errors?.[0];
    return { ok: false, reason: first?.message ?? first?.id ?? `HTTP ${status}`, local: false };
  }
}
