import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  maskPaymentSecret,
  type applePayStateSchema,
  type CaSettingsInput,
  type CaSettingsView,
  type CawlSettingsInput,
  type CawlSettingsView,
  type ConfigurationTest,
  type CustomStripeSettingsInput,
  type CustomStripeSettingsView,
  type PaymentEnvironment,
  type stripeAccountExistsSchema,
  type stripeClientIdSchema,
} from '@cellar/shared/payment/provider-settings';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import { paymentSettingsAdapters } from '../../adapters/payment/payment-settings-adapters.ts';
import { ProviderSettingsError } from '../../adapters/payment/provider-settings.ts';
import type { SiteId } from '../../data/site-id.ts';
import { env } from '../../lib/env.ts';
import { AppError, ConflictError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { paymentSettingsRepository } from '../../repositories/payment-settings-repository.ts';
import { pluginRepository } from '../../repositories/plugin-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { siteService } from '../super-admin/site-service.ts';

/** The payment provider did not answer (or refused our platform's keys): 502, the admin retries later. */
export class PaymentProviderUnavailableError extends AppError {
  readonly status = 502;
  constructor() {
    super('payment.providerUnavailable');
  }
}

interface CaRecord {
  site: string;
  rang: string;
  identifiant: string;
  hmacKey: string;
  environment: PaymentEnvironment;
  updatedAt: string;
}
interface CawlRecord {
  enseigne: string;
  apiKey: string;
  privateKey: string;
  environment: PaymentEnvironment;
  updatedAt: string;
}
interface CustomStripeRecord {
  publishableKey: string;
  secretKey: string;
  updatedAt: string;
}

/** A required secret left out with none stored: the rule of its form, on its field. */
function missing(field: string, key: MessageKey): never {
  throw new ValidationError({ [field]: [key] });
}

function providerFailure(site: SiteId, error: unknown): never {
  if (!(error instanceof ProviderSettingsError)) throw error;
  logger[error.failure === 'unavailable' ? 'warn' : 'error']('payment provider settings call failed', {
    idSite: site,
    failure: error.failure,
    code: error.code,
    detail: error.detail,
  });
  throw new PaymentProviderUnavailableError();
}

async function saveParameters<T extends { updatedAt: string }>(
  site: SiteId,
  type: string,
  previous: T | null,
  next: T,
): Promise<void> {
  try {
    await pluginRepository.saveParameters(site, type, previous, next);
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError();
    throw error;
  }
}

const caView = (r: CaRecord | null): CaSettingsView => ({
  configured: r !== null,
  site: r?.site ?? null,
  rang: r?.rang ?? null,
  identifiant: r?.identifiant ?? null,
  hmacKeyMasked: maskPaymentSecret(r?.hmacKey),
  environment: r?.environment ?? 'TEST',
  updatedAt: r?.updatedAt ?? null,
});

const cawlView = (r: CawlRecord | null): CawlSettingsView => ({
  type: 'CAWL',
  configured: r !== null,
  enseigne: r?.enseigne ?? null,
  apiKeyMasked: maskPaymentSecret(r?.apiKey),
  privateKeyMasked: maskPaymentSecret(r?.privateKey),
  environment: r?.environment ?? 'TEST',
  updatedAt: r?.updatedAt ?? null,
});

const customStripeView = (r: CustomStripeRecord | null): CustomStripeSettingsView => ({
  type: 'CUSTOM_STRIPE',
  configured: r !== null,
  publishableKey: r?.publishableKey ?? null,
  secretKeyMasked: maskPaymentSecret(r?.secretKey),
  updatedAt: r?.updatedAt ?? null,
});

/** The host of the site's url (`https://domaine.example/` → `domaine.example`), null without one. */
function domainOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).hostname || null;
  } catch {
    return null;
  }
}

/** The adapters, or 502 when the stage cannot have them (keys missing, the local ones inside a Lambda). */
function adapters(site: SiteId) {
  try {
    return paymentSettingsAdapters();
  } catch (error) {
    providerFailure(site, error);
  }
}

/**
 * The site's payment providers (docs/payment-settings.md): Stripe Connect (its connected account is what shopper
 * card payments use), Apple Pay, and the CA, CAWL and custom Stripe settings with their tests. Secrets are stored
 * in the site's app parameters and only ever answered masked.
 */
