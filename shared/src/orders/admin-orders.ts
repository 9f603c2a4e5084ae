import * as z from 'zod';
import {
  maxOrderTotal,
  orderStatusValues,
  orderViewSchema,
  paymentMethods,
  paymentStatuses,
  type PaymentMethod,
} from '../checkout/orders.ts';
import { langs } from '../i18n/lang.ts';
import { listQuerySchema } from '../list-query.ts';
import { feeExplanationSchema } from '../shipping/fees.ts';
import { isoDay, parseDay } from '../validation/dates.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber } from '../validation/numbers.ts';

/**
 * The producer's side of an order (spec 2 §7 "Orders (admin)"; docs/orders.md): the list with its
 * filters, the order with its payments, balance, shipment, mails and timeline, and the bodies of
 * the status and payment calls.
 */

/**
 * `GET /admin/order`: the spec's list query. Filters: `status`, `number` (`lk:` for part of it),
 * `customer` (name or e-mail, `lk:`), `deliveryType`, `paymentMethod`, and the days `dateFrom`,
 * `dateTo` (dd/mm/yyyy or yyyy-mm-dd, both included, in Paris).
 */
export const adminOrderListQuerySchema = listQuerySchema(
  ['status', 'number', 'customer', 'deliveryType', 'paymentMethod', 'paymentStatus', 'dateFrom', 'dateTo'],
  ['id', 'number', 'date', 'status', 'total', 'balance', 'customer'],
);

/** Who did something to an order: staff (by id), the shopper, or the system (a timer, a provider's webhook). */
export const orderActorSchema = z.object({
  kind: z.enum(['STAFF', 'CUSTOMER', 'GUEST', 'SYSTEM']),
  id: z.number().nullable(),
  /** The staff member's or shopper's name or e-mail as it was then; the system's task name. */
  name: z.string().nullable(),
});
export type OrderActor = z.infer<typeof orderActorSchema>;

export const orderEventTypes = [
  'PLACED',
  'STATUS',
  'PAYMENT_ADDED',
  'PAYMENT_CHANGED',
  'PAYMENT_DELETED',
  'CARD_PAID',
  'CARD_FAILED',
  'STOCK_RETURNED',
  'MAIL_SENT',
  'MAIL_FAILED',
  'SHIPPED',
  'SHIPMENT_CANCELED',
  'RETURN_ASKED',
  'RETURN_STATUS',
  'NOTE',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** A detail's value: what changed, as plain data (amounts, methods, mail keys, tracking numbers). */
const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One event of an order's append-only history (docs/orders.md "History"). */
export const orderEventSchema = z.object({
  /** `<revision>-<n>`: the order's revision the event came with, and its place in that change. */
  id: z.string(),
  type: z.enum(orderEventTypes),
  /** ISO instant, and dd/mm/yyyy HH:mm in Paris. */
  at: z.string(),
  date: z.string(),
  actor: orderActorSchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
  details: z.record(z.string(), detailValue),
  /** The event in a sentence, in the request's language. */
  text: z.string(),
});
export type OrderEventView = z.infer<typeof orderEventSchema>;

export const paymentKinds = ['PAYMENT', 'REFUND'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** A payment received or a refund made (a refund counts negatively in the balance). */
export const adminOrderPaymentSchema = z.object({
  id: z.number(),
  kind: z.enum(paymentKinds),
  /** Always positive: `kind` says which way the money went. */
  amount: z.number(),
  /** dd/mm/yyyy. */
  date: z.string(),
  method: z.enum(paymentMethods),
  label: z.string(),
  reference: z.string().nullable(),
  /** ADMIN: typed by the producer; CARD: recorded from the payment provider; RETURN: the refund of an accepted return
   * (both read-only). */
  source: z.enum(['ADMIN', 'CARD', 'RETURN']),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>;

export const orderShipmentSchema = z.object({
  idCarrier: z.number().nullable(),
  carrierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** A label bought at a carrier (downloadable from `/admin/order/{id}/label`). */
  hasLabel: z.boolean(),
  /** ACTIVE until cancelled at the carrier. */
  status: z.enum(['ACTIVE', 'CANCELED']),
  shippedAt: z.string(),
});

export const orderMailViewSchema = z.object({
  kind: z.string(),
  to: z.string(),
  sentAt: z.string(),
  date: z.string(),
  status: z.enum(['SENT', 'FAILED']),
});

/** `GET /admin/order/{id}`. */
export const adminOrderViewSchema = orderViewSchema.extend({
  customer: z.object({
    idCustomer: z.number().nullable(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    phone: z.string().nullable(),
    guest: z.boolean(),
  }),
  /** The language the shopper ordered in: their mails go out in it. */
  lang: z.enum(langs),
  payments: z.array(adminOrderPaymentSchema),
  /** Payments less refunds. */
  paid: z.number(),
  /** What accepted returns took off the order (their refunds): goods and money went back together. */
  returned: z.number(),
  /** total − returned − paid: what the shopper still owes (negative: to refund). */
  balance: z.number(),
  paymentStatus: z.enum(paymentStatuses),
  /** The statuses the order may move to now (docs/orders.md "Statuses"). */
  allowedStatuses: z.array(z.enum(orderStatusValues)),
  shipment: orderShipmentSchema.nullable(),
  /** How the shipping fee was computed (the producer's business; null for click and collect or old orders). */
  shippingExplanation: feeExplanationSchema.nullable(),
  mails: z.array(orderMailViewSchema),
  /** Oldest first. */
  events: z.array(orderEventSchema),
  updatedAt: z.string(),
  revision: z.number(),
});
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;

export const adminOrderListItemSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(orderStatusValues),
  statusLabel: z.string(),
  createdAt: z.string(),
  date: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), guest: z.boolean() }),
  /** Units ordered, all lines. */
  quantity: z.number(),
  total: z.number(),
  balance: z.number(),
  paymentMethod: z.enum(paymentMethods),
  paymentLabel: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  deliveryType: z.enum(['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT']),
  carrierName: z.string().nullable(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

/** `GET /admin/order`: a page of orders, how many match, their sums, and how many of each status (the tabs). */
export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderListItemSchema),
  total: z.number(),
  sum: z.object({ total: z.number(), balance: z.number() }),
  counts: z.record(z.enum(orderStatusValues), z.number()),
});

