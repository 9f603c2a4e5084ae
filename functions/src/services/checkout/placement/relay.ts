import { countryByAlpha2, type Country } from '@cellar/shared/shipping/countries';
import type { SiteId } from '../../../data/site-id.ts';
import { mondialRelayService } from '../../shipping/partner-service.ts';
import type { Delivery, OrderBody } from './placement-types.ts';
import { refuse } from './refuse.ts';

/** Where a parcel goes: the postal code and country that price it, and the relay it is left at (none: home). */
export interface Destination {
  postalCode: string;
  country: Country;
  accessPoint: Delivery['accessPoint'];
}

/**
 * The relay a shopper chose, looked up by its id and country with Mondial Relay (local adapter by
 * default): its own postal code and country price the order, its own name and address are stored.
 */
export async function relayOf(
  site: SiteId,
  chosen: NonNullable<OrderBody['delivery']['accessPoint']>,
): Promise<Destination & { accessPoint: NonNullable<Delivery['accessPoint']> }> {
  const found = await mondialRelayService.accessPoint(site, { id: chosen.id, country: chosen.country });
  if (!found.activated)
    refuse({ 'delivery.accessPoint': ['partner.mondialRelayNotActivated'] }, 'partner.mondialRelayNotActivated');
  const relay = found.point;
  const country = relay ? countryByAlpha2(relay.country) : undefined;
  if (!relay || !country || !relay.zipCode)
    refuse({ 'delivery.accessPoint': ['order.accessPointUnknown'] }, 'order.accessPointUnknown');
  return {
    postalCode: relay.zipCode,
    country,
    accessPoint: {
      id: relay.id,
      name: relay.name || null,
      address: [relay.addLine1, relay.addLine2].filter(Boolean).join(', ') || null,
      postalCode: relay.zipCode,
      city: relay.city || null,
      country: country.alphaTwo,
    },
  };
}
