import { notImplemented } from '../../types.ts';
import type { ShippingHandlers } from './part.ts';

/** Carriers with their rules, tranches and prices, flat rates, price files. */
export const carriersHandlers = {
  adminCarriers: notImplemented,
  adminCarrierCreate: notImplemented,
  adminCarrier: notImplemented,
  adminCarrierUpdate: notImplemented,
  adminCarrierDelete: notImplemented,
  adminCarrierState: notImplemented,
  adminCarrierProducts: notImplemented,
  adminCarrierRuleCreate: notImplemented,
  adminCarrierRuleUpdate: notImplemented,
  adminCarrierRuleDelete: notImplemented,
  adminCarrierPricesParse: notImplemented,
  adminCarrierPricesInsert: notImplemented,
  adminCarrierPricesUpdate: notImplemented,
  adminCarrierPricesDelete: notImplemented,
  adminFlatRates: notImplemented,
  adminFlatRatePricesDelete: notImplemented,
} satisfies ShippingHandlers;
