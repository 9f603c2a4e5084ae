import { draftQuery, pathParams, route } from './define.ts';
import { idParams } from './schemas.ts';

/**
 * Visitor statistics dashboard, all GET under /admin/dashboard/ (periods Today through Last year
 * and Custom; default property visitors), and the storefront visit record (spec 2 §7 "Dashboard").
 * The period query is not shown: draft queries.
 */
export const statsRoutes = {
  siteVisit: route({ method: 'GET', path: '/site/visit/{id}', level: 'public', group: 'stats', summary: 'Record a storefront visit', params: idParams }),

  dashboardOrderTotal: route({ method: 'GET', path: '/admin/dashboard/order-total', level: 'admin', group: 'stats', summary: 'Order total over the period', draft: true, query: draftQuery }),
  dashboardUniqueQrCodeScan: route({ method: 'GET', path: '/admin/dashboard/unique-qr-code-scan', level: 'admin', group: 'stats', summary: 'Unique QR code scans', draft: true, query: draftQuery }),
  dashboardCurrentVisitors: route({ method: 'GET', path: '/admin/dashboard/plausible/current-visitor', level: 'admin', group: 'stats', summary: 'Visitors on the site now', draft: true, query: draftQuery }),
  dashboardBasicInfo: route({ method: 'GET', path: '/admin/dashboard/plausible/basic-info', level: 'admin', group: 'stats', summary: 'Visitors, visits, page views, bounce rate, duration', draft: true, query: draftQuery }),
  dashboardTimeseries: route({ method: 'GET', path: '/admin/dashboard/plausible/timeseries-graph', level: 'admin', group: 'stats', summary: 'Time series of a property (default visitors)', draft: true, query: draftQuery }),
  dashboardPlausibleBreakdown: route({ method: 'GET', path: '/admin/dashboard/plausible/{name}', level: 'admin', group: 'stats', summary: 'Analytics breakdown by name', params: pathParams('name'), draft: true, query: draftQuery }),
  dashboardVisit: route({ method: 'GET', path: '/admin/dashboard/visit', level: 'admin', group: 'stats', summary: 'Visits over the period', draft: true, query: draftQuery }),
  dashboardLocationVisit: route({ method: 'GET', path: '/admin/dashboard/location-visit', level: 'admin', group: 'stats', summary: 'Visits by location', draft: true, query: draftQuery }),
  dashboardWeekVisit: route({ method: 'GET', path: '/admin/dashboard/week-visit', level: 'admin', group: 'stats', summary: 'Visits by day of the week', draft: true, query: draftQuery }),
  dashboardOrderSummary: route({ method: 'GET', path: '/admin/dashboard/order-summary', level: 'admin', group: 'stats', summary: 'Order summary over the period', draft: true, query: draftQuery }),
  dashboardAbandonedCart: route({ method: 'GET', path: '/admin/dashboard/abandoned-cart', level: 'admin', group: 'stats', summary: 'Abandoned carts', draft: true, query: draftQuery }),
  dashboardAbandonedCartUsersCsv: route({ method: 'GET', path: '/admin/dashboard/abandoned-cart/user-list/csv', level: 'admin', group: 'stats', summary: 'Customers with an abandoned cart, as CSV', draft: true, query: draftQuery, binary: true }),
  dashboardOrderDepartment: route({ method: 'GET', path: '/admin/dashboard/order-department', level: 'admin', group: 'stats', summary: 'Orders by department', draft: true, query: draftQuery }),
  dashboardBottleQuantity: route({ method: 'GET', path: '/admin/dashboard/bottle-quantity', level: 'admin', group: 'stats', summary: 'Bottles sold', draft: true, query: draftQuery }),
  dashboardPageUrl: route({ method: 'GET', path: '/admin/dashboard/page-url', level: 'admin', group: 'stats', summary: 'Visits by page', draft: true, query: draftQuery }),
  dashboardDeviceType: route({ method: 'GET', path: '/admin/dashboard/device-type', level: 'admin', group: 'stats', summary: 'Visits by device type', draft: true, query: draftQuery }),
  dashboardReferrers: route({ method: 'GET', path: '/admin/dashboard/referrers', level: 'admin', group: 'stats', summary: 'Visits by referrer', draft: true, query: draftQuery }),
} as const;
