import type { Lang } from '@cellar/shared/i18n/lang';
import { calendarDatesInputSchema } from '@cellar/shared/shipping/calendars';
import { schemaErrorsByPath, type FieldErrors } from '../../../components/kit/field-errors.ts';
import type { CalendarDateRow, CalendarDatesBody } from '../api/calendars-api.ts';

/**
 * A calendar's dates as the month view edits them: each date CLOSED (no pick-up that day) or
 * OPENED with hours (an exceptional opening; several make several slots), in the API's order so
 * that `dates.<i>` of the rules and of the server name the entry at `i`.
 */
export interface DateEntry {
  key: string;
  /** An entry the calendar has (kept: orders may name an opening by it); null for a new one. */
  id: number | null;
  /** dd/mm/yyyy (spec 1 §9). */
  date: string;
  type: 'CLOSED' | 'OPENED';
  label: string;
  start: string;
  end: string;
}

/** What a day of the month view is: as the weekly schedule says, closed, or opened with its own hours. */
export type DayMode = 'usual' | 'CLOSED' | 'OPENED';

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `date-${lastKey}`;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** dd/mm/yyyy of a day (month 1–12). */
export const dayKey = (year: number, month: number, day: number) => `${pad(day)}/${pad(month)}/${year}`;
/** yyyymmdd of a dd/mm/yyyy date, to compare days. */
const sortable = (date: string) => `${date.slice(6, 10)}${date.slice(3, 5)}${date.slice(0, 2)}`;

/** Today in the browser's calendar (the producers' wall clock). */
export function todayKey(now: Date = new Date()): string {
  return dayKey(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export const isBefore = (date: string, other: string) => sortable(date) < sortable(other);

/** The weeks of a month, Monday first: each cell a day (dd/mm/yyyy and its number) or null outside the month. */
export function monthWeeks(year: number, month: number): Array<Array<{ date: string; day: number } | null>> {
  const first = (new Date(year, month - 1, 1).getDay() + 6) % 7;
  const length = new Date(year, month, 0).getDate();
  const cells: Array<{ date: string; day: number } | null> = [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length }, (_, i) => ({ date: dayKey(year, month, i + 1), day: i + 1 })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month before or after (month 1–12). */
export function shiftMonth(
  { year, month }: { year: number; month: number },
  by: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function entriesOf(rows: readonly CalendarDateRow[]): DateEntry[] {
  return rows.map((row) => ({
    key: nextKey(),
    id: row.id,
    date: row.date,
    type: row.type,
    label: row.label ?? '',
    start: row.start ?? '',
    end: row.end ?? '',
  }));
}

export function modeOf(entries: readonly DateEntry[], date: string): DayMode {
  const own = entries.filter((e) => e.date === date);
  if (own.length === 0) return 'usual';
  return own.some((e) => e.type === 'CLOSED') ? 'CLOSED' : 'OPENED';
}

export function newOpening(date: string, label = '', start = '', end = ''): DateEntry {
  return { key: nextKey(), id: null, date, type: 'OPENED', label, start, end };
}

/** A day set to a mode: its entries replaced (an opening starts with one slot to fill). */
export function setMode(entries: readonly DateEntry[], date: string, mode: DayMode): DateEntry[] {
  if (modeOf(entries, date) === mode) return [...entries];
  const others = entries.filter((e) => e.date !== date);
  const label = entries.find((e) => e.date === date)?.label ?? '';
  if (mode === 'usual') return others;
  if (mode === 'CLOSED')
    return [...others, { key: nextKey(), id: null, date, type: 'CLOSED', label, start: '', end: '' }];
  return [...others, newOpening(date, label)];
}

/** The label of a day, given to each of its entries. */
export function setLabel(entries: readonly DateEntry[], date: string, label: string): DateEntry[] {
  return entries.map((e) => (e.date === date ? { ...e, label } : e));
}

/** The body of `PUT /admin/calendar/{id}/dates`: the whole list, in the entries' order. */
export function datesBody(entries: readonly DateEntry[]): CalendarDatesBody {
  return {
    dates: entries.map((e) => ({
      ...(e.id === null ? {} : { id: e.id }),
      date: e.date,
      type: e.type,
      label: e.label.trim() === '' ? null : e.label,
      ...(e.type === 'OPENED' ? { start: e.start, end: e.end } : {}),
    })),
  };
}

/** The calendar rules of shared on the list: `dates.<i>.<field>` → message. */
export function datesErrors(entries: readonly DateEntry[], lang: Lang): FieldErrors {
  return schemaErrorsByPath(calendarDatesInputSchema, datesBody(entries), lang);
}

/** The messages about one entry (`start`, `end`, `date`, `type`, or '' for the entry itself). */
export function entryErrors(errors: FieldErrors, index: number): Record<string, string> {
  const prefix = `dates.${index}`;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === prefix) out[''] = message;
    else if (path.startsWith(`${prefix}.`)) out[path.slice(prefix.length + 1)] = message;
  }
  return out;
}
