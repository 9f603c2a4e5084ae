import * as z from 'zod';

/**
 * `POST /calculate/shipping-fees` (spec 2 §7: products, postalCode, country as a three-letter code).
 * A wine line may name its vintage (`idVintage`, the cart's declination); without it the wine's
 * first valid vintage is taken.
 */
export const shippingFeesBodySchema = z.strictObject({
  products: z
    .array(z.strictObject({ idProduct: z.number().int().positive(), idVintage: z.number().int().positive().nullish(), quantity: z.number().int().positive() }))
    .min(1)
    .max(200),
  postalCode: z.string().trim().min(1).max(20, 'validation.tooLong'),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'validation.invalidValue'),
});

const trancheSchema = z.object({ min: z.number(), max: z.number(), priceType: z.enum(['PACKAGE', 'UNIT']), price: z.number() });

const parcelSchema = z.object({
  box: z.object({ id: z.number(), name: z.string().nullable(), mainType: z.enum(['BOTTLE', 'WEIGHT']) }),
  contents: z.array(z.object({ idProduct: z.number(), idVintage: z.number().nullable(), quantity: z.number() })),
  bottles: z.number(),
  equivalents: z.number().nullable(),
  weightKg: z.number(),
  tranche: trancheSchema.nullable(),
  price: z.number().nullable(),
});

/** How an option was priced (docs/shipping.md "The answer"): the parcels, the tranche of each, and what applied after. */
export const feeExplanationSchema = z.object({
  destination: z.object({ country: z.string(), postalCode: z.string(), department: z.string().nullable() }),
  parcels: z.array(parcelSchema),
  cheapestProven: z.boolean(),
  basePrice: z.number(),
  flatRate: z.number().optional(),
  exportService: z.object({ serviceCode: z.string(), name: z.string(), priceVatExcluded: z.number(), vatRate: z.number() }).optional(),
  percentage: z.number(),
  fix: z.number(),
  freeShipping: z.object({ count: z.number(), from: z.number().nullable(), applied: z.boolean() }),
});

/** One way to ship (spec 2 §3 cart "carrier": id, name, price, fdp, serviceCode, siteType, deliveryType), cheapest first. */
export const shippingOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  fdp: z.number(),
  serviceCode: z.string().nullable(),
  siteType: z.enum(['BASIC', 'FLAT_RATE', 'VIGNOBLE_EXPORT']),
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
  explanation: feeExplanationSchema,
});
export type ShippingOptionView = z.infer<typeof shippingOptionSchema>;

export const shippingFeesAnswerSchema = z.array(shippingOptionSchema);
