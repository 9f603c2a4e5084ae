/**
 * The dashboard's periods (spec 1 §9: Today through Last year, and Custom) and their date maths. Days are
 * calendar days of the shop (Europe/Paris), written `yyyy-mm-dd`; a period is a range of whole days, both ends
 * included. Pure: the server computes the range from the period and its own clock, the admin shows it.
 */
export const dashboardPeriods = [
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'THIS_MONTH',
  'LAST_MONTH',
  'THIS_YEAR',
  'LAST_YEAR',
  'CUSTOM',
] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const defaultDashboardPeriod: DashboardPeriod = 'TODAY';

/** A custom period covers at most this many days (a year and a leap day): every read stays a few Queries. */
export const maxPeriodDays = 366;

export interface DayRange {
  from: string;
  to: string;
}

const shopDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const shopHours = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });

/** The shop's calendar day of an instant (`2026-03-29`). */
export function shopDay(instant: Date): string {
  const parts = Object.fromEntries(shopDays.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The shop's hour of an instant, `00` to `23`. */
export function shopHour(instant: Date): string {
  return shopHours.format(instant).padStart(2, '0');
}

const asDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date): string => date.toISOString().slice(0, 10);

/** `day` moved by `n` days (negative: back). */
export function addDays(day: string, n: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + n);
  return asDay(date);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The number of days of a range, both ends included. */
export function dayCount(range: DayRange): number {
  return Math.round((asDate(range.to).getTime() - asDate(range.from).getTime()) / 86_400_000) + 1;
}

/** 0 Sunday … 6 Saturday, as `Date#getDay`. */
export function weekday(day: string): number {
  return asDate(day).getUTCDay();
}

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/**
 * The days a period covers, seen from `now`. A custom period is `from`..`to` as given (checked by the query's
 * schema); "last 7 days" ends today and counts today.
 */
export function periodRange(period: DashboardPeriod, now: Date, custom?: Partial<DayRange>): DayRange {
  const today = shopDay(now);
  const year = today.slice(0, 4);
  switch (period) {
    case 'TODAY':
      return { from: today, to: today };
    case 'YESTERDAY':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'LAST_7_DAYS':
      return { from: addDays(today, -6), to: today };
    case 'LAST_30_DAYS':
      return { from: addDays(today, -29), to: today };
    case 'THIS_MONTH':
      return { from: monthStart(today), to: today };
    case 'LAST_MONTH': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    case 'THIS_YEAR':
      return { from: `${year}-01-01`, to: today };
    case 'LAST_YEAR':
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
    case 'CUSTOM':
      return { from: custom?.from ?? today, to: custom?.to ?? today };
  }
}
