import * as z from 'zod';
import { feeExplanationSchema, pricedShippingOptionSchema } from '../shipping/fees.ts';

/**
 * Shipping an order from the producer's order screen (spec 2 §7 "Orders (admin)"; docs/orders.md
 * "Shipping an order"): the optimised boxes for a carrier, what each carrier would charge now, the
 * ship call, the label, the tracking link, the carrier's status and the cancel.
 */

/** The partners a carrier ships through (docs/orders.md "Shipping an order"); null: the admin types the tracking
 * number. */
export const shippingPartners = ['MONDIAL_RELAY', 'CHRONOPOST', 'VIGNOBLE_EXPORT'] as const;
export type ShippingPartner = (typeof shippingPartners)[number];

const parcelSchema = feeExplanationSchema.shape.parcels.element;

/** One kind of box a packing uses: how many, and how many the producer has in stock. */
export const boxUseSchema = z.object({
  idBox: z.number(),
  name: z.string().nullable(),
  mainType: z.enum(['BOTTLE', 'WEIGHT']),
  count: z.number(),
  /** The site's stock of that box (`quantity`). */
  inStock: z.number(),
});
export type BoxUse = z.infer<typeof boxUseSchema>;

/**
 * `GET /admin/order/optimized-boxes/{idOrder}/carrier/{idCarrier}[/stock]`: the order's contents
 * packed into the carrier's boxes by the fee engine's cheapest packing (priced by its grid for the
 * order's destination when it has one, else in the fewest parcels); `/stock` only with boxes in stock.
 */
export const optimizedBoxesSchema = z.object({
  idCarrier: z.number(),
  carrierName: z.string(),
  siteType: z.enum(['BASIC', 'FLAT_RATE', 'VIGNOBLE_EXPORT']),
  /** Only boxes in stock were used (`/stock`). */
  fromStock: z.boolean(),
  /** The parcels were priced by the carrier's grid (BASIC carrier serving the destination); else packed in the fewest
   * parcels. */
  priced: z.boolean(),
  parcels: z.array(parcelSchema),
  boxes: z.array(boxUseSchema),
  /** Sum of the parcels' grid prices (priced only), before the carrier's percentage and fix. */
  total: z.number().nullable(),
  /** Contents and boxes, kg. */
  weightKg: z.number(),
  /** The packing is proven the cheapest (false past the search's bounds, or when stock limits made it drop boxes). */
  cheapestProven: z.boolean(),
});
export type OptimizedBoxes = z.infer<typeof optimizedBoxesSchema>;

/** `POST /admin/order/shipping-prices/{id}`: no body needed (the order says what and where). */
export const shippingPricesBodySchema = z.strictObject({});

/** One carrier's price for the order now, with the full explanation (the producer's view). */
export const orderShippingPriceSchema = pricedShippingOptionSchema.extend({
  /** The carrier the shopper chose (listed first). */
  chosen: z.boolean(),
  /** The partner that creates the shipment and its label; null: the admin types the tracking number. */
  partner: z.enum(shippingPartners).nullable(),
  /** Why this carrier cannot ship this order (its message, in the request's language); null when it can. */
  refusal: z.string().nullable(),
});
export type OrderShippingPrice = z.infer<typeof orderShippingPriceSchema>;
export const orderShippingPricesSchema = z.array(orderShippingPriceSchema);

const idValue = z.coerce
  .number({ error: 'validation.invalidId' })
  .int('validation.invalidId')
  .positive('validation.invalidId');

/**
 * `POST /admin/order/{id}/ship`. Everything is optional: the order's carrier, the optimised boxes
 * (from stock when `takeFromStock`), the status mail. A carrier without a partner (BASIC, FLAT_RATE)
 * takes the tracking number typed by the admin (and optionally its link).
 */
export const orderShipBodySchema = z.strictObject({
  idCarrier: idValue.nullish(),
  /** The parcels' boxes, by box and count; absent: the optimised boxes. */
  boxes: z
    .array(
      z.strictObject({
        idBox: idValue,
        count: z
          .number()
          .int('validation.invalidValue')
          .positive('validation.invalidValue')
          .max(50, 'validation.invalidValue'),
      }),
    )
    .min(1, 'shipment.boxesRequired')
    .max(20, 'validation.tooLong')
    .nullish(),
  /** Take the boxes from the site's box stock (in the same change as the order's). */
  takeFromStock: z.boolean().optional(),
  trackingNumber: z.string().trim().max(100, 'validation.tooLong').nullish(),
  trackingUrl: z
    .string()
    .trim()
    .max(500, 'validation.tooLong')
    .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), 'shipment.invalidTrackingUrl')
    .nullish(),
  sendMail: z.boolean().optional(),
  /** The revision the admin saw (optimistic lock, as for a status move). */
  revision: z.number().int().nonnegative().optional(),
});
export type OrderShipBody = z.infer<typeof orderShipBodySchema>;

/** `GET /admin/order/{id}/tracking-link`. */
export const trackingLinkSchema = z.object({
  carrierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});

/** A carrier's status of a parcel, on one scale whatever the partner. */
export const carrierStatuses = [
  'REGISTERED',
  'IN_TRANSIT',
  'AVAILABLE',
  'DELIVERED',
  'ANOMALY',
  'CANCELED',
  'UNKNOWN',
] as const;
export type CarrierStatus = (typeof carrierStatuses)[number];

export const trackingEventSchema = z.object({
  /** ISO instant, or null when the partner gives none. */
  at: z.string().nullable(),
  label: z.string(),
  place: z.string().nullable(),
});

/** `GET /admin/order/{id}/get-status`: the shipment as we know it and, for a partner, as the carrier reports it now. */
export const carrierStatusSchema = z.object({
  partner: z.enum(shippingPartners).nullable(),
  carrierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shipmentStatus: z.enum(['ACTIVE', 'CANCELED']),
  /** Null without a partner (nothing to ask). */
  status: z.enum(carrierStatuses).nullable(),
  /** The carrier's own words for it (or ours, translated). */
  label: z.string().nullable(),
  events: z.array(trackingEventSchema),
});

/** `GET /admin/order/{id}/mondial-relay/tracing`: Mondial Relay's detailed tracing of the parcel. */
export const mondialRelayTracingSchema = z.object({
  trackingNumber: z.string(),
  /** Mondial Relay's STAT (80 registered, 81 in transit, 82 delivered, 83 anomaly). */
  stat: z.string(),
  status: z.enum(carrierStatuses),
  summary: z.string().nullable(),
  relay: z.object({ id: z.string(), name: z.string() }).nullable(),
  events: z.array(trackingEventSchema),
});
