import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';
import { isoDay, parseDay } from '../validation/dates.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { pickupSlotSchema } from './addresses.ts';
import { checkOverlaps, checkSlotTimes, readTime } from './schedule-time.ts';

/**
 * Calendars (spec 1 §3 "Calendar: valid flag, dates"; spec 2 §7 "Calendars"): the exceptions to a
 * pick-up location's weekly schedule. A date is CLOSED (a holiday, an exceptional closure: no
 * pick-up that day) or OPENED (an exceptional opening with its hours, which replace the weekly
 * slots of that day). Several OPENED entries on one date make several slots. Only a valid calendar
 * is applied and shown to shoppers (docs/shipping.md "Click and collect").
 */
export const calendarDateTypes = ['CLOSED', 'OPENED'] as const;
export type CalendarDateType = (typeof calendarDateTypes)[number];
export const maxCalendarDates = 500;

/** `yyyy-mm-dd` (stored) → `dd/mm/yyyy` (the API's dates, spec 1 §9). */
export function apiDay(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
/** `dd/mm/yyyy` (or `yyyy-mm-dd`) → `yyyy-mm-dd`, or null when not a real day. */
export function storedDay(value: string): string | null {
  const day = parseDay(value);
  return day ? isoDay(day) : null;
}

const text = (max: number) => z.string().max(max, 'validation.tooLong').nullish();

const dateEntryShape = z.strictObject({
  /** An entry the calendar has (kept: orders may name an opening by it); absent for a new one. */
  id: z.number().int().positive().nullish(),
  date: text(10),
  /** CLOSED when absent. */
  type: text(10),
  /** "Christmas", "Open cellar days". */
  label: text(100),
  /** OPENED only: the hours of the opening. */
  start: text(10),
  end: text(10),
});

export interface CalendarDateInput {
  id: number | null;
  /** yyyy-mm-dd */
  date: string;
  type: CalendarDateType;
  label: string | null;
  start: string | null;
  end: string | null;
}

type RawDateEntry = z.infer<typeof dateEntryShape>;

function typeOf(entry: RawDateEntry): CalendarDateType | null {
  if (isBlank(entry.type)) return 'CLOSED';
  const type = entry.type!.trim().toUpperCase();
  return (calendarDateTypes as readonly string[]).includes(type) ? (type as CalendarDateType) : null;
}

/**
 * Each entry: a real date ("Invalid date"); an opening needs its date and both hours ("pickup
 * date, pickup hour and closed hour required", spec 1 §5) with the slot rules of a schedule; a
 * date is CLOSED once, never both CLOSED and OPENED; openings of one date do not overlap.
 */
function checkDates(entries: readonly RawDateEntry[], ctx: z.RefinementCtx, path: string): void {
  const closed = new Map<string, number>();
  const opened = new Map<string, number>();
  const slots: Array<{ index: number; group: string; start: number; end: number }> = [];
  entries.forEach((entry, i) => {
    const at = `${path}.${i}`;
    const type = typeOf(entry);
    if (type === null) fail(ctx, `${at}.type`, 'validation.invalidValue');
    const day = isBlank(entry.date) ? null : storedDay(entry.date!);
    if (type === 'OPENED') {
      const missing = (['date', 'start', 'end'] as const).filter((field) => isBlank(entry[field]));
      missing.forEach((field) => fail(ctx, `${at}.${field}`, 'calendar.openingRequired'));
      if (!isBlank(entry.date) && day === null) fail(ctx, `${at}.date`, 'calendar.invalidDate');
      const times = missing.some((f) => f !== 'date') ? null : checkSlotTimes(entry, ctx, at);
      if (day !== null && times) slots.push({ index: i, group: day, ...times });
    } else if (day === null) fail(ctx, `${at}.date`, 'calendar.invalidDate');
    if (day === null || type === null) return;
    const clash = type === 'CLOSED' ? closed.has(day) || opened.has(day) : closed.has(day);
    if (clash) fail(ctx, `${at}.date`, 'calendar.dateTwice');
    (type === 'CLOSED' ? closed : opened).set(day, i);
  });
  checkOverlaps(slots, ctx, (i) => `${path}.${i}`);
  const ids = entries.map((e) => e.id).filter((id): id is number => typeof id === 'number');
  if (new Set(ids).size !== ids.length) fail(ctx, path, 'validation.invalidValue');
}

/** In the order sent (errors found later name their position); stored in date order. */
function toDates(entries: readonly RawDateEntry[]): CalendarDateInput[] {
  return entries.map((entry): CalendarDateInput => {
    const type = typeOf(entry)!;
    return {
      id: entry.id ?? null,
      date: storedDay(entry.date!)!,
      type,
      label: isBlank(entry.label) ? null : entry.label!.trim(),
      start: type === 'OPENED' ? readTime(entry.start) : null,
      end: type === 'OPENED' ? readTime(entry.end) : null,
    };
  });
}

const datesArray = z.array(dateEntryShape).max(maxCalendarDates, 'calendar.tooManyDates');

export interface CalendarInput {
  label: string;
  /** Absent: unchanged (true for a new calendar). */
  valid: boolean | undefined;
  /** Absent: unchanged (none for a new calendar). */
  dates: CalendarDateInput[] | undefined;
}

/** Body of `POST /admin/calendar` and `PUT /admin/calendar/{id}`: a label ("Please enter a label"), optionally the
 * valid flag and the dates. */
export const calendarInputSchema = z
  .strictObject({ label: text(100), valid: z.boolean().nullish(), dates: datesArray.nullish() })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.label)) fail(ctx, 'label', 'calendar.labelRequired');
    if (raw.dates) checkDates(raw.dates, ctx, 'dates');
  })
  .transform((raw): CalendarInput => ({
    label: raw.label!.trim(),
    valid: raw.valid ?? undefined,
    dates: raw.dates ? toDates(raw.dates) : undefined,
  }));

