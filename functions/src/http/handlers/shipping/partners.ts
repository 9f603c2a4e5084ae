import { notImplemented } from '../../types.ts';
import type { ShippingHandlers } from './part.ts';

/** Carrier partners behind adapters: Mondial Relay relays, Vignoble Export, Chronopost products. */
export const partnersHandlers = {
  relayAccessPoints: notImplemented,
  mondialRelayPublicConfig: notImplemented,
  adminVignoblexport: notImplemented,
  adminVignoblexportActivate: notImplemented,
  adminVignoblexportUpdate: notImplemented,
  adminVignoblexportToggleValidation: notImplemented,
  adminMondialRelayActivate: notImplemented,
  adminChronopostProducts: notImplemented,
  adminChronopostProduct: notImplemented,
  adminChronopostProductCreate: notImplemented,
  adminChronopostProductUpdate: notImplemented,
  adminChronopostProductDelete: notImplemented,
} satisfies ShippingHandlers;
