import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { parseDay } from '../validation/dates.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { emailPattern } from '../validation/user.ts';

/**
 * The producer's own subscription with us (spec 1 §3 "Customer (billing)", "Billing", §4, §5 "Customer"; spec 2 §7
 * "Billing"; docs/billing.md): the billing customer, its invoices, the card checkout and the payment-fee reports.
 */

export const billingCustomerFields = [
  'companyName',
  'companyEmail',
  'companyPhone',
  'vatNumber',
  'line1',
  'line2',
  'city',
  'postalCode',
  'country',
] as const;
export type BillingCustomerField = (typeof billingCustomerFields)[number];

/** The fields spec 1 §5 requires, each with its 'X cannot be empty'; line2 and vatNumber are optional. */
export const requiredCustomerFields = {
  companyName: 'billing.companyNameRequired',
  companyEmail: 'billing.companyEmailRequired',
  companyPhone: 'billing.companyPhoneRequired',
  line1: 'billing.line1Required',
  city: 'billing.cityRequired',
  postalCode: 'billing.postalCodeRequired',
  country: 'billing.countryRequired',
} as const satisfies Partial<Record<BillingCustomerField, MessageKey>>;

export const customerFieldMax: Record<BillingCustomerField, number> = {
  companyName: 200,
  companyEmail: 200,
  companyPhone: 30,
  vatNumber: 50,
  line1: 300,
  line2: 300,
  city: 200,
  postalCode: 20,
  country: 100,
};

export type BillingCustomerDraft = Partial<Record<BillingCustomerField, string | null>>;

/**
 * Spec 1 §5 "Customer", once for the server and the admin form: the seven required fields, each 'X cannot be empty';
 * ours: the e-mail well formed, and each field within its length.
 */
export function billingCustomerIssues(draft: BillingCustomerDraft): Partial<Record<BillingCustomerField, MessageKey>> {
  const issues: Partial<Record<BillingCustomerField, MessageKey>> = {};
  for (const field of billingCustomerFields) {
    const value = draft[field];
    const required = (requiredCustomerFields as Partial<Record<BillingCustomerField, MessageKey>>)[field];
    if (isBlank(value)) {
      if (required) issues[field] = required;
    } else if (value!.trim().length > customerFieldMax[field]) issues[field] = 'validation.tooLong';
  }
  if (!issues.companyEmail && !isBlank(draft.companyEmail) && !emailPattern.test(draft.companyEmail!.trim()))
    issues.companyEmail = 'billing.companyEmailInvalid';
  return issues;
}

const field = z.string().max(1000, 'validation.tooLong').nullish();

/** `POST /customer` and `PUT /customer`: the shape only; `billingCustomerIssues` runs in the service (every field). */
export const billingCustomerInputSchema = z.strictObject(
  Object.fromEntries(billingCustomerFields.map((name) => [name, field])) as Record<BillingCustomerField, typeof field>,
);
export type BillingCustomerInput = z.infer<typeof billingCustomerInputSchema>;

/** The same rules as a schema, for the admin form's kit (errors under each field as soon as it is left). */
export const billingCustomerRuleSchema = billingCustomerInputSchema.superRefine((draft, ctx) => {
  for (const [name, key] of Object.entries(billingCustomerIssues(draft))) fail(ctx, name, key);
});

export const billingCustomerViewSchema = z.object({
  companyName: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
  vatNumber: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  updatedAt: z.string(),
});
export type BillingCustomerView = z.infer<typeof billingCustomerViewSchema>;

export const billingCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type BillingCard = z.infer<typeof billingCardSchema>;

