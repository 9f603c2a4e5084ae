import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import {
  pickupAddressType,
  type AddressInput,
  type AddressTypeView,
  type AddressView,
  type ScheduleInput,
} from '@cellar/shared/shipping/addresses';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import {
  AddressCalendarMissing,
  AddressChanged,
  addressRepository,
  type AddressRecord,
} from '../../repositories/address-repository.ts';
import { idBlockRepository } from '../../repositories/id-block-repository.ts';
import { addressTypeService } from './address-type-service.ts';

export const isPickupPlace = (record: Pick<AddressRecord, 'types'>): boolean =>
  record.types.includes(pickupAddressType);

/** The address as the admin reads it, its types named as the site sees them. */
export function addressView(record: AddressRecord, types: ReadonlyMap<string, AddressTypeView>): AddressView {
  return {
    id: record.id,
    name: record.name,
    firstPart: record.firstPart,
    secondPart: record.secondPart,
    complement: record.complement,
    postalCode: record.postalCode,
    city: record.city,
    country: record.country,
    latitude: record.latitude,
    longitude: record.longitude,
    types: record.types.map((code) => {
      const type = types.get(code);
      return { value: code, label: type?.label ?? code, icon: type?.icon ?? null, color: type?.color ?? null };
    }),
    isPickup: isPickupPlace(record),
    schedules: record.schedules.map(({ id, day, start, end }) => ({ id, day, start, end })),
    preparationHours: record.preparationHours,
    idCalendar: record.idCalendar,
  };
}

function translateFailure(error: unknown): never {
  if (error instanceof AddressChanged) throw new ConflictError();
  if (error instanceof AddressCalendarMissing) throw new ValidationError({ idCalendar: ['calendar.notFound'] });
  throw error;
}

/** Every type an address names must be one the site sees ("Unknown address type" on `types.<i>`). */
export function unknownTypes(codes: readonly string[], types: ReadonlyMap<string, unknown>): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  codes.forEach((code, i) => {
    if (!types.has(code)) errors[`types.${i}`] = ['address.unknownType'];
  });
  return errors;
}

async function checkedTypes(site: SiteId, input: AddressInput): Promise<Map<string, AddressTypeView>> {
  const types = await addressTypeService.byCode(site);
  const errors = unknownTypes(input.types, types);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return types;
}

async function addressOf(site: SiteId, id: number): Promise<AddressRecord> {
  const record = await addressRepository.get(site, id);
  if (!record) throw new NotFoundError('address.notFound');
  return record;
}

/** Company addresses and their weekly schedules (spec 1 §3 "Address (company)", §5 "Address and schedule"). */
export const addressService = {
  /** `GET /company/address`: the list query (`type=SHOP` keeps the addresses of that type), in creation order. */
  async list(site: SiteId, query: ListQuery): Promise<{ addresses: AddressView[]; total: number }> {
    const [records, types] = await Promise.all([addressRepository.all(site), addressTypeService.byCode(site)]);
    const typeFilters = query.filters.filter((f) => f.field === 'type');
    const matching = records.filter((record) =>
      typeFilters.every((f) =>
        record.types.some((code) =>
          f.op === 'like' ? code.includes(f.value.toUpperCase()) : code === f.value.toUpperCase(),
        ),
      ),
    );
    const rows = matching.sort((a, b) => a.id - b.id).map((record) => addressView(record, types));
    const { items, total } = applyListQuery(rows, {
      ...query,
      filters: query.filters.filter((f) => f.field !== 'type'),
    });
    return { addresses: items, total };
  },

  async get(site: SiteId, id: number): Promise<AddressView> {
    return addressView(await addressOf(site, id), await addressTypeService.byCode(site));
  },

  /** A new address, with no opening slot yet (`PUT /company/address/schedule/{id}` sets them). */
  async create(site: SiteId, input: AddressInput): Promise<AddressView> {
    const types = await checkedTypes(site, input);
    const now = new Date().toISOString();
    const record: AddressRecord = {
      id: await addressRepository.nextId(site),
      ...input,
      schedules: [],
      preparationHours: null,
      idCalendar: null,
      createdAt: now,
      updatedAt: now,
    };
    await addressRepository.create(site, record).catch(translateFailure);
    return addressView(record, types);
  },

  /** Changes the address fields; its schedule, delay and calendar stay. */
  async update(site: SiteId, id: number, input: AddressInput): Promise<AddressView> {
    const types = await checkedTypes(site, input);
    const previous = await addressOf(site, id);
    const next: AddressRecord = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await addressRepository.update(site, previous, next).catch(translateFailure);
    return addressView(next, types);
  },

  /**
   * Sets the whole weekly schedule. Slots sent with their id keep it (an order may name it); new
   * ones get new ids. A pick-up location needs its preparation delay ("click-and-collect hours must
   * be greater than 0"); the calendar must be one of the site's (counted in its `uses`).
   */
  async setSchedule(site: SiteId, id: number, input: ScheduleInput): Promise<AddressView> {
    const previous = await addressOf(site, id);
    const known = new Set(previous.schedules.map((slot) => slot.id));
    const errors: FieldErrorKeys = {};
    input.slots.forEach((slot, i) => {
      if (slot.id !== null && !known.has(slot.id)) errors[`schedules.${i}.id`] = ['schedule.unknownSlot'];
    });
    if (isPickupPlace(previous) && input.preparationHours === null)
      errors.preparationHours = ['schedule.preparationHours'];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const fresh = await idBlockRepository.next(site, 'SCHEDULE', input.slots.filter((slot) => slot.id === null).length);
    const schedules = input.slots
      .map(({ id: slotId, day, start, end }) => ({ id: slotId ?? fresh.shift()!, day, start, end }))
      .sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
    const next: AddressRecord = {
      ...previous,
      schedules,
      preparationHours: input.preparationHours,
      idCalendar: input.idCalendar,
      updatedAt: new Date().toISOString(),
    };
    await addressRepository.update(site, previous, next).catch(translateFailure);
    return addressView(next, await addressTypeService.byCode(site));
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const previous = await addressOf(site, id);
    await addressRepository.remove(site, previous).catch(translateFailure);
  },
};
