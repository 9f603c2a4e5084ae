import type { PickupSlot } from '@cellar/shared/shipping/addresses';
import { apiDay, type CalendarDateType } from '@cellar/shared/shipping/calendars';
import { minutesOf } from '@cellar/shared/shipping/schedule-time';

/**
 * When a shopper may collect an order (docs/shipping.md "Click and collect"). Pure: no clock, no
 * table — the caller gives `now`, the place and its calendar. Times of a schedule are wall-clock
 * times of the place (Europe/Paris), turned into instants with the time zone's rules, so a slot at
 * 09:00 stays at 09:00 across the changes to and from summer time.
 */
export const placeTimeZone = 'Europe/Paris';

export interface PickupPlaceSchedule {
  idAddress: number;
  /** Weekly slots: day 1 (Monday) … 7 (Sunday), `HH:mm` local times. */
  schedules: ReadonlyArray<{ id: number; day: number; start: string; end: string }>;
  /** Hours between the order and the pick-up; none means 0 (an order is ready at once). */
  preparationHours: number | null;
}

export interface PickupCalendar {
  /** An invalid calendar is not applied. */
  valid: boolean;
  /** `date` yyyy-mm-dd; OPENED entries carry their hours. */
  dates: ReadonlyArray<{ id: number; date: string; type: CalendarDateType; start: string | null; end: string | null }>;
}

export interface SlotSearch {
  now: Date;
  /** The first local day looked at (yyyy-mm-dd); today (in the place's time zone) when absent or past. */
  from?: string;
  /** How many local days from `from` (the last one included); 60 by default. */
  days?: number;
  /** At most this many slots. */
  limit?: number;
  timeZone?: string;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string = placeTimeZone): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The time zone's offset from UTC at an instant, in milliseconds (Paris: 1 h in winter, 2 h in summer). */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = localParts(new Date(epochMs), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a time zone. A time skipped when clocks go forward (02:30 on
 * the last Sunday of March in Paris) is read one hour later (03:30), as clocks show it; a time met
 * twice when they go back (02:30 on the last Sunday of October) is its first occurrence.
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string = placeTimeZone): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time);
  const local = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  const before = offsetAt(local - 12 * 3600_000, timeZone);
  const after = offsetAt(local + 12 * 3600_000, timeZone);
  const candidates = [local - before, local - after]
    .filter((utc) => offsetAt(utc, timeZone) === local - utc)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before);
}

/** yyyy-mm-dd of a local day. */
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The local day an instant falls on, yyyy-mm-dd. */
export function localDay(instant: Date, timeZone: string = placeTimeZone): string {
  const p = localParts(instant, timeZone);
  return iso(p.year, p.month, p.day);
}

/** The day after (or `n` days after) a yyyy-mm-dd day. */
export function addDays(isoDate: string, n: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day + n));
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** ISO weekday of a yyyy-mm-dd day: 1 Monday … 7 Sunday. */
export function weekdayOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/**
 * The opening slots of a place on one local day: none when its calendar closes the day; the
 * calendar's exceptional openings when it has some that day (they replace the weekly slots); else
 * the weekly slots of that weekday. An invalid calendar is not applied.
 */
export function slotsOfDay(
  place: PickupPlaceSchedule,
  calendar: PickupCalendar | null,
  isoDate: string,
): Array<{ id: number; start: string; end: string }> {
  const entries = calendar?.valid ? calendar.dates.filter((d) => d.date === isoDate) : [];
  if (entries.some((d) => d.type === 'CLOSED')) return [];
  const openings = entries.filter((d) => d.type === 'OPENED' && d.start && d.end);
  const slots =
    openings.length > 0
      ? openings.map((d) => ({ id: d.id, start: d.start!, end: d.end! }))
      : place.schedules.filter((s) => s.day === weekdayOf(isoDate)).map(({ id, start, end }) => ({ id, start, end }));
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The slots a shopper ordering at `now` may choose, in time order: an order is ready
 * `preparationHours` after it is placed (hours as a clock counts them), and a slot can be chosen
 * only if the order is ready when the slot opens — the shopper may come at any time within it.
 */
export function pickupSlots(
  place: PickupPlaceSchedule,
  calendar: PickupCalendar | null,
  search: SlotSearch,
): PickupSlot[] {
  const timeZone = search.timeZone ?? placeTimeZone;
  const readyAt = search.now.getTime() + Math.max(0, place.preparationHours ?? 0) * 3600_000;
  const today = localDay(search.now, timeZone);
  const first = search.from && search.from > today ? search.from : today;
  const last = addDays(search.from ?? today, (search.days ?? 60) - 1);
  const slots: PickupSlot[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    for (const slot of slotsOfDay(place, calendar, day)) {
      const startsAt = zonedInstant(day, slot.start, timeZone);
      if (startsAt.getTime() < readyAt) continue;
      slots.push({
        date: apiDay(day),
        idAddress: place.idAddress,
        idSchedule: slot.id,
        start: slot.start,
        end: slot.end,
        startsAt: startsAt.toISOString(),
        endsAt: zonedInstant(day, slot.end, timeZone).toISOString(),
      });
      if (search.limit !== undefined && slots.length >= search.limit) return slots;
    }
  }
  return slots;
}

/**
 * The days of a month (yyyy-mm-dd) a shopper may choose: from today on (in the place's time zone),
 * not closed by the calendar; for a place, only the days holding a slot it can still make.
 */
export function allowedDays(
  calendar: PickupCalendar,
  month: number,
  year: number,
  now: Date,
  place?: PickupPlaceSchedule,
  timeZone: string = placeTimeZone,
): { days: string[]; slots: PickupSlot[] } {
  const first = iso(year, month, 1);
  const last = addDays(iso(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  if (place) {
    const daysInMonth = Number(last.slice(8, 10));
    const slots = pickupSlots(place, calendar, { now, from: first, days: daysInMonth, timeZone });
    return {
      days: [...new Set(slots.map((s) => s.date))].map((d) => `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`),
      slots,
    };
  }
  const today = localDay(now, timeZone);
  const closed = new Set(calendar.valid ? calendar.dates.filter((d) => d.type === 'CLOSED').map((d) => d.date) : []);
  const days: string[] = [];
  for (let day = first > today ? first : today; day <= last; day = addDays(day, 1))
    if (!closed.has(day)) days.push(day);
  return { days, slots: [] };
}
