import { normalisePostalCode } from '@cellar/shared/shipping/countries';
import type { SiteId } from '../../../data/site-id.ts';
import type { FieldErrorKeys } from '../../../lib/errors.ts';
import { shippingFeesService } from '../../shipping/shipping-fees-service.ts';
import type { CatalogueEntry, ResolvedLine } from '../order-lines.ts';
import type { OrderAddresses } from './addresses.ts';
import type { OrderBody, ResolvedDelivery } from './placement-types.ts';
import { refuse, refuseAny } from './refuse.ts';
import { relayOf, type Destination } from './relay.ts';

/**
 * Where the parcel goes, as the order stores it: the home address, or the relay as Mondial Relay
 * knows it (what the browser says of the relay is only its id and country).
 */
async function destinationOf(site: SiteId, body: OrderBody, addresses: OrderAddresses): Promise<Destination> {
  if (body.delivery.type === 'PICKUP') return relayOf(site, body.delivery.accessPoint!);
  return { postalCode: body.address.delivery!.postalCode, country: addresses.deliveryCountry!, accessPoint: null };
}

/** The destination the browser priced must be this one: fees are never computed for another. */
function refuseAnotherDestination(body: OrderBody, destination: Destination): void {
  const mismatch: FieldErrorKeys = {};
  if (
    body.deliveryPostalCode &&
    normalisePostalCode(body.deliveryPostalCode) !== normalisePostalCode(destination.postalCode)
  )
    mismatch.deliveryPostalCode = ['order.postalCodeMismatch'];
  if (
    body.deliveryIdCountry !== null &&
    body.deliveryIdCountry !== undefined &&
    body.deliveryIdCountry !== destination.country.id
  )
    mismatch.deliveryIdCountry = ['order.countryMismatch'];
  refuseAny(mismatch);
}

/** Home delivery or a relay: the carrier option chosen, priced by a new fee calculation for the destination. */
export async function shipByCarrier(
  site: SiteId,
  body: OrderBody,
  addresses: OrderAddresses,
  lines: readonly ResolvedLine[],
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): Promise<ResolvedDelivery> {
  const d = body.delivery;
  const destination = await destinationOf(site, body, addresses);
  refuseAnotherDestination(body, destination);
  const options = await shippingFeesService.calculate(
    site,
    {
      products: lines.map((line) => ({
        idProduct: line.product.id,
        idVintage: line.vintage?.id ?? null,
        quantity: line.quantity,
      })),
      postalCode: destination.postalCode,
      country: destination.country.alphaThree,
    },
    // The catalogue this order read already: one Query less on the order's path.
    { catalogue: [...catalogue.values()] },
  );
  const sameCarrier = options.filter((o) => o.id === d.idCarrier);
  const option = sameCarrier.find((o) => (d.serviceCode ? o.serviceCode === d.serviceCode : true)) ?? null;
  if (!option) refuse({ 'delivery.idCarrier': ['order.carrierUnavailable'] }, 'order.carrierUnavailable');
  if (d.type === 'PICKUP' && option.deliveryType !== 'PICKUP')
    refuse({ 'delivery.type': ['order.accessPointNotAllowed'] }, 'order.accessPointNotAllowed');
  if (d.type === 'DELIVERY' && option.deliveryType === 'PICKUP')
    refuse({ 'delivery.type': ['order.homeDeliveryOnly'] }, 'order.homeDeliveryOnly');
  const record: ResolvedDelivery['record'] = {
    type: d.type,
    idCarrier: option.id,
    carrierName: option.name,
    serviceCode: option.serviceCode,
    price: option.price,
    fdp: option.fdp,
    accessPoint: destination.accessPoint,
    pickup: null,
  };
  return { record, explanation: option.explanation };
}
