import type { PickupChoice, PickupSlot } from '@cellar/shared/shipping/addresses';
import type { SiteId } from '../../../data/site-id.ts';
import { ValidationError } from '../../../lib/errors.ts';
import { addressRepository } from '../../../repositories/address-repository.ts';
import { pickupService } from '../../shipping/pickup-service.ts';
import type { OrderBody, ResolvedDelivery } from './placement-types.ts';
import { refuse } from './refuse.ts';

/** The slot chosen, if `pickupService` still offers it now; its refusals named on the order's body fields. */
async function confirmedSlot(site: SiteId, choice: PickupChoice, now: Date): Promise<PickupSlot> {
  try {
    return await pickupService.confirm(site, choice, now);
  } catch (error) {
    // pickupService names its fields as the cart does; the order's body names them so.
    if (error instanceof ValidationError && error.fieldErrors) {
      const names: Record<string, string> = {
        idAddress: 'delivery.idAddress',
        date: 'dateSchedule',
        idSchedule: 'idSchedule',
      };
      refuse(
        Object.fromEntries(Object.entries(error.fieldErrors).map(([field, keys]) => [names[field] ?? field, keys])),
      );
    }
    throw error;
  }
}

/** Click and collect: no fee; the place's name and address and the slot copied on the order. */
export async function collectAtCellar(site: SiteId, body: OrderBody, now: Date): Promise<ResolvedDelivery> {
  const choice = { date: body.dateSchedule!, idAddress: body.delivery.idAddress!, idSchedule: body.idSchedule! };
  const slot = await confirmedSlot(site, choice, now);
  const place = (await addressRepository.get(site, choice.idAddress))!;
  const record: ResolvedDelivery['record'] = {
    type: 'CLICK_AND_COLLECT',
    idCarrier: null,
    carrierName: null,
    serviceCode: null,
    price: 0,
    fdp: 0,
    accessPoint: null,
    pickup: {
      idAddress: place.id,
      name: place.name,
      address: [place.firstPart, place.secondPart].filter(Boolean).join(', '),
      postalCode: place.postalCode,
      city: place.city,
      date: slot.date,
      idSchedule: slot.idSchedule,
      start: slot.start,
      end: slot.end,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    },
  };
  return { record, explanation: null };
}
