import type { PickupChoice, PickupPlace, PickupSlot } from '@cellar/shared/shipping/addresses';
import { storedDay } from '@cellar/shared/shipping/calendars';
import type { SiteId } from '../../data/site-id.ts';
import { ValidationError } from '../../lib/errors.ts';
import { addressRepository, type AddressRecord } from '../../repositories/address-repository.ts';
import { calendarRepository, type StoredCalendar } from '../../repositories/calendar-repository.ts';
import { addressTypeService } from './address-type-service.ts';
import { addressView, isPickupPlace } from './address-service.ts';
import { pickupSlots, type PickupCalendar, type PickupPlaceSchedule } from './pickup-slots.ts';

const scheduleOf = (address: AddressRecord): PickupPlaceSchedule => ({
  idAddress: address.id,
  schedules: address.schedules,
  preparationHours: address.preparationHours,
});

async function calendarOf(site: SiteId, address: AddressRecord): Promise<PickupCalendar | null> {
  return address.idCalendar ? await calendarRepository.get(site, address.idCalendar) : null;
}

/**
 * Click and collect for the order (issue 7; docs/shipping.md "Click and collect"): where and when
 * a shopper may collect, and the check of the shopper's choice when the order is placed.
 */
export const pickupService = {
  /**
   * The site's pick-up locations (addresses of type CLICK_AND_COLLECT), each with its schedule and
   * the slots a shopper ordering at `now` may choose from `from` (a yyyy-mm-dd day, today by
   * default) over `days` days. Two Queries (addresses, calendars) and the site's types.
   */
  async places(
    site: SiteId,
    options: { now?: Date; from?: string; days?: number; limit?: number } = {},
  ): Promise<PickupPlace[]> {
    const now = options.now ?? new Date();
    const [addresses, calendars, types] = await Promise.all([
      addressRepository.all(site),
      calendarRepository.all(site),
      addressTypeService.byCode(site),
    ]);
    const byId = new Map<number, StoredCalendar>(calendars.map((c) => [c.id, c]));
    return addresses
      .filter(isPickupPlace)
      .sort((a, b) => a.id - b.id)
      .map((address) => ({
        ...addressView(address, types),
        slots: pickupSlots(scheduleOf(address), address.idCalendar ? (byId.get(address.idCalendar) ?? null) : null, {
          now,
          from: options.from,
          days: options.days ?? 14,
          limit: options.limit ?? 50,
        }),
      }));
  },

  /**
   * A shopper's choice (date dd/mm/yyyy, idAddress, idSchedule) checked at `now`: the slot, or a
   * 400 on the field at fault — an unknown place on `idAddress`, a slot that is not (or no longer)
   * offered that day on `idSchedule` ("This pick up time is no longer available…").
   */
  async confirm(site: SiteId, choice: PickupChoice, now: Date = new Date()): Promise<PickupSlot> {
    const address = await addressRepository.get(site, choice.idAddress);
    if (!address || !isPickupPlace(address)) throw new ValidationError({ idAddress: ['pickup.locationNotFound'] });
    const day = storedDay(choice.date);
    if (!day) throw new ValidationError({ date: ['calendar.invalidDate'] });
    const slots = pickupSlots(scheduleOf(address), await calendarOf(site, address), { now, from: day, days: 1 });
    const slot = slots.find((s) => s.idSchedule === choice.idSchedule);
    if (!slot) throw new ValidationError({ idSchedule: ['pickup.unavailable'] });
    return slot;
  },
};
