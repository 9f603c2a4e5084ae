import { notImplemented, type GroupHandlers } from '../types.ts';

/** Not built yet: each route answers 501 "Not implemented" until its issue builds it. */
export const statsHandlers: GroupHandlers<'stats'> = {
  siteVisit: notImplemented,
  dashboardOrderTotal: notImplemented,
  dashboardUniqueQrCodeScan: notImplemented,
  dashboardCurrentVisitors: notImplemented,
  dashboardBasicInfo: notImplemented,
  dashboardTimeseries: notImplemented,
  dashboardPlausibleBreakdown: notImplemented,
  dashboardVisit: notImplemented,
  dashboardLocationVisit: notImplemented,
  dashboardWeekVisit: notImplemented,
  dashboardOrderSummary: notImplemented,
  dashboardAbandonedCart: notImplemented,
  dashboardAbandonedCartUsersCsv: notImplemented,
  dashboardOrderDepartment: notImplemented,
  dashboardBottleQuantity: notImplemented,
  dashboardPageUrl: notImplemented,
  dashboardDeviceType: notImplemented,
  dashboardReferrers: notImplemented,
};
