import type * as z from 'zod';
import { cawlSettingsInputSchema, customStripeSettingsInputSchema } from '@cellar/shared/payment/provider-settings';
import { mondialRelayActivateSchema } from '@cellar/shared/shipping/partners';
import { chronopostParametersInputSchema, type AppParameterType } from '@cellar/shared/site/plugins';
import type { FieldErrorKeys } from '../../../lib/errors.ts';
import { appParametersService, type AppParametersInput } from '../../../services/sites/app-parameters-service.ts';
import { paymentSettingsService } from '../../../services/sites/payment-settings-service.ts';
import { pluginService } from '../../../services/sites/plugin-service.ts';
import type { GroupHandlers } from '../../types.ts';
import { parsePart, throwIfErrors } from '../../validate.ts';

/** A PUT's body checked by its type's own rules (the route's schema only bounds its size), messages on its fields. */
function parametersInput(type: AppParameterType, body: unknown): AppParametersInput {
  const errors: FieldErrorKeys = {};
  const parse = <S extends z.ZodType>(schema: S) => {
    const value = parsePart(schema, body, errors);
    throwIfErrors(errors);
    return value as z.output<S>;
  };
  switch (type) {
    case 'CHRONOPOST':
      return { type, values: parse(chronopostParametersInputSchema) };
    case 'MONDIAL_RELAY':
      return { type, values: parse(mondialRelayActivateSchema) };
    case 'CAWL':
      return { type, values: parse(cawlSettingsInputSchema) };
    case 'CUSTOM_STRIPE':
      return { type, values: parse(customStripeSettingsInputSchema) };
  }
}

/**
 * Payment settings, site keys, app site keys, external applications and app parameters (docs/payment-settings.md):
 * every read and write is the authorised site's; the catalogue's writes are SUPER_ADMIN (the routes' level).
 */
export const pluginHandlers = {
  adminSiteKeys: async ({ site }) => ({ data: { list: await pluginService.siteKeys(site) } }),
  adminSiteKeyCreate: async ({ site, body }) => ({
    status: 201,
    message: 'plugin.saved',
    data: await pluginService.createSiteKey(site, body),
  }),
  adminSiteKeyUpdate: async ({ site, params, body }) => ({
    message: 'plugin.saved',
    data: await pluginService.updateSiteKey(site, params.id, body),
  }),

  adminPaymentClientId: async ({ site }) => ({ data: await paymentSettingsService.clientId(site) }),
  adminPaymentAccountExists: async ({ site }) => ({ data: await paymentSettingsService.accountExists(site) }),
  adminApplePay: async ({ site }) => ({ data: await paymentSettingsService.applePay(site) }),
  adminPaymentCa: async ({ site }) => ({ data: await paymentSettingsService.ca(site) }),
  adminPaymentCaUpdate: async ({ site, body }) => ({
    message: 'payment.caSaved',
    data: await paymentSettingsService.updateCa(site, body),
  }),
  customStripeConfigurationTest: async ({ site }) => {
    const data = await paymentSettingsService.testCustomStripe(site);
    return { message: data.ok ? 'payment.testPassed' : 'payment.testFailed', data };
  },
  cawlConfigurationTest: async ({ site }) => {
    const data = await paymentSettingsService.testCawl(site);
    return { message: data.ok ? 'payment.testPassed' : 'payment.testFailed', data };
  },

  adminAppSiteKeys: async ({ site, query }) => ({ data: { list: await pluginService.appSiteKeys(site, query.type) } }),
  adminAppSiteKeyCreate: async ({ site, body }) => ({
    status: 201,
    message: 'plugin.saved',
    data: await pluginService.createAppSiteKey(site, body),
  }),
  adminAppSiteKeyUpdate: async ({ site, params, body }) => ({
    message: 'plugin.saved',
    data: await pluginService.updateAppSiteKey(site, params.id, body),
  }),
  adminAppSiteKeyAction: async ({ site, params }) => ({
    message: 'plugin.saved',
    data: await pluginService.switchAppSiteKey(site, params.id, params.action),
  }),
  adminAppSiteKeyOrder: async ({ site, params, body }) => ({
    data: { list: await pluginService.moveAppSiteKey(site, params.id, body.position) },
  }),

  adminExternalApps: async ({ principal }) => ({
    data: { list: await pluginService.externalApps(principal.user.role === 'SUPER_ADMIN') },
  }),
  adminExternalAppCreate: async ({ body }) => ({
    status: 201,
    message: 'plugin.saved',
    data: await pluginService.createExternalApp(body),
  }),
  adminExternalAppUpdate: async ({ params, body }) => ({
    message: 'plugin.saved',
    data: await pluginService.updateExternalApp(params.id, body),
  }),
  adminExternalAppDelete: async ({ params }) => {
    await pluginService.deleteExternalApp(params.id);
    return { message: 'plugin.deleted', data: null };
  },

  adminAppParameters: async ({ site, params }) => ({ data: await appParametersService.get(site, params.type) }),
  adminAppParametersUpdate: async ({ site, params, body }) => ({
    message: 'plugin.saved',
    data: await appParametersService.update(site, parametersInput(params.type, body)),
  }),
} satisfies Partial<GroupHandlers<'sites'>>;