/** `PUT /admin/order/status/{id}`: the new status; the status's mail goes to the shopper unless `sendMail` is false. */
export const orderStatusBodySchema = z.strictObject({
  status: z.enum(orderStatusValues, { error: 'order.statusRequired' }),
  sendMail: z.boolean().optional(),
  /** BASIC carriers and the producer's own delivery: the tracking number typed by the admin (SHIPPED only). */
  trackingNumber: z.string().trim().max(100, 'validation.tooLong').nullish(),
  /** The optimistic lock: the revision the admin saw; a newer one answers 409 (someone else changed it). */
  revision: z.number().int().nonnegative().optional(),
});

/** The most a payment line may carry: an order is worth at most this (maxOrderTotal). */
export const maxPaymentAmount = maxOrderTotal;

const paymentShape = {
  kind: z.string().max(20, 'validation.tooLong').nullish(),
  amount: looseNumber,
  /** dd/mm/yyyy (or yyyy-mm-dd). */
  date: z.string().max(20, 'validation.tooLong').nullish(),
  method: z.string().max(20, 'validation.tooLong').nullish(),
  reference: z.string().max(100, 'validation.tooLong').nullish(),
};

export interface OrderPaymentInput {
  kind: PaymentKind;
  amount: number;
  /** yyyy-mm-dd. */
  day: string;
  method: PaymentMethod;
  reference: string | null;
}

const hasCents = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * A payment or refund as the admin types it, every rule at once on its field: an amount over 0 with
 * cents at most, up to the most an order is worth; a real day, not in the future; one of the four
 * methods (spec 1 §9). `today` is yyyy-mm-dd in Paris (the server's clock; the form's own).
 */
export function orderPaymentSchema(today: () => string) {
  return z.strictObject(paymentShape).transform((raw, ctx): OrderPaymentInput => {
    const kind = isBlank(raw.kind) ? 'PAYMENT' : raw.kind;
    if (!(paymentKinds as readonly string[]).includes(kind!)) fail(ctx, 'kind', 'validation.invalidValue');
    const amount = readNumber(raw.amount);
    if (amount === undefined) fail(ctx, 'amount', 'orderPayment.amountRequired');
    else if (Number.isNaN(amount) || amount <= 0 || !hasCents(amount))
      fail(ctx, 'amount', 'orderPayment.amountInvalid');
    else if (amount > maxPaymentAmount) fail(ctx, 'amount', 'orderPayment.amountTooLarge');
    let day: string | null = null;
    if (isBlank(raw.date)) fail(ctx, 'date', 'orderPayment.dateRequired');
    else {
      const parsed = parseDay(raw.date!);
      if (!parsed) fail(ctx, 'date', 'orderPayment.dateInvalid');
      else if (isoDay(parsed) > today()) fail(ctx, 'date', 'orderPayment.dateInFuture');
      else day = isoDay(parsed);
    }
    if (isBlank(raw.method)) fail(ctx, 'method', 'orderPayment.methodRequired');
    else if (!(paymentMethods as readonly string[]).includes(raw.method!))
      fail(ctx, 'method', 'validation.invalidValue');
    return {
      kind: kind as PaymentKind,
      amount: amount ?? 0,
      day: day ?? '',
      method: raw.method as PaymentMethod,
      reference: isBlank(raw.reference) ? null : raw.reference!.trim(),
    };
  });
}

/** The day in Paris as yyyy-mm-dd. */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The body of the payment calls, checked against today's date in Paris at the time of the call. */
export const orderPaymentBodySchema = orderPaymentSchema(() => parisToday());
