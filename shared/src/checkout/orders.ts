import * as z from 'zod';
import type { Lang } from '../i18n/lang.ts';

/**
 * Orders as the storefront places and reads them (docs/checkout.md "Orders"): payment methods,
 * statuses with their labels, the answers of `POST /order`, `POST /order/validate`, the customer's
 * order calls and the payment calls.
 */

/** The payment methods: bank card, cheque, cash, transfer (spec 1 §9). */
export const paymentMethods = ['CARD', 'CHEQUE', 'CASH', 'TRANSFER'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, Record<Lang, string>> = {
  CARD: { en_US: 'Bank card', fr_FR: 'Carte bancaire' },
  CHEQUE: { en_US: 'Cheque', fr_FR: 'Chèque' },
  CASH: { en_US: 'Cash', fr_FR: 'Espèces' },
  TRANSFER: { en_US: 'Transfer', fr_FR: 'Virement' },
};

/**
 * The known order statuses (spec 2 §4; WAITING is where every order starts), and CANCELED, ours: the
 * spec says the full list comes from the server, and an order nobody pays or the producer refuses
 * must end somewhere that gives its stock back (docs/orders.md "Statuses").
 */
export const orderStatusValues = ['WAITING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELED'] as const;
export type OrderStatus = (typeof orderStatusValues)[number];

export const orderStatusLabels: Record<OrderStatus, Record<Lang, string>> = {
  WAITING: { en_US: 'Waiting', fr_FR: 'En attente' },
  PROCESSING: { en_US: 'Processing', fr_FR: 'En préparation' },
  SHIPPED: { en_US: 'Shipped', fr_FR: 'Expédiée' },
  DELIVERED: { en_US: 'Delivered', fr_FR: 'Livrée' },
  CANCELED: { en_US: 'Canceled', fr_FR: 'Annulée' },
};

/** Where the payment of an order stands: PENDING until paid (a card's payment succeeds, or the producer records a
 * cheque, cash or transfer). */
export const paymentStatuses = ['PENDING', 'PAID', 'FAILED', 'CANCELED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** At most this many lines in an order, and this many different stock items (a DynamoDB transaction holds 100 actions).
 * */
export const maxOrderLines = 50;
export const maxStockItemsPerOrder = 90;
/**
 * At most this many units on one line, and an order worth at most this many euros: far above what
 * a wine estate ships at once, far below what breaks a number (a typed 10¹⁵ is a mistake or worse).
 */
export const maxLineQuantity = 10_000;
export const maxOrderTotal = 1_000_000;

/** `Idempotency-Key` header: 1 to 255 visible ASCII characters (a UUID is the storefront's choice). */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

const money = z.number();

export const orderLineViewSchema = z.object({
  /** The product's id (spec 2 §7 products (id, quantity)). */
  id: z.number(),
  idVintage: z.number().nullable(),
  productType: z.enum(['WINE', 'BOX', 'OTHER']),
  name: z.string(),
  year: z.number().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: z.string().nullable(),
  quantity: z.number(),
  /** Catalogue price of one unit. */
  unitPrice: money,
  /** Discount on one unit (line level), 0 when none. */
  discount: money,
  /** What one unit costs after the line's discount. */
  price: money,
  /** price × quantity. */
  total: money,
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const orderAddressViewSchema = z.object({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO alpha-2 when known, else as the shopper wrote it. */
  country: z.string(),
});
export type OrderAddressView = z.infer<typeof orderAddressViewSchema>;

export const accessPointViewSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

export const pickupViewSchema = z.object({
  idAddress: z.number(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** dd/mm/yyyy, and the slot's wall-clock hours in Paris. */
  date: z.string(),
  idSchedule: z.number(),
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const orderDeliveryViewSchema = z.object({
  type: z.enum(['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT']),
  idCarrier: z.number().nullable(),
  carrierName: z.string().nullable(),
  serviceCode: z.string().nullable(),
  /** What the shopper pays for shipping (0 for click and collect, or free shipping). */
  price: money,
  /** The fee before free shipping. */
  fdp: money,
  accessPoint: accessPointViewSchema.nullable(),
  pickup: pickupViewSchema.nullable(),
});

export const paymentInstructionsSchema = z.object({
  /** TRANSFER: the producer's bank account. */
  accountHolder: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** CHEQUE: to whom, and where to send it. */
  payableTo: z.string().nullable(),
  mailTo: z.string().nullable(),
  /** What to write on the transfer or the back of the cheque: the order number. */
  reference: z.string(),
  amount: money,
  /** The same, in a sentence in the request's language. */
  text: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const orderPaymentViewSchema = z.object({
  method: z.enum(paymentMethods),
  label: z.string(),
  status: z.enum(paymentStatuses),
  amount: money,
  /** CARD: who takes the card (`local` stands in for Stripe on a developer's machine). */
  provider: z.enum(['local', 'stripe']).nullable(),
  /** CARD, while PENDING: what the storefront confirms the payment with (Stripe.js `confirmPayment`). */
  clientSecret: z.string().nullable(),
  /** CARD with Stripe: the publishable key and the producer's connected account, for Stripe.js. */
  publishableKey: z.string().nullable(),
  account: z.string().nullable(),
  /** CHEQUE, TRANSFER, CASH: what the shopper does next. */
  instructions: paymentInstructionsSchema.nullable(),
});
export type OrderPaymentView = z.infer<typeof orderPaymentViewSchema>;

export const recordedPaymentSchema = z.object({
  amount: money,
  date: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
});

export const orderViewSchema = z.object({
  id: z.number(),
  /** `<year>-<6-digit counter of the site>` (`2026-000042`). */
  number: z.string(),
  status: z.enum(orderStatusValues),
  statusLabel: z.string(),
  /** ISO instant, and the same as dd/mm/yyyy HH:mm in Paris (spec 1 §9). */
  createdAt: z.string(),
  date: z.string(),
  customer: z.object({
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    phone: z.string().nullable(),
    guest: z.boolean(),
  }),
  products: z.array(orderLineViewSchema),
  /** Sum of the lines after their discounts. */
  subtotal: money,
  /** The code's effect (docs/checkout.md "Prices of a cart"), or null. */
  discount: z
    .object({
      code: z.string(),
      label: z.string().nullable(),
      amount: money,
      on: z.enum(['PRODUCTS', 'SHIPPING_FEES']),
    })
    .nullable(),
  shippingFees: money,
  total: money,
  currency: z.literal('EUR'),
  delivery: orderDeliveryViewSchema,
  address: z.object({ delivery: orderAddressViewSchema.nullable(), billing: orderAddressViewSchema.nullable() }),
  message: z.string().nullable(),
  payment: orderPaymentViewSchema,
  /** Payments received (amount paid, date, method: spec 1 §3). */
  payments: z.array(recordedPaymentSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** `GET /order`: the signed-in customer's orders, newest first (spec 2 §3 "Orders: list, total"). */
export const customerOrderListSchema = z.object({ orders: z.array(orderViewSchema), total: z.number() });

/** `GET /list/order/status` (spec 2 §3 "status types (id, value)"). */
export const orderStatusListSchema = z.array(z.object({ id: z.enum(orderStatusValues), value: z.string() }));

/** One line of `POST /order/validate`: what the server read, and what is wrong with it. */
export const validatedLineSchema = z.object({
  index: z.number(),
  id: z.number(),
  idVintage: z.number().nullable(),
  name: z.string().nullable(),
  quantity: z.number(),
  /** The step a vintage wine is sold by (1 otherwise). */
  sellBy: z.number(),
  /** Units the line can still take from stock; null when the product keeps no stock. */
  available: z.number().nullable(),
  /** Translated messages; empty when the line can be ordered. */
  errors: z.array(z.string()),
});
export const orderValidateAnswerSchema = z.object({ products: z.array(validatedLineSchema) });

/** `GET /payment/methods`: what the site accepts, and how the storefront takes a card. */
export const paymentMethodsAnswerSchema = z.object({
  methods: z.array(z.object({ method: z.enum(paymentMethods), label: z.string(), onlyClickAndCollect: z.boolean() })),
  card: z
    .object({
      provider: z.enum(['local', 'stripe']),
      publishableKey: z.string().nullable(),
      account: z.string().nullable(),
    })
    .nullable(),
});

/** `POST /payment/order/{id}` and `POST /payment/local/confirm`: where the card payment stands. */
export const paymentStateSchema = z.object({
  idOrder: z.number(),
  number: z.string(),
  status: z.enum(paymentStatuses),
  amount: money,
});
