import type { SiteId } from '../../../data/site-id.ts';
import type { FieldErrorKeys } from '../../../lib/errors.ts';
import type { CatalogueEntry, ResolvedLine } from '../order-lines.ts';
import type { OrderAddresses } from './addresses.ts';
import { shipByCarrier } from './carrier-delivery.ts';
import { collectAtCellar } from './collection.ts';
import type { OrderBody, ResolvedDelivery } from './placement-types.ts';

/** What the body must say of its delivery: known before any read, so answered with the shopper's problems. */
export function deliveryProblems(body: OrderBody, addresses: OrderAddresses): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  const d = body.delivery;
  if (d.type === 'CLICK_AND_COLLECT') {
    if (!d.idAddress) errors['delivery.idAddress'] = ['pickup.locationRequired'];
    if (!body.dateSchedule) errors.dateSchedule = ['pickup.dateRequired'];
    else if (!/^\d{2}\/\d{2}\/\d{4}$/.test(body.dateSchedule)) errors.dateSchedule = ['calendar.invalidDate'];
    if (!body.idSchedule) errors.idSchedule = ['pickup.scheduleRequired'];
    return errors;
  }
  const home = body.address.delivery;
  if (d.type === 'DELIVERY' && !home) errors['address.delivery'] = ['order.deliveryAddressRequired'];
  // A parcel at home goes to someone: the carrier's label needs a name.
  if (d.type === 'DELIVERY' && home && !home.lastname?.trim())
    errors['address.delivery.lastname'] = ['order.recipientRequired'];
  if (d.type === 'PICKUP' && !d.accessPoint) errors['delivery.accessPoint'] = ['order.accessPointRequired'];
  if (!d.idCarrier) errors['delivery.idCarrier'] = ['order.carrierRequired'];
  // Home delivery: the address's own country, the one the order stores (a name we do not know is refused, never
  // guessed).
  if (d.type === 'DELIVERY' && home && !addresses.deliveryCountry)
    errors['address.delivery.country'] = ['order.unknownCountry'];
  return errors;
}

/** How the order travels and what it costs: collected at the cellar, or shipped by a carrier. */
export async function resolveDelivery(
  site: SiteId,
  order: {
    body: OrderBody;
    addresses: OrderAddresses;
    lines: readonly ResolvedLine[];
    catalogue: ReadonlyMap<number, CatalogueEntry>;
    now: Date;
  },
): Promise<ResolvedDelivery> {
  if (order.body.delivery.type === 'CLICK_AND_COLLECT') return collectAtCellar(site, order.body, order.now);
  return shipByCarrier(site, order.body, order.addresses, order.lines, order.catalogue);
}
