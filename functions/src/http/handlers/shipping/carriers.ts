import { carrierService } from '../../../services/shipping/carrier-service.ts';
import type { ShippingHandlers } from './part.ts';

/** Carriers with their rules, tranches and prices, flat rates, price files (docs/shipping.md). */
export const carriersHandlers = {
  adminCarriers: async ({ site, query }) => ({ data: await carrierService.list(site, query) }),
  adminCarrierCreate: async ({ site, body }) => ({
    message: 'carrier.created',
    data: await carrierService.create(site, body),
  }),
  adminCarrier: async ({ site, params }) => ({ data: await carrierService.get(site, params.id) }),
  adminCarrierUpdate: async ({ site, params, body }) => ({
    message: 'carrier.updated',
    data: await carrierService.update(site, params.id, body),
  }),
  adminCarrierDelete: async ({ site, params }) => {
    await carrierService.remove(site, params.id);
    return { message: 'carrier.deleted', data: null };
  },
  adminCarrierState: async ({ site, params, body }) => ({
    message: 'carrier.updated',
    data: await carrierService.setValid(site, params.id, body.valid),
  }),
  adminCarrierProducts: async ({ site, params }) => ({ data: await carrierService.products(site, params.id) }),
  adminCarrierRuleCreate: async ({ site, params, body }) => ({
    message: 'carrierRule.created',
    data: await carrierService.addRule(site, params.id, body),
  }),
  adminCarrierRuleUpdate: async ({ site, params, body }) => ({
    message: 'carrierRule.updated',
    data: await carrierService.updateRule(site, params.id, params.idRule, body),
  }),
  adminCarrierRuleDelete: async ({ site, params }) => {
    await carrierService.removeRule(site, params.id, params.idRule);
    return { message: 'carrierRule.deleted', data: null };
  },
  adminCarrierPricesParse: async ({ site, params, body }) => ({
    message: 'carrier.priceFileParsed',
    data: await carrierService.parsePriceFile(site, params.id, body.file),
  }),
  adminCarrierPricesInsert: async ({ site, params, body }) => ({
    message: 'carrier.priceFileInserted',
    data: await carrierService.insertPriceFile(site, params.id, body.filename),
  }),
  adminCarrierPricesUpdate: async ({ site, params, body }) => ({
    message: 'carrier.pricesUpdated',
    data: await carrierService.updatePrices(site, params.id, body),
  }),
  adminCarrierPricesDelete: async ({ site, params }) => ({
    message: 'carrier.pricesDeleted',
    data: await carrierService.removePrices(site, params.idCarrier, params.idCountry),
  }),
  adminFlatRates: async ({ site }) => ({ data: await carrierService.flatRates(site) }),
  adminFlatRatePricesDelete: async ({ site, params, query }) => ({
    message: 'carrier.pricesDeleted',
    data: await carrierService.removeFlatRate(site, params.idCountry, query.idCarrier),
  }),
} satisfies ShippingHandlers;
