import * as z from 'zod';
import { idParam } from './define.ts';

/** Small schemas shared by the route group files (not a route file itself). */

/** `/…/{id}` with a numeric id. */
export const idParams = z.strictObject({ id: idParam });

/** A positive integer id inside a JSON body. */
export const idNumber = z.number().int().positive();

/** A language code in a path (`fr_FR`, `en_US`, `de`). */
export const langCode = z.string().regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/, 'validation.invalidValue');

/** `true` / `false` in a query string, read as a boolean. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Spec "(order)": the new position of one item. */
export const positionBodySchema = z.strictObject({ order: z.number().int().min(0) });

/** Spec "(valid)" / "(valid flag)": switch an item valid or invalid. */
export const validBodySchema = z.strictObject({ valid: z.boolean() });

/** Spec "(filename)": the file parsed by a previous upload call, to insert. */
export const filenameBodySchema = z.strictObject({ filename: z.string().trim().min(1).max(500, 'validation.tooLong') });

/** Spec "(query hasHeader)" of the import calls. */
export const hasHeaderQuerySchema = z.strictObject({ hasHeader: queryBoolean.optional() });

const shortText = z.string().trim().max(200, 'validation.tooLong');

/** A country as the storefront cart holds it (id, alphaTwo, alphaThree), or a bare code. */
export const cartCountrySchema = z.union([
  z.string().trim().max(100, 'validation.tooLong'),
  z.looseObject({
    id: idNumber.optional(),
    alphaTwo: z.string().length(2).optional(),
    alphaThree: z.string().length(3).optional(),
  }),
]);

/** A shipping or billing address as the storefront cart holds it (spec 2 §3 "Cart state"). */
export const cartAddressSchema = z.strictObject({
  firstname: shortText.optional(),
  lastname: shortText.optional(),
  address: z.string().trim().min(1).max(300, 'validation.tooLong'),
  addressPart2: z.string().trim().max(300, 'validation.tooLong').nullish(),
  postalCode: z.string().trim().min(1).max(20, 'validation.tooLong'),
  city: z.string().trim().min(1).max(200, 'validation.tooLong'),
  country: cartCountrySchema,
});
