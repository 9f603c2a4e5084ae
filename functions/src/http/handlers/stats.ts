import { ValidationError } from '../../lib/errors.ts';
import { abandonedCartCsv } from '../../services/stats/abandoned-cart-csv.ts';
import { dashboardService, rangeOf } from '../../services/stats/dashboard-service.ts';
import { senderOf, trackingService } from '../../services/stats/tracking-service.ts';
import type { GroupHandlers } from '../types.ts';

/**
 * Statistics (docs/statistics.md): the storefront's page views, and the dashboard's reads of the daily rollups for
 * the query's period (the `plausible/*` calls answered from our own tracking).
 */
export const statsHandlers: GroupHandlers<'stats'> = {
  siteVisit: async ({ site, params, query, headers, clientAddress }) => {
    // The path names the site the storefront shows; it must be the one the request is authorised for.
    if (params.id !== site) throw new ValidationError({ id: ['stats.otherSite'] }, 'stats.otherSite');
    const counted = await trackingService.recordVisit(site, query, senderOf(headers, clientAddress));
    return { data: { counted } };
  },
  dashboardOrderTotal: async ({ site, query }) => ({
    data: await dashboardService.orderTotal(site, rangeOf(query, new Date())),
  }),
  dashboardUniqueQrCodeScan: async ({ site, query }) => ({
    data: await dashboardService.qrScans(site, rangeOf(query, new Date())),
  }),
  dashboardCurrentVisitors: async ({ site }) => ({ data: await dashboardService.currentVisitors(site, new Date()) }),
  dashboardBasicInfo: async ({ site, query }) => ({
    data: await dashboardService.basicInfo(site, rangeOf(query, new Date())),
  }),
  dashboardTimeseries: async ({ site, query }) => ({
    data: await dashboardService.timeseries(site, rangeOf(query, new Date()), query.property),
  }),
  dashboardPlausibleBreakdown: async ({ site, params, query }) => ({
    data: await dashboardService.breakdown(site, rangeOf(query, new Date()), params.name),
  }),
  dashboardVisit: async ({ site, query }) => ({
    data: await dashboardService.dailyVisits(site, rangeOf(query, new Date())),
  }),
  dashboardLocationVisit: async ({ site, query }) => ({
    data: await dashboardService.breakdown(site, rangeOf(query, new Date()), 'country'),
  }),
  dashboardWeekVisit: async ({ site, query }) => ({
    data: await dashboardService.weekVisits(site, rangeOf(query, new Date())),
  }),
  dashboardOrderSummary: async ({ site, query }) => ({
    data: await dashboardService.orderSummary(site, rangeOf(query, new Date())),
  }),
  dashboardAbandonedCart: async ({ site, query }) => {
    const now = new Date();
    return { data: await dashboardService.abandonedCarts(site, rangeOf(query, now), now) };
  },
  dashboardAbandonedCartUsersCsv: async ({ site, query, lang }) => {
    const now = new Date();
    const range = rangeOf(query, now);
    const { list } = await dashboardService.abandonedCarts(site, range, now);
    return { binary: abandonedCartCsv(list, range, lang) };
  },
  dashboardOrderDepartment: async ({ site, query }) => ({
    data: await dashboardService.orderDepartments(site, rangeOf(query, new Date())),
  }),
  dashboardBottleQuantity: async ({ site, query }) => ({
    data: await dashboardService.bottles(site, rangeOf(query, new Date())),
  }),
  dashboardPageUrl: async ({ site, query }) => ({
    data: await dashboardService.breakdown(site, rangeOf(query, new Date()), 'page'),
  }),
  dashboardDeviceType: async ({ site, query }) => ({
    data: await dashboardService.breakdown(site, rangeOf(query, new Date()), 'device'),
  }),
  dashboardReferrers: async ({ site, query }) => ({
    data: await dashboardService.breakdown(site, rangeOf(query, new Date()), 'source'),
  }),
};