export const billingPlanSchema = z.object({
  name: z.string(),
  status: z.string(),
  /** Amount in cents per interval, and its currency and interval. */
  amount: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  currentPeriodEnd: z.string().nullable(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/**
 * `GET /customer`: the site's billing customer (null before the form is first sent), its card and plan as the
 * billing provider has them, and whether that provider is the local stand-in (the screens say so).
 */
export const billingAccountSchema = z.object({
  customer: billingCustomerViewSchema.nullable(),
  card: billingCardSchema.nullable(),
  plan: billingPlanSchema.nullable(),
  provider: z.enum(['local', 'stripe']),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/** Spec 1 §4, mapped from Stripe's draft, open, paid, uncollectible and void. */
export const invoiceStatuses = ['DRAFT', 'WAITING_PAYMENT', 'PAID', 'UNCOLLECTIBLE', 'VOID'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: invoiceStatusSchema,
  /** Total in cents, and its currency (lower case, as Stripe writes it). */
  amount: z.number().int(),
  currency: z.string(),
  /** When it was finalised (or created, for a draft), ISO. */
  date: z.string(),
  /** The provider's hosted page of the invoice, and its PDF; null for a draft. */
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePageSize = 10;

/** `POST /customer/invoices`: newest first, a page at a time; the next page starts after the last invoice seen. */
export const invoiceListBodySchema = z.strictObject({
  nbItem: z
    .number()
    .int('validation.invalidNbItem')
    .min(1, 'validation.invalidNbItem')
    .max(100, 'validation.invalidNbItem')
    .optional(),
  startingAfter: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,100}$/, 'validation.invalidValue')
    .nullish(),
});
export type InvoiceListBody = z.infer<typeof invoiceListBodySchema>;

export const invoiceListSchema = z.object({ list: z.array(invoiceSchema), hasMore: z.boolean() });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/**
 * A checkout return address: a path of the admin (`/account/payment?…`), or an absolute http(s) address whose origin
 * the server then checks is the admin's own (no open redirect).
 */
export function returnUrlIsWellFormed(value: string): boolean {
  const text = value.trim();
  if (text.startsWith('/')) return !text.startsWith('//') && !text.includes('\\');
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const returnUrl = z.string().max(2000, 'validation.tooLong').refine(returnUrlIsWellFormed, 'billing.returnUrlInvalid');

/** `POST /card/checkout`. */
export const cardCheckoutBodySchema = z.strictObject({ successUrl: returnUrl, cancelUrl: returnUrl });
export const cardCheckoutSchema = z.object({ url: z.string(), provider: z.enum(['local', 'stripe']) });
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;

/** A fee report covers at most this many days (a year): one job pages through its balance transactions. */
export const maxReportDays = 366;

export const feeReportStatuses = ['PENDING', 'READY', 'FAILED'] as const;
export type FeeReportStatus = (typeof feeReportStatuses)[number];

export interface FeeReportDraft {
  from?: string | null;
  to?: string | null;
}
export type FeeReportField = 'from' | 'to';

const dayNumber = (value: string): number | null => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : null;
  return day ? Date.UTC(day.year, day.month - 1, day.day) / 86_400_000 : null;
};

/** A report's period (ours: the spec says nothing): two real days, `from` not after `to`, a year at most. */
export function feeReportIssues(draft: FeeReportDraft): Partial<Record<FeeReportField, MessageKey>> {
  const issues: Partial<Record<FeeReportField, MessageKey>> = {};
  const from = isBlank(draft.from) ? null : dayNumber(draft.from!.trim());
  const to = isBlank(draft.to) ? null : dayNumber(draft.to!.trim());
  if (isBlank(draft.from)) issues.from = 'billing.reportFromRequired';
  else if (from === null) issues.from = 'billing.reportDateInvalid';
  if (isBlank(draft.to)) issues.to = 'billing.reportToRequired';
  else if (to === null) issues.to = 'billing.reportDateInvalid';
  if (from !== null && to !== null) {
    if (to < from) issues.to = 'billing.reportPeriodReversed';
    else if (to - from + 1 > maxReportDays) issues.to = 'billing.reportPeriodTooLong';
  }
  return issues;
}

/** `POST /stripe-fee/report`: days as `yyyy-mm-dd`, both included. */
export const feeReportBodySchema = z.strictObject({
  from: z.string().max(20, 'validation.tooLong').nullish(),
  to: z.string().max(20, 'validation.tooLong').nullish(),
});
export type FeeReportBody = z.infer<typeof feeReportBodySchema>;

export const feeReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(feeReportStatuses),
  from: z.string(),
  to: z.string(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** How many balance transactions the CSV holds, once Ready. */
  rows: z.number().int().nullable(),
  failure: z.string().nullable(),
});
export type FeeReport = z.infer<typeof feeReportSchema>;

export const feeReportListSchema = z.object({ list: z.array(feeReportSchema) });
export type FeeReportList = z.infer<typeof feeReportListSchema>;

/** `GET /stripe-fee/report/{id}`: the report, and a short-lived address of its CSV once Ready. */
export const feeReportDetailSchema = feeReportSchema.extend({ downloadUrl: z.string().nullable() });
export type FeeReportDetail = z.infer<typeof feeReportDetailSchema>;

/** How many reports the list shows (newest first). */
export const feeReportListLimit = 50;
