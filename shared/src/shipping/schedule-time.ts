import type * as z from 'zod';
import { fail } from '../validation/issues.ts';

/**
 * Times of day and days of the week of opening schedules (company addresses' weekly slots and a
 * calendar's exceptional openings): `HH:mm` on a 24-hour clock, in the place's local time
 * (Europe/Paris), days numbered as ISO 8601 (1 Monday … 7 Sunday).
 */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

const dayNames: Record<string, IsoWeekday> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
  LUNDI: 1,
  MARDI: 2,
  MERCREDI: 3,
  JEUDI: 4,
  VENDREDI: 5,
  SAMEDI: 6,
  DIMANCHE: 7,
  MON: 1,
  TUE: 2,
  WED: 3,
  THU: 4,
  FRI: 5,
  SAT: 6,
  SUN: 7,
  LUN: 1,
  MAR: 2,
  MER: 3,
  JEU: 4,
  VEN: 5,
  SAM: 6,
  DIM: 7,
};

/** A day of the week: 1–7 (as a number or its text), or its English or French name or their first three letters; null
 * when not one. */
export function readWeekday(value: unknown): IsoWeekday | null {
  if (typeof value === 'number')
    return (isoWeekdays as readonly number[]).includes(value) ? (value as IsoWeekday) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  if (/^[1-7]$/.test(text)) return Number(text) as IsoWeekday;
  return dayNames[text] ?? null;
}

/** `9:00`, `09:00` or `09:00:00` → `09:00`; null when not a time of day (00:00 to 23:59). */
export function readTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Minutes since midnight of an `HH:mm` time. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The "Address and schedule" rules (spec 1 §5) on one slot (`start`, `end` under `path`): Invalid start time,
 * Invalid end time, Start time must be different than end time, End time must be after start time.
 * Answers the slot's minutes when it is valid.
 */
export function checkSlotTimes(
  raw: { start?: unknown; end?: unknown },
  ctx: z.RefinementCtx,
  path: string,
): { start: number; end: number } | null {
  const start = readTime(raw.start);
  const end = readTime(raw.end);
  if (start === null) fail(ctx, `${path}.start`, 'schedule.invalidStart');
  if (end === null) fail(ctx, `${path}.end`, 'schedule.invalidEnd');
  if (start === null || end === null) return null;
  if (start === end) {
    fail(ctx, `${path}.end`, 'schedule.sameTimes');
    return null;
  }
  if (minutesOf(end) < minutesOf(start)) {
    fail(ctx, `${path}.end`, 'schedule.endBeforeStart');
    return null;
  }
  return { start: minutesOf(start), end: minutesOf(end) };
}

/**
 * Slots of one day may touch (12:00–14:00 then 14:00–18:00) but not overlap: the later one of two
 * overlapping slots gets the error on its `start`.
 */
export function checkOverlaps(
  slots: ReadonlyArray<{ index: number; group: string; start: number; end: number }>,
  ctx: z.RefinementCtx,
  path: (index: number) => string,
): void {
  const sorted = [...slots].sort((a, b) => a.group.localeCompare(b.group) || a.start - b.start || a.index - b.index);
  let group: string | undefined;
  let reach = 0;
  for (const slot of sorted) {
    if (slot.group !== group) {
      group = slot.group;
      reach = 0;
    }
    if (slot.start < reach) fail(ctx, `${path(slot.index)}.start`, 'schedule.overlap');
    reach = Math.max(reach, slot.end);
  }
}
