import * as z from 'zod';
import { dashboardPeriods, dayCount, defaultDashboardPeriod, maxPeriodDays } from './periods.ts';

/**
 * What the dashboard calls take and answer (spec 2 §7 "Dashboard"), and what the storefront's visit beacon sends.
 * Visitors are *daily* unique visitors: a visitor is known for one day only (docs/statistics.md), so a period of
 * several days shows its page views and the daily series, never a sum of visitors (`visitors: null`).
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'stats.invalidDay');

export const dashboardQueryShape = {
  period: z.enum(dashboardPeriods, { error: 'stats.invalidPeriod' }).default(defaultDashboardPeriod),
  from: isoDay.optional(),
  to: isoDay.optional(),
};

/** A custom period needs both days, in order, and at most a year. */
function checkPeriod(
  query: { period: string; from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (query.period !== 'CUSTOM') return;
  if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'stats.customNeedsDays' });
  if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'stats.customNeedsDays' });
  // A malformed day already has its own message.
  if (!query.from || !query.to || !isoDay.safeParse(query.from).success || !isoDay.safeParse(query.to).success) return;
  if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'stats.fromAfterTo' });
  else if (dayCount({ from: query.from, to: query.to }) > maxPeriodDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'stats.periodTooLong' });
}

export const dashboardQuerySchema = z.strictObject(dashboardQueryShape).superRefine(checkPeriod);
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** The charted properties of the time series (spec 2 §7: default property visitors). */
export const timeseriesProperties = ['visitors', 'pageviews'] as const;
export const timeseriesQuerySchema = z
  .strictObject({
    ...dashboardQueryShape,
    property: z.enum(timeseriesProperties, { error: 'stats.invalidProperty' }).default('visitors'),
  })
  .superRefine(checkPeriod);

/** The breakdowns `GET /admin/dashboard/plausible/{name}` answers. */
export const breakdownNames = ['page', 'source', 'device', 'language', 'country'] as const;
export type BreakdownName = (typeof breakdownNames)[number];
export const breakdownParamsSchema = z.strictObject({
  name: z.enum(breakdownNames, { error: 'stats.unknownBreakdown' }),
});

/** The device types the beacon sends (from the window's width, as Plausible does). */
export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** `GET /site/visit/{id}` (id: the site): one page view, sent by the storefront on each page it shows. */
export const visitQuerySchema = z.strictObject({
  page: z
    .string()
    .max(300, 'validation.tooLong')
    .regex(/^\/[^\s]*$/, 'stats.invalidPage'),
  referrer: z.string().max(1000, 'validation.tooLong').optional(),
  device: z.enum(deviceTypes, { error: 'validation.invalidValue' }).optional(),
  lang: z
    .string()
    .max(35, 'validation.tooLong')
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'validation.invalidValue')
    .optional(),
});
export type VisitQuery = z.output<typeof visitQuerySchema>;

const count = z.number().int();
const range = z.strictObject({ from: z.string(), to: z.string() });

export const visitAnswerSchema = z.strictObject({ counted: z.boolean() });

export const currentVisitorsSchema = z.strictObject({ visitors: count });

/** Visitors only over one day (daily unique visitors); page views over any period. */
export const basicInfoSchema = z.strictObject({
  range,
  visitors: count.nullable(),
  pageviews: count,
  /** The highest daily unique visitors of the period, and its mean per day (both honest over several days). */
  peakDailyVisitors: count,
  averageDailyVisitors: z.number(),
});

export const timeseriesSchema = z.strictObject({
  range,
  property: z.enum(timeseriesProperties),
  interval: z.enum(['hour', 'day']),
  points: z.array(z.strictObject({ label: z.string(), value: count })),
});

export const breakdownRowSchema = z.strictObject({
  label: z.string(),
  pageviews: count,
  /** Daily unique visitors who came so (their first page of the day), for a one-day period; null otherwise. */
  visitors: count.nullable(),
});
export const breakdownSchema = z.strictObject({
  range,
  name: z.enum(breakdownNames),
  rows: z.array(breakdownRowSchema),
});

export const dailyVisitsSchema = z.strictObject({
  range,
  days: z.array(z.strictObject({ day: z.string(), visitors: count, pageviews: count })),
});

export const weekVisitsSchema = z.strictObject({
  range,
  /** 0 Sunday … 6 Saturday: page views of the period on that day of the week. */
  weekdays: z.array(z.strictObject({ weekday: z.number().int().min(0).max(6), pageviews: count })),
});

export const orderTotalSchema = z.strictObject({
  range,
  orders: count,
  total: z.number(),
  average: z.number(),
  bottles: count,
  canceled: count,
});

export const orderSummarySchema = z.strictObject({
  range,
  days: z.array(z.strictObject({ day: z.string(), orders: count, total: z.number(), bottles: count })),
});

export const orderDepartmentSchema = z.strictObject({
  range,
  /** A French département (from the delivery postal code: `75`, `2A`, `971`), or a country code abroad. */
  departments: z.array(z.strictObject({ department: z.string(), orders: count, total: z.number() })),
});

export const bottleQuantitySchema = z.strictObject({
  range,
  bottles: count,
  days: z.array(z.strictObject({ day: z.string(), bottles: count })),
});

export const qrScansSchema = z.strictObject({
  range,
  scans: count,
  visitors: count.nullable(),
  days: z.array(z.strictObject({ day: z.string(), scans: count, visitors: count })),
});

export const abandonedCartSchema = z.strictObject({
  range,
  /** A cart counts as abandoned this many minutes after it was last priced without an order. */
  afterMinutes: count,
  carts: count,
  value: z.number(),
  list: z.array(
    z.strictObject({
      email: z.string(),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      items: count,
      total: z.number(),
      updatedAt: z.string(),
    }),
  ),
});