/** Body of `PUT /admin/calendar/{id}/dates`: the whole list of dates. */
export const calendarDatesInputSchema = z
  .strictObject({ dates: datesArray })
  .superRefine((raw, ctx) => checkDates(raw.dates, ctx, 'dates'))
  .transform((raw) => ({ dates: toDates(raw.dates) }));

export const calendarDateViewSchema = z.object({
  id: z.number(),
  /** dd/mm/yyyy */
  date: z.string(),
  type: z.enum(calendarDateTypes),
  label: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type CalendarDateView = z.infer<typeof calendarDateViewSchema>;

export const calendarViewSchema = z.object({
  id: z.number(),
  label: z.string(),
  valid: z.boolean(),
  /** In date order. */
  dates: z.array(calendarDateViewSchema),
  /** How many addresses apply it (a used calendar cannot be deleted). */
  uses: z.number(),
});
export type CalendarView = z.infer<typeof calendarViewSchema>;

export const calendarListQuerySchema = listQuerySchema(['label', 'valid'], ['id', 'label']);
export const calendarListSchema = z.object({ calendars: z.array(calendarViewSchema), total: z.number() });

/** `GET /calendar/{id}/date/{month}/{year}`: a valid calendar's dates in that month. */
export const calendarMonthSchema = z.object({
  id: z.number(),
  label: z.string(),
  month: z.number(),
  year: z.number(),
  dates: z.array(calendarDateViewSchema),
});

/** `GET /calendar/{id}/date/allowed/{month}/{year}?idAddress=`: the pick-up location to plan for (optional). */
export const allowedDatesQuerySchema = z.strictObject({
  idAddress: z.coerce
    .number({ error: 'validation.invalidId' })
    .int('validation.invalidId')
    .positive('validation.invalidId')
    .optional(),
});

/**
 * The days of the month a shopper may choose (dd/mm/yyyy): not past, not closed by the calendar,
 * and, for a pick-up location, with a slot it can still make given its preparation delay — those
 * slots are in `slots`.
 */
export const allowedDatesSchema = z.object({
  month: z.number(),
  year: z.number(),
  dates: z.array(z.string()),
  slots: z.array(pickupSlotSchema),
});
export type AllowedDates = z.infer<typeof allowedDatesSchema>;
