import * as z from 'zod';
import type { Lang } from '../i18n/lang.ts';
import { idParam } from '../routes/define.ts';
import { fail, isBlank } from '../validation/issues.ts';

/**
 * A site's lists of values used by orders and returns (spec 2 §7 "Order returns":
 * `/order-generic-values/{type}`): each type is one list the admin fills and orders, labelled in
 * both languages. RETURN_REASON: the reasons a shopper picks when asking a return.
 */
export const orderGenericValueTypes = ['RETURN_REASON'] as const;
export type OrderGenericValueType = (typeof orderGenericValueTypes)[number];

/** The most values one list holds (a select, not a catalogue). */
export const maxOrderGenericValues = 100;
export const maxOrderGenericValueLabel = 150;

const typeSchema = z.enum(orderGenericValueTypes, { error: 'orderValue.typeInvalid' });
export const orderGenericValueTypeParams = z.strictObject({ type: typeSchema });
export const orderGenericValueParams = z.strictObject({ type: typeSchema, id: idParam });

const labelText = z.string().max(maxOrderGenericValueLabel, 'validation.tooLong').nullish();

export interface OrderGenericValueInput {
  label: Record<Lang, string>;
}

/**
 * Body of `POST /admin/order-generic-values/{type}` and `PUT …/{type}/{id}`: the label in French and
 * in English, both required (the shopper reads it in the storefront's language), each on its own field.
 */
export const orderGenericValueInputSchema = z
  .strictObject({ label: z.strictObject({ fr_FR: labelText, en_US: labelText }).nullish() })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.label?.fr_FR)) fail(ctx, 'label.fr_FR', 'orderValue.labelFrRequired');
    if (isBlank(raw.label?.en_US)) fail(ctx, 'label.en_US', 'orderValue.labelEnRequired');
  })
  .transform((raw): OrderGenericValueInput => ({
    label: { fr_FR: raw.label!.fr_FR!.trim(), en_US: raw.label!.en_US!.trim() },
  }));

export const orderGenericValueViewSchema = z.object({
  id: z.number(),
  type: z.enum(orderGenericValueTypes),
  label: z.object({ fr_FR: z.string(), en_US: z.string() }),
  /** The label in the request's language. */
  value: z.string(),
  /** Its place in the list, from 0. */
  order: z.number(),
});
export type OrderGenericValueView = z.infer<typeof orderGenericValueViewSchema>;

/** `GET /order-generic-values/{type}`: the list, in its order. */
export const orderGenericValueListSchema = z.array(orderGenericValueViewSchema);
