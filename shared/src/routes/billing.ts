import * as z from 'zod';
import { draftBody, route } from './define.ts';
import { idParams } from './schemas.ts';

const required = (max: number) => z.string().trim().min(1).max(max, 'validation.tooLong');
const optional = (max: number) => z.string().trim().max(max, 'validation.tooLong').nullish();

/** Billing customer (spec 1 §3 "Customer (billing)", §5 "Customer": line2 and vatNumber optional). */
export const billingCustomerSchema = z.strictObject({
  companyName: required(200),
  companyEmail: z.email().max(200, 'validation.tooLong'),
  companyPhone: required(30),
  vatNumber: optional(50),
  line1: required(300),
  line2: optional(300),
  city: required(200),
  postalCode: required(20),
  country: required(100),
});

const returnUrl = z.url({ protocol: /^https?$/ }).max(2000, 'validation.tooLong');

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
    summary: 'Payment-fee reports of the site (Pending, Ready)',
  }),
  stripeFeeReportCreate: route({
    method: 'POST',
    path: '/stripe-fee/report',
    level: 'admin',
    group: 'billing',
    summary: 'Ask for a payment-fee report (generated in up to a few minutes)',
    draft: true,
    body: draftBody,
  }),
  stripeFeeReport: route({
    method: 'GET',
    path: '/stripe-fee/report/{id}',
    level: 'admin',
    group: 'billing',
    summary: 'One payment-fee report',
    params: idParams,
  }),
  billingCustomer: route({
    method: 'GET',
    path: '/customer',
    level: 'admin',
    group: 'billing',
    summary: 'Billing customer of the site',
  }),
  billingCustomerCreate: route({
    method: 'POST',
    path: '/customer',
    level: 'admin',
    group: 'billing',
    summary: 'Create the billing customer of the site',
    body: billingCustomerSchema,
  }),
  billingCustomerUpdate: route({
    method: 'PUT',
    path: '/customer',
    level: 'admin',
    group: 'billing',
    summary: 'Change the billing customer of the site',
    body: billingCustomerSchema,
  }),
  billingInvoices: route({
    method: 'POST',
    path: '/customer/invoices',
    level: 'admin',
    group: 'billing',
    summary: 'Invoices of the site (Draft, Waiting payment, Paid, Uncollectible, Void)',
    draft: true,
    body: draftBody,
  }),
  cardCheckout: route({
    method: 'POST',
    path: '/card/checkout',
    level: 'admin',
    group: 'billing',
    summary: 'Start a checkout session to update the payment card; answers its URL',
    body: z.strictObject({ successUrl: returnUrl, cancelUrl: returnUrl }),
  }),
  adminStripeAuth: route({
    method: 'POST',
    path: '/admin/auth/stripe',
    level: 'admin',
    group: 'billing',
    summary: 'Connect the site Stripe account with an OAuth code',
    body: z.strictObject({ code: z.string().trim().min(1).max(500, 'validation.tooLong') }),
  }),
} as const;
