import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import {
  apiDay,
  type AllowedDates,
  type CalendarDateInput,
  type CalendarInput,
  type CalendarView,
} from '@cellar/shared/shipping/calendars';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import { addressRepository } from '../../repositories/address-repository.ts';
import {
  CalendarChanged,
  CalendarInUse,
  calendarRepository,
  type CalendarDateRecord,
  type CalendarRecord,
  type StoredCalendar,
} from '../../repositories/calendar-repository.ts';
import { idBlockRepository } from '../../repositories/id-block-repository.ts';
import { isPickupPlace } from '../shipping/address-service.ts';
import { allowedDays } from '../shipping/pickup-slots.ts';

function view(calendar: StoredCalendar): CalendarView {
  return {
    id: calendar.id,
    label: calendar.label,
    valid: calendar.valid,
    dates: calendar.dates.map((d) => ({
      id: d.id,
      date: apiDay(d.date),
      type: d.type,
      label: d.label,
      start: d.start,
      end: d.end,
    })),
    uses: calendar.uses,
  };
}

function translateFailure(error: unknown): never {
  if (error instanceof CalendarChanged) throw new ConflictError();
  if (error instanceof CalendarInUse) throw new ConflictError('calendar.inUse');
  throw error;
}

async function calendarOf(site: SiteId, id: number): Promise<StoredCalendar> {
  const calendar = await calendarRepository.get(site, id);
  if (!calendar) throw new NotFoundError('calendar.notFound');
  return calendar;
}

/** A valid calendar of the site, as shoppers may see it; an invalid or unknown one is "not found". */
async function publishedCalendar(site: SiteId, id: number): Promise<StoredCalendar> {
  const calendar = await calendarRepository.get(site, id);
  if (!calendar?.valid) throw new NotFoundError('calendar.notFound');
  return calendar;
}

/**
 * Entries sent with their id keep it (an order may name an exceptional opening by it) and must be
 * the calendar's; new ones get ids from the site's SCHEDULE counter. Stored in date order.
 */
async function withIds(
  site: SiteId,
  previous: readonly CalendarDateRecord[],
  dates: readonly CalendarDateInput[],
): Promise<CalendarDateRecord[]> {
  const known = new Set(previous.map((d) => d.id));
  const errors: FieldErrorKeys = {};
  dates.forEach((d, i) => {
    if (d.id !== null && !known.has(d.id)) errors[`dates.${i}.id`] = ['calendar.unknownDate'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const fresh = await idBlockRepository.next(site, 'SCHEDULE', dates.filter((d) => d.id === null).length);
  return dates
    .map((d) => ({ ...d, id: d.id ?? fresh.shift()! }))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? ''));
}

const monthPrefix = (month: number, year: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;

/**
 * Calendars (spec 2 §7 "Calendars"): the closures and exceptional openings applied to pick-up
 * locations, and what shoppers may choose (docs/shipping.md "Click and collect").
 */
export const calendarService = {
  /** `GET /admin/calendar`: the list query, in creation order. */
  async list(site: SiteId, query: ListQuery): Promise<{ calendars: CalendarView[]; total: number }> {
    const rows = (await calendarRepository.all(site)).sort((a, b) => a.id - b.id).map(view);
    const { items, total } = applyListQuery(rows, query);
    return { calendars: items, total };
  },

  async create(site: SiteId, input: CalendarInput): Promise<CalendarView> {
    const now = new Date().toISOString();
    const record: CalendarRecord = {
      id: await calendarRepository.nextId(site),
      label: input.label,
      valid: input.valid ?? true,
      dates: await withIds(site, [], input.dates ?? []),
      createdAt: now,
      updatedAt: now,
    };
    await calendarRepository.create(site, record);
    return view({ ...record, uses: 0 });
  },

  /** Label, and the valid flag and the dates when sent. */
  async update(site: SiteId, id: number, input: CalendarInput): Promise<CalendarView> {
    const previous = await calendarOf(site, id);
    const dates = input.dates ? await withIds(site, previous.dates, input.dates) : previous.dates;
    return this.save(site, previous, { label: input.label, valid: input.valid ?? previous.valid, dates });
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<CalendarView> {
    const previous = await calendarOf(site, id);
    return this.save(site, previous, { valid });
  },

  /** `PUT /admin/calendar/{id}/dates`: the whole list of dates. */
  async setDates(site: SiteId, id: number, dates: readonly CalendarDateInput[]): Promise<CalendarView> {
    const previous = await calendarOf(site, id);
    return this.save(site, previous, { dates: await withIds(site, previous.dates, dates) });
  },

  async save(
    site: SiteId,
    previous: StoredCalendar,
    changes: Partial<Pick<CalendarRecord, 'label' | 'valid' | 'dates'>>,
  ): Promise<CalendarView> {
    const { uses, ...record } = previous;
    const next: CalendarRecord = { ...record, ...changes, updatedAt: new Date().toISOString() };
    await calendarRepository.update(site, previous.updatedAt, next).catch(translateFailure);
    return view({ ...next, uses });
  },

  /** A calendar an address applies cannot be deleted (409), until the address stops naming it. */
  async remove(site: SiteId, id: number): Promise<void> {
    await calendarOf(site, id);
    await calendarRepository.remove(site, id).catch(translateFailure);
  },

  /** `GET /calendar/{id}/date/{month}/{year}`: a valid calendar's dates in that month. */
  async monthDates(site: SiteId, id: number, month: number, year: number) {
    const calendar = await publishedCalendar(site, id);
    const prefix = monthPrefix(month, year);
    const inMonth = { ...calendar, dates: calendar.dates.filter((d) => d.date.startsWith(prefix)) };
    return { id: calendar.id, label: calendar.label, month, year, dates: view(inMonth).dates };
  },

  /**
   * `GET /calendar/{id}/date/allowed/{month}/{year}`: the days a shopper may choose. With
   * `idAddress`, those of that pick-up location (its weekly slots, its preparation delay, this
   * calendar), with the slots.
   */
  async allowedDates(
    site: SiteId,
    id: number,
    month: number,
    year: number,
    idAddress: number | undefined,
    now: Date = new Date(),
  ): Promise<AllowedDates> {
    const calendar = await publishedCalendar(site, id);
    let place;
    if (idAddress !== undefined) {
      const address = await addressRepository.get(site, idAddress);
      if (!address || !isPickupPlace(address)) throw new NotFoundError('pickup.locationNotFound');
      place = { idAddress: address.id, schedules: address.schedules, preparationHours: address.preparationHours };
    }
    const { days, slots } = allowedDays(calendar, month, year, now, place);
    return { month, year, dates: days.map(apiDay), slots };
  },
};
