import type { GroupHandlers } from '../types.ts';
import { subscriptionHandlers } from './billing/subscription.ts';
import { stripeConnectHandlers } from './billing/stripe-connect.ts';

/** The producer's subscription (billing/subscription.ts); connecting the site's Stripe account. */
export const billingHandlers: GroupHandlers<'billing'> = {
  stripeFeeReports: subscriptionHandlers.stripeFeeReports,
  stripeFeeReportCreate: subscriptionHandlers.stripeFeeReportCreate,
  stripeFeeReport: subscriptionHandlers.stripeFeeReport,
  billingCustomer: subscriptionHandlers.billingCustomer,
  billingCustomerCreate: subscriptionHandlers.billingCustomerCreate,
  billingCustomerUpdate: subscriptionHandlers.billingCustomerUpdate,
  billingInvoices: subscriptionHandlers.billingInvoices,
  cardCheckout: subscriptionHandlers.cardCheckout,
  adminStripeAuth: stripeConnectHandlers.adminStripeAuth,
};