export const paymentSettingsService = {
  async clientId(site: SiteId): Promise<z.infer<typeof stripeClientIdSchema>> {
    const { connect } = adapters(site);
    // The admin keeps the state and compares it on return (the consent page hands it back with the code).
    const state = `site${site}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const redirectUri = `${env().ADMIN_WEB_URL.replace(/\/$/, '')}/settings/setup`;
    return {
      clientId: connect.clientId(),
      authorizeUrl: connect.authorizeUrl({ state, redirectUri }),
      local: connect.local,
    };
  },

  async accountExists(site: SiteId): Promise<z.infer<typeof stripeAccountExistsSchema>> {
    const account = (await paymentSettingsRepository.get(site)).stripeAccount ?? null;
    return { exists: Boolean(account), accountId: account };
  },

  /** Exchanges the consent page's code and stores the connected account: shopper card payments go there next. */
  async connect(site: SiteId, code: string): Promise<z.infer<typeof stripeAccountExistsSchema>> {
    let accountId: string;
    try {
      ({ accountId } = await adapters(site).connect.exchangeCode(code));
    } catch (error) {
      if (error instanceof ProviderSettingsError && error.failure === 'request')
        throw new ValidationError({ code: ['payment.stripeCodeRefused'] }, 'payment.stripeCodeRefused');
      providerFailure(site, error);
    }
    await paymentSettingsRepository.setStripeAccount(site, accountId);
    return { exists: true, accountId };
  },

  async applePay(site: SiteId): Promise<z.infer<typeof applePayStateSchema>> {
    const { connect } = adapters(site);
    const [settings, record] = await Promise.all([paymentSettingsRepository.get(site), siteService.record(site)]);
    const account = settings.stripeAccount ?? null;
    const domain = domainOf(record.url);
    if (!account || !domain) return { connected: Boolean(account), domain, active: false, local: connect.local };
    try {
      const { active } = await connect.applePay(account, domain);
      return { connected: true, domain, active, local: connect.local };
    } catch (error) {
      providerFailure(site, error);
    }
  },

  ca: async (site: SiteId): Promise<CaSettingsView> => caView(await pluginRepository.parameters<CaRecord>(site, 'CA')),

  async updateCa(site: SiteId, input: CaSettingsInput): Promise<CaSettingsView> {
    const previous = await pluginRepository.parameters<CaRecord>(site, 'CA');
    const hmacKey = input.hmacKey ?? previous?.hmacKey ?? missing('hmacKey', 'payment.hmacTooShort');
    const next: CaRecord = { ...input, hmacKey, updatedAt: new Date().toISOString() };
    await saveParameters(site, 'CA', previous, next);
    return caView(next);
  },

  cawl: async (site: SiteId): Promise<CawlSettingsView> =>
    cawlView(await pluginRepository.parameters<CawlRecord>(site, 'CAWL')),

  async updateCawl(site: SiteId, input: CawlSettingsInput): Promise<CawlSettingsView> {
    const previous = await pluginRepository.parameters<CawlRecord>(site, 'CAWL');
    const privateKey = input.privateKey ?? previous?.privateKey ?? missing('privateKey', 'payment.cawlRequired');
    const apiKey = input.apiKey ?? previous?.apiKey ?? missing('apiKey', 'payment.keyRequired');
    const next: CawlRecord = {
      enseigne: input.enseigne,
      apiKey,
      privateKey,
      environment: input.environment,
      updatedAt: new Date().toISOString(),
    };
    await saveParameters(site, 'CAWL', previous, next);
    return cawlView(next);
  },

  customStripe: async (site: SiteId): Promise<CustomStripeSettingsView> =>
    customStripeView(await pluginRepository.parameters<CustomStripeRecord>(site, 'CUSTOM_STRIPE')),

  async updateCustomStripe(site: SiteId, input: CustomStripeSettingsInput): Promise<CustomStripeSettingsView> {
    const previous = await pluginRepository.parameters<CustomStripeRecord>(site, 'CUSTOM_STRIPE');
    const secretKey = input.secretKey ?? previous?.secretKey ?? missing('secretKey', 'payment.keyRequired');
    const next: CustomStripeRecord = {
      publishableKey: input.publishableKey,
      secretKey,
      updatedAt: new Date().toISOString(),
    };
    await saveParameters(site, 'CUSTOM_STRIPE', previous, next);
    return customStripeView(next);
  },

  /** Asks Stripe with the site's own secret key; settings not saved yet are a 409 saying so. */
  async testCustomStripe(site: SiteId): Promise<ConfigurationTest> {
    const stored = await pluginRepository.parameters<CustomStripeRecord>(site, 'CUSTOM_STRIPE');
    if (!stored) throw new ConflictError('payment.notConfigured');
    try {
      return await adapters(site).checks.customStripe(stored.secretKey);
    } catch (error) {
      providerFailure(site, error);
    }
  },

  async testCawl(site: SiteId): Promise<ConfigurationTest> {
    const stored = await pluginRepository.parameters<CawlRecord>(site, 'CAWL');
    if (!stored) throw new ConflictError('payment.notConfigured');
    try {
      return await adapters(site).checks.cawl(stored);
    } catch (error) {
      providerFailure(site, error);
    }
  },
};
