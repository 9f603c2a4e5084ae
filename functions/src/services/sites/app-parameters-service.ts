import {
  maskPaymentSecret,
  type CawlSettingsInput,
  type CustomStripeSettingsInput,
} from '@cellar/shared/payment/provider-settings';
import type { MondialRelayInput } from '@cellar/shared/shipping/partners';
import type {
  AppParametersView,
  AppParameterType,
  ChronopostParametersInput,
  ChronopostParametersView,
} from '@cellar/shared/site/plugins';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { carrierPartnerRepository } from '../../repositories/carrier-partner-repository.ts';
import { pluginRepository } from '../../repositories/plugin-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { mondialRelayService } from '../shipping/partner-service.ts';
import { paymentSettingsService } from './payment-settings-service.ts';

interface ChronopostRecord {
  accountNumber: string;
  password: string;
  IS_ACTIVE: boolean;
  updatedAt: string;
}

/** A PUT's body, checked by its type's own rules (the handler parses it with the type's schema). */
export type AppParametersInput =
  | { type: 'CHRONOPOST'; values: ChronopostParametersInput }
  | { type: 'MONDIAL_RELAY'; values: MondialRelayInput }
  | { type: 'CAWL'; values: CawlSettingsInput }
  | { type: 'CUSTOM_STRIPE'; values: CustomStripeSettingsInput };

const chronopostView = (r: ChronopostRecord | null): ChronopostParametersView => ({
  type: 'CHRONOPOST',
  configured: r !== null,
  accountNumber: r?.accountNumber ?? null,
  passwordMasked: maskPaymentSecret(r?.password),
  IS_ACTIVE: r?.IS_ACTIVE ?? false,
  updatedAt: r?.updatedAt ?? null,
});

async function mondialRelay(site: SiteId): Promise<AppParametersView> {
  const r = await carrierPartnerRepository.mondialRelay(site);
  return {
    type: 'MONDIAL_RELAY',
    configured: r !== null,
    enseigne: r?.enseigne ?? null,
    privateKeyMasked: maskPaymentSecret(r?.privateKey),
    insuranceLevel: r?.insuranceLevel ?? null,
    collectionMode: r?.collectionMode ?? null,
    updatedAt: r?.updatedAt ?? null,
  };
}

/**
 * An application's parameters for the site, by type (docs/payment-settings.md "App parameters"). Each type keeps
 * its one home: MONDIAL_RELAY's are its carrier settings (the same rules and storage as the carrier screen's
 * activation), CAWL's and CUSTOM_STRIPE's the payment settings', CHRONOPOST's (its account, IS_ACTIVE) are here.
 */
export const appParametersService = {
  async get(site: SiteId, type: AppParameterType): Promise<AppParametersView> {
    switch (type) {
      case 'CHRONOPOST':
        return chronopostView(await pluginRepository.parameters<ChronopostRecord>(site, 'CHRONOPOST'));
      case 'MONDIAL_RELAY':
        return mondialRelay(site);
      case 'CAWL':
        return paymentSettingsService.cawl(site);
      case 'CUSTOM_STRIPE':
        return paymentSettingsService.customStripe(site);
    }
  },

  async update(site: SiteId, input: AppParametersInput): Promise<AppParametersView> {
    switch (input.type) {
      case 'CHRONOPOST': {
        const values = input.values;
        const previous = await pluginRepository.parameters<ChronopostRecord>(site, 'CHRONOPOST');
        const password = values.password ?? previous?.password;
        if (!password) throw new ValidationError({ password: ['plugin.keyRequired'] });
        const next: ChronopostRecord = { ...values, password, updatedAt: new Date().toISOString() };
        try {
          await pluginRepository.saveParameters(site, 'CHRONOPOST', previous, next);
        } catch (error) {
          if (error instanceof SiteItemChanged) throw new ConflictError();
          throw error;
        }
        return chronopostView(next);
      }
      case 'MONDIAL_RELAY':
        await mondialRelayService.activate(site, input.values);
        return mondialRelay(site);
      case 'CAWL':
        return paymentSettingsService.updateCawl(site, input.values);
      case 'CUSTOM_STRIPE':
        return paymentSettingsService.updateCustomStripe(site, input.values);
    }
  },

  /** The site's Chronopost account for its labels, null while none is saved or it is switched off. */
  async chronopostAccount(site: SiteId): Promise<{ accountNumber: string; password: string } | null> {
    const r = await pluginRepository.parameters<ChronopostRecord>(site, 'CHRONOPOST');
    return r?.IS_ACTIVE ? { accountNumber: r.accountNumber, password: r.password } : null;
  },
};
