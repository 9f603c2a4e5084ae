import * as z from 'zod';
import { maxLineQuantity } from '../checkout/orders.ts';

/**
 * `POST /calculate/shipping-fees` (spec 2 §7: products, postalCode, country as a three-letter code).
 * A wine line may name its vintage (`idVintage`, the cart's declination); without it the wine's
 * first valid vintage is taken.
 */
export const shippingFeesBodySchema = z.strictObject({
  products: z
    .array(
      z.strictObject({
        idProduct: z.number().int().positive(),
        idVintage: z.number().int().positive().nullish(),
        quantity: z.number().int().positive().max(maxLineQuantity, 'order.quantityTooLarge'),
      }),
    )
    .min(1)
    .max(200),
  postalCode: z.string().trim().min(1).max(20, 'validation.tooLong'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'validation.invalidValue'),
});

const trancheSchema = z.object({
  min: z.number(),
  max: z.number(),
  priceType: z.enum(['PACKAGE', 'UNIT']),
  price: z.number(),
});

const boxSchema = z.object({ id: z.number(), name: z.string().nullable(), mainType: z.enum(['BOTTLE', 'WEIGHT']) });
const contentsSchema = z.array(
  z.object({ idProduct: z.number(), idVintage: z.number().nullable(), quantity: z.number() }),
);

const parcelSchema = z.object({
  box: boxSchema,
  contents: contentsSchema,
  bottles: z.number(),
  equivalents: z.number().nullable(),
  weightKg: z.number(),
  tranche: trancheSchema.nullable(),
  price: z.number().nullable(),
});

const destinationSchema = z.object({ country: z.string(), postalCode: z.string(), department: z.string().nullable() });
const freeShippingSchema = z.object({ count: z.number(), from: z.number().nullable(), applied: z.boolean() });

/**
 * How an option was priced, in full (docs/shipping.md "The answer"): the parcels, the tranche of
 * each with its price, the flat rate or the partner's price, the producer's percentage and fixed
 * part. The producer's own business: kept with the order (`shippingExplanation`) for the admin,
 * never answered to a shopper (`shopperFeeExplanationSchema` is what they see).
 */
export const feeExplanationSchema = z.object({
  destination: destinationSchema,
  parcels: z.array(parcelSchema),
  cheapestProven: z.boolean(),
  basePrice: z.number(),
  flatRate: z.number().optional(),
  exportService: z
    .object({ serviceCode: z.string(), name: z.string(), priceVatExcluded: z.number(), vatRate: z.number() })
    .optional(),
  percentage: z.number(),
  fix: z.number(),
  freeShipping: freeShippingSchema,
});
export type FeeExplanationView = z.infer<typeof feeExplanationSchema>;

/**
 * "Why this price", as a shopper may see it (docs/shipping.md "The answer"): the destination, each
 * parcel with its box, contents, bottles, weight, the bounds of its tranche and its price — its share
 * of `fdp`, the producer's percentage and fixed part included, so the parcels add up to what the
 * shopper pays before free shipping —, and free shipping. Neither the producer's markup nor the
 * grid's, flat rate's or partner's own price.
 */
export const shopperFeeExplanationSchema = z.object({
  destination: destinationSchema,
  parcels: z.array(
    z.object({
      box: boxSchema,
      contents: contentsSchema,
      bottles: z.number(),
      /** Bottle equivalents (the unit of a tranche priced by bottles); null for the export partner. */
      equivalents: z.number().nullable(),
      weightKg: z.number(),
      /** The bounds of the tranche that priced the parcel (bottle equivalents or kg); null for the export partner. */
      tranche: z.object({ min: z.number(), max: z.number() }).nullable(),
      /** Null when the carrier prices the shipment as a whole (the export partner). */
      price: z.number().nullable(),
    }),
  ),
  /** The export partner's service (its code and name). */
  exportService: z.object({ serviceCode: z.string(), name: z.string() }).optional(),
  freeShipping: freeShippingSchema,
});
export type ShopperFeeExplanation = z.infer<typeof shopperFeeExplanationSchema>;

const optionFields = {
  id: z.number(),
  name: z.string(),
  price: z.number(),
  fdp: z.number(),
  serviceCode: z.string().nullable(),
  siteType: z.enum(['BASIC', 'FLAT_RATE', 'VIGNOBLE_EXPORT']),
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
};

/** One way to ship (spec 2 §3 cart "carrier": id, name, price, fdp, serviceCode, siteType, deliveryType), cheapest
 * first, as a shopper sees it. */
export const shippingOptionSchema = z.object({ ...optionFields, explanation: shopperFeeExplanationSchema });
export type ShippingOptionView = z.infer<typeof shippingOptionSchema>;

/** An option as the server computed it, with the full explanation (the order keeps it; the public answer does not). */
export const pricedShippingOptionSchema = z.object({ ...optionFields, explanation: feeExplanationSchema });
export type PricedShippingOption = z.infer<typeof pricedShippingOptionSchema>;

export const shippingFeesAnswerSchema = z.array(shippingOptionSchema);
