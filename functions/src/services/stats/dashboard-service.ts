import { addDays, daysOf, periodRange, shopDay, weekday, type DayRange } from '@cellar/shared/stats/periods';
import type * as z from 'zod';
import type {
  BreakdownName,
  DashboardQuery,
  abandonedCartSchema,
  basicInfoSchema,
  bottleQuantitySchema,
  breakdownSchema,
  dailyVisitsSchema,
  orderDepartmentSchema,
  orderSummarySchema,
  orderTotalSchema,
  qrScansSchema,
  timeseriesSchema,
  weekVisitsSchema,
} from '@cellar/shared/stats/dashboard';
import type { SiteId } from '../../data/site-id.ts';
import { statsRepository, type RollupItem } from '../../repositories/stats-repository.ts';

/**
 * The dashboard's reads (docs/statistics.md), each a few Queries of daily rollups over the period's days. Visitors
 * are daily unique visitors: shown for a one-day period, never summed over several days (`visitors: null`).
 */
export const currentVisitorWindowMinutes = 5;
/** A priced cart with no order this long after counts as abandoned. */
export const abandonedAfterMinutes = 60;

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const dayOf = (item: RollupItem): string => item.sk.slice(0, 10);
const labelOf = (item: RollupItem): string => item.sk.slice(11);
const euros = (centsValue: number): number => Math.round(centsValue) / 100;

export function rangeOf(query: Pick<DashboardQuery, 'period' | 'from' | 'to'>, now: Date): DayRange {
  return periodRange(query.period, now, { from: query.from, to: query.to });
}

const oneDay = (range: DayRange): boolean => range.from === range.to;

const breakdownMeasure: Record<BreakdownName, string> = {
  page: 'PAGE',
  source: 'SOURCE',
  device: 'DEVICE',
  language: 'LANGUAGE',
  country: 'COUNTRY',
};

/** Sums one counter of day-keyed rollups per day, every day of the range present (0 when nothing happened). */
function perDay(range: DayRange, items: RollupItem[], field: string): Map<string, number> {
  const byDay = new Map(daysOf(range).map((day) => [day, 0]));
  for (const item of items) byDay.set(dayOf(item), (byDay.get(dayOf(item)) ?? 0) + num(item[field]));
  return byDay;
}

