import { notImplemented, type GroupHandlers } from '../types.ts';

/** Not built yet: each route answers 501 "Not implemented" until its issue builds it. */
export const billingHandlers: GroupHandlers<'billing'> = {
  stripeFeeReports: notImplemented,
  stripeFeeReportCreate: notImplemented,
  stripeFeeReport: notImplemented,
  billingCustomer: notImplemented,
  billingCustomerCreate: notImplemented,
  billingCustomerUpdate: notImplemented,
  billingInvoices: notImplemented,
  cardCheckout: notImplemented,
  adminStripeAuth: notImplemented,
};
