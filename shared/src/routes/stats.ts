import { route } from './define.ts';
import { idParams } from './schemas.ts';
import {
  abandonedCartSchema,
  basicInfoSchema,
  bottleQuantitySchema,
  breakdownParamsSchema,
  breakdownSchema,
  currentVisitorsSchema,
  dailyVisitsSchema,
  dashboardQuerySchema,
  orderDepartmentSchema,
  orderSummarySchema,
  orderTotalSchema,
  qrScansSchema,
  timeseriesQuerySchema,
  timeseriesSchema,
  visitAnswerSchema,
  visitQuerySchema,
  weekVisitsSchema,
} from '../stats/dashboard.ts';

const dashboard = { level: 'admin', group: 'stats', query: dashboardQuerySchema } as const;

/**
 * Visitor statistics dashboard, all GET under /admin/dashboard/ (periods Today through Last year and Custom;
 * default property visitors), and the storefront's visit record (spec 2 §7 "Dashboard"). Answered from our own
 * cookie-less tracking and the daily rollups of orders (docs/statistics.md), the `plausible/*` calls included.
 */
export const statsRoutes = {
  siteVisit: route({
    method: 'GET',
    path: '/site/visit/{id}',
    level: 'public',
    group: 'stats',
    summary: 'Record a storefront page view (id: the site): page, referrer, device type, language; no cookie',
    params: idParams,
    query: visitQuerySchema,
    response: visitAnswerSchema,
  }),

  dashboardOrderTotal: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/order-total',
    summary: 'Orders, their total, average and bottles over the period (canceled ones taken off)',
    response: orderTotalSchema,
  }),
  dashboardUniqueQrCodeScan: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/unique-qr-code-scan',
    summary: 'QR code scans and the daily unique visitors who scanned',
    response: qrScansSchema,
  }),
  dashboardCurrentVisitors: route({
    method: 'GET',
    path: '/admin/dashboard/plausible/current-visitor',
    level: 'admin',
    group: 'stats',
    summary: 'Visitors on the site now (distinct visitors of the last 5 minutes)',
    response: currentVisitorsSchema,
  }),
  dashboardBasicInfo: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/plausible/basic-info',
    summary: 'Daily unique visitors (one-day period) and page views',
    response: basicInfoSchema,
  }),
  dashboardTimeseries: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/plausible/timeseries-graph',
    summary: 'Time series of a property (default visitors): by hour for one day, else by day',
    query: timeseriesQuerySchema,
    response: timeseriesSchema,
  }),
  dashboardPlausibleBreakdown: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/plausible/{name}',
    summary: 'Breakdown by page, source, device, language or country',
    params: breakdownParamsSchema,
    response: breakdownSchema,
  }),
  dashboardVisit: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/visit',
    summary: 'Daily unique visitors and page views, day by day',
    response: dailyVisitsSchema,
  }),
  dashboardLocationVisit: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/location-visit',
    summary: 'Page views by country (the region of the browser language)',
    response: breakdownSchema,
  }),
  dashboardWeekVisit: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/week-visit',
    summary: 'Page views by day of the week',
    response: weekVisitsSchema,
  }),
  dashboardOrderSummary: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/order-summary',
    summary: 'Orders, total and bottles day by day',
    response: orderSummarySchema,
  }),
  dashboardAbandonedCart: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/abandoned-cart',
    summary: 'Carts priced by a known shopper and never ordered, last touched in the period',
    response: abandonedCartSchema,
  }),
  dashboardAbandonedCartUsersCsv: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/abandoned-cart/user-list/csv',
    summary: 'Customers with an abandoned cart, as CSV',
    binary: true,
  }),
  dashboardOrderDepartment: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/order-department',
    summary: 'Orders by département of the delivery address',
    response: orderDepartmentSchema,
  }),
  dashboardBottleQuantity: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/bottle-quantity',
    summary: 'Bottles sold, in total and day by day',
    response: bottleQuantitySchema,
  }),
  dashboardPageUrl: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/page-url',
    summary: 'Page views by page',
    response: breakdownSchema,
  }),
  dashboardDeviceType: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/device-type',
    summary: 'Page views by device type',
    response: breakdownSchema,
  }),
  dashboardReferrers: route({
    ...dashboard,
    method: 'GET',
    path: '/admin/dashboard/referrers',
    summary: 'Page views by referrer host',
    response: breakdownSchema,
  }),
} as const;