export const dashboardService = {
  async basicInfo(site: SiteId, range: DayRange): Promise<z.input<typeof basicInfoSchema>> {
    const days = await statsRepository.rollups(site, 'DAY', range.from, range.to);
    const visitors = [...perDay(range, days, 'visitors').values()];
    const pageviews = days.reduce((sum, item) => sum + num(item.views), 0);
    const peak = Math.max(0, ...visitors);
    const average = visitors.length ? visitors.reduce((a, b) => a + b, 0) / visitors.length : 0;
    return {
      range,
      visitors: oneDay(range) ? (visitors[0] ?? 0) : null,
      pageviews,
      peakDailyVisitors: peak,
      averageDailyVisitors: Math.round(average * 10) / 10,
    };
  },

  async currentVisitors(site: SiteId, now: Date): Promise<{ visitors: number }> {
    const since = new Date(now.getTime() - currentVisitorWindowMinutes * 60_000);
    const days = [...new Set([shopDay(since), shopDay(now)])];
    const lists = await Promise.all(days.map((day) => statsRepository.visitorsSince(site, day, since)));
    return { visitors: new Set(lists.flat()).size };
  },

  async timeseries(
    site: SiteId,
    range: DayRange,
    property: 'visitors' | 'pageviews',
  ): Promise<z.input<typeof timeseriesSchema>> {
    const field = property === 'visitors' ? 'visitors' : 'views';
    if (oneDay(range)) {
      const hours = await statsRepository.rollups(site, 'HOUR', range.from, range.to);
      const byHour = new Map(hours.map((item) => [item.sk.slice(11, 13), num(item[field])]));
      const points = Array.from({ length: 24 }, (_, h) => {
        const label = String(h).padStart(2, '0');
        return { label, value: byHour.get(label) ?? 0 };
      });
      return { range, property, interval: 'hour', points };
    }
    const days = await statsRepository.rollups(site, 'DAY', range.from, range.to);
    const points = [...perDay(range, days, field)].map(([label, value]) => ({ label, value }));
    return { range, property, interval: 'day', points };
  },

  async breakdown(site: SiteId, range: DayRange, name: BreakdownName): Promise<z.input<typeof breakdownSchema>> {
    const items = await statsRepository.rollups(site, breakdownMeasure[name], range.from, range.to);
    const rows = new Map<string, { pageviews: number; visitors: number }>();
    for (const item of items) {
      const row = rows.get(labelOf(item)) ?? { pageviews: 0, visitors: 0 };
      row.pageviews += num(item.views);
      row.visitors += num(item.visitors);
      rows.set(labelOf(item), row);
    }
    return {
      range,
      name,
      rows: [...rows]
        .map(([label, row]) => ({ label, pageviews: row.pageviews, visitors: oneDay(range) ? row.visitors : null }))
        .sort((a, b) => b.pageviews - a.pageviews || a.label.localeCompare(b.label))
        .slice(0, 100),
    };
  },

  async dailyVisits(site: SiteId, range: DayRange): Promise<z.input<typeof dailyVisitsSchema>> {
    const items = await statsRepository.rollups(site, 'DAY', range.from, range.to);
    const visitors = perDay(range, items, 'visitors');
    const views = perDay(range, items, 'views');
    return {
      range,
      days: daysOf(range).map((day) => ({ day, visitors: visitors.get(day)!, pageviews: views.get(day)! })),
    };
  },

  async weekVisits(site: SiteId, range: DayRange): Promise<z.input<typeof weekVisitsSchema>> {
    const items = await statsRepository.rollups(site, 'DAY', range.from, range.to);
    const totals = [0, 0, 0, 0, 0, 0, 0];
    for (const item of items) totals[weekday(dayOf(item))]! += num(item.views);
    return { range, weekdays: totals.map((pageviews, day) => ({ weekday: day, pageviews })) };
  },

  async orderTotal(site: SiteId, range: DayRange): Promise<z.input<typeof orderTotalSchema>> {
    const items = await statsRepository.rollups(site, 'ORDER', range.from, range.to);
    const sum = (field: string) => items.reduce((total, item) => total + num(item[field]), 0);
    const orders = sum('orders');
    const totalCents = sum('totalCents');
    return {
      range,
      orders,
      total: euros(totalCents),
      average: orders > 0 ? euros(totalCents / orders) : 0,
      bottles: sum('bottles'),
      canceled: sum('canceled'),
    };
  },

  async orderSummary(site: SiteId, range: DayRange): Promise<z.input<typeof orderSummarySchema>> {
    const items = await statsRepository.rollups(site, 'ORDER', range.from, range.to);
    const orders = perDay(range, items, 'orders');
    const total = perDay(range, items, 'totalCents');
    const bottles = perDay(range, items, 'bottles');
    return {
      range,
      days: daysOf(range).map((day) => ({
        day,
        orders: orders.get(day)!,
        total: euros(total.get(day)!),
        bottles: bottles.get(day)!,
      })),
    };
  },

  async orderDepartments(site: SiteId, range: DayRange): Promise<z.input<typeof orderDepartmentSchema>> {
    const items = await statsRepository.rollups(site, 'DEPARTMENT', range.from, range.to);
    const rows = new Map<string, { orders: number; totalCents: number }>();
    for (const item of items) {
      const row = rows.get(labelOf(item)) ?? { orders: 0, totalCents: 0 };
      row.orders += num(item.orders);
      row.totalCents += num(item.totalCents);
      rows.set(labelOf(item), row);
    }
    return {
      range,
      departments: [...rows]
        .filter(([, row]) => row.orders > 0)
        .map(([department, row]) => ({ department, orders: row.orders, total: euros(row.totalCents) }))
        .sort((a, b) => b.orders - a.orders || a.department.localeCompare(b.department)),
    };
  },

  async bottles(site: SiteId, range: DayRange): Promise<z.input<typeof bottleQuantitySchema>> {
    const items = await statsRepository.rollups(site, 'ORDER', range.from, range.to);
    const bottles = perDay(range, items, 'bottles');
    const days = daysOf(range).map((day) => ({ day, bottles: bottles.get(day)! }));
    return { range, bottles: days.reduce((sum, day) => sum + day.bottles, 0), days };
  },

  async qrScans(site: SiteId, range: DayRange): Promise<z.input<typeof qrScansSchema>> {
    const items = await statsRepository.rollups(site, 'QR', range.from, range.to);
    const scans = perDay(range, items, 'scans');
    const visitors = perDay(range, items, 'visitors');
    const days = daysOf(range).map((day) => ({ day, scans: scans.get(day)!, visitors: visitors.get(day)! }));
    return {
      range,
      scans: days.reduce((sum, day) => sum + day.scans, 0),
      visitors: oneDay(range) ? (days[0]?.visitors ?? 0) : null,
      days,
    };
  },

  /** Carts last priced in the period (and at least `abandonedAfterMinutes` ago) whose shopper placed no order since. */
  async abandonedCarts(site: SiteId, range: DayRange, now: Date): Promise<z.input<typeof abandonedCartSchema>> {
    const cutoff = new Date(now.getTime() - abandonedAfterMinutes * 60_000).toISOString();
    // A day of the shop (Paris) starts 1 or 2 hours before its UTC midnight: read a day wider, keep the range's days.
    const from = `${addDays(range.from, -1)}T00`;
    const to = `${addDays(range.to, 1)}T99` < cutoff ? `${addDays(range.to, 1)}T99` : cutoff;
    const carts = from <= to ? await statsRepository.cartsBetween(site, from, to) : [];
    const list = carts
      .filter((cart) => cart.updatedAt <= cutoff)
      .filter((cart) => {
        const day = shopDay(new Date(cart.updatedAt));
        return day >= range.from && day <= range.to;
      })
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map(({ email, firstname, lastname, items, total, updatedAt }) => ({
        email,
        firstname: firstname ?? null,
        lastname: lastname ?? null,
        items: num(items),
        total: num(total),
        updatedAt,
      }));
    return {
      range,
      afterMinutes: abandonedAfterMinutes,
      carts: list.length,
      value: Math.round(list.reduce((sum, cart) => sum + cart.total, 0) * 100) / 100,
      list,
    };
  },
};
