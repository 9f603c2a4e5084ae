import { authoriseSite } from '../../authorise-site.ts';
import {
  chronopostProductService,
  mondialRelayService,
  vignobleExportService,
} from '../../../services/shipping/partner-service.ts';
import type { ShippingHandlers } from './part.ts';

/**
 * Carrier partners behind adapters (docs/shipping.md "Partners and adapters"): Mondial Relay relays
 * and settings, Vignoble Export settings, the site's Chronopost products.
 */
export const partnersHandlers = {
  relayAccessPoints: async ({ site, body }) => ({ data: await mondialRelayService.accessPoints(site, body.address) }),
  mondialRelayPublicConfig: async ({ site }) => ({ data: await mondialRelayService.publicConfig(site) }),
  adminMondialRelayActivate: async ({ site, body }) => ({
    message: 'partner.mondialRelayActivated',
    data: await mondialRelayService.activate(site, body),
  }),

  adminVignoblexport: async ({ site }) => ({ data: await vignobleExportService.get(site) }),
  adminVignoblexportActivate: async ({ site, body }) => ({
    message: 'partner.vignobleExportActivated',
    data: await vignobleExportService.activate(site, body),
  }),
  adminVignoblexportUpdate: async ({ site, body }) => ({
    message: 'partner.vignobleExportUpdated',
    data: await vignobleExportService.update(site, body),
  }),
  adminVignoblexportToggleValidation: async ({ site }) => ({
    message: 'partner.vignobleExportUpdated',
    data: await vignobleExportService.toggleValidation(site),
  }),

  adminChronopostProducts: async ({ site, query }) => ({ data: await chronopostProductService.list(site, query) }),
  // The super-admin variant names the site in the path: authorised like the idSite header is.
  adminChronopostProduct: async ({ principal, params, query }) => ({
    data: await chronopostProductService.list(
      (await authoriseSite({ level: 'superAdmin' }, principal, params.id))!,
      query,
    ),
  }),
  adminChronopostProductCreate: async ({ site, body }) => ({
    message: 'chronopost.productCreated',
    data: await chronopostProductService.create(site, body),
  }),
  adminChronopostProductUpdate: async ({ site, params, body }) => ({
    message: 'chronopost.productUpdated',
    data: await chronopostProductService.update(site, params.id, body),
  }),
  adminChronopostProductDelete: async ({ site, params }) => {
    await chronopostProductService.delete(site, params.id);
    return { message: 'chronopost.productDeleted', data: null };
  },
} satisfies ShippingHandlers;
