import {
  billingAccountSchema,
  billingCustomerInputSchema,
  billingCustomerViewSchema,
  cardCheckoutBodySchema,
  cardCheckoutSchema,
  feeReportBodySchema,
  feeReportDetailSchema,
  feeReportListSchema,
  feeReportSchema,
  invoiceListBodySchema,
  invoiceListSchema,
} from '../billing/billing.ts';
import { route } from './define.ts';
import { stripeAccountExistsSchema, stripeAuthInputSchema } from '../payment/provider-settings.ts';
import { idParams } from './schemas.ts';

/**
 * The site's own subscription with the product: billing customer, card, invoices, payment-fee
 * reports, and connecting the site's Stripe account (spec 2 §7 "Billing", "Site settings").
 * These calls act on the site of the idSite header, so they are admin though outside /admin.
 */
export const billingRoutes = {
  stripeFeeReports: route({
    method: 'GET',
    path: '/stripe-fee/report',
    level: 'admin',
    group: 'billing',
    summary: 'Payment-fee reports of the site (Pending, Ready), newest first',
    response: feeReportListSchema,
  }),
  stripeFeeReportCreate: route({
    method: 'POST',
    path: '/stripe-fee/report',
    level: 'admin',
    group: 'billing',
    summary: 'Ask for a payment-fee report of a period (a job: Pending, then Ready with its CSV)',
    body: feeReportBodySchema,
    response: feeReportSchema,
  }),
  stripeFeeReport: route({
    method: 'GET',
    path: '/stripe-fee/report/{id}',
    level: 'admin',
    group: 'billing',
    summary: 'One payment-fee report, with a short-lived download address of its CSV once Ready',
    params: idParams,
    response: feeReportDetailSchema,
  }),
  billingCustomer: route({
    method: 'GET',
    path: '/customer',
    level: 'admin',
    group: 'billing',
    summary: 'Billing customer of the site (null before it is filled in), its card and plan',
    response: billingAccountSchema,
  }),
  billingCustomerCreate: route({
    method: 'POST',
    path: '/customer',
    level: 'admin',
    group: 'billing',
    summary: 'Create the billing customer of the site',
    body: billingCustomerInputSchema,
    response: billingCustomerViewSchema,
  }),
  billingCustomerUpdate: route({
    method: 'PUT',
    path: '/customer',
    level: 'admin',
    group: 'billing',
    summary: 'Change the billing customer of the site',
    body: billingCustomerInputSchema,
    response: billingCustomerViewSchema,
  }),
  billingInvoices: route({
    method: 'POST',
    path: '/customer/invoices',
    level: 'admin',
    group: 'billing',
    summary: 'Invoices of the site (Draft, Waiting payment, Paid, Uncollectible, Void), newest first, a page at a time',
    body: invoiceListBodySchema,
    response: invoiceListSchema,
  }),
  cardCheckout: route({
    method: 'POST',
    path: '/card/checkout',
    level: 'admin',
    group: 'billing',
    summary: 'Start a checkout session to update the payment card; answers its URL',
    body: cardCheckoutBodySchema,
    response: cardCheckoutSchema,
  }),
  adminStripeAuth: route({
    method: 'POST',
    path: '/admin/auth/stripe',
    level: 'admin',
    group: 'billing',
    summary: "Connect the site's Stripe account with the consent page's code; answers the connected account",
    body: stripeAuthInputSchema,
    response: stripeAccountExistsSchema,
  }),
} as const;
