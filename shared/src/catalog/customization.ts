import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { listQuerySchema } from '../list-query.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber } from '../validation/numbers.ts';

/**
 * A customization a shopper fills in or chooses on a product (spec 1 §3 "Customization: input type,
 * cost type, allowed extensions, text max length, file and image size bounds"), with ordered values
 * for the choice types. Products link the customizations they offer.
 */
export const customizationInputTypes = ['TEXT', 'TEXTAREA', 'SELECT', 'RADIO', 'CHECKBOX', 'FILE', 'IMAGE'] as const;
export type CustomizationInputType = (typeof customizationInputTypes)[number];

/** The input types a shopper answers by choosing among the customization's values. */
export const choiceInputTypes: readonly CustomizationInputType[] = ['SELECT', 'RADIO', 'CHECKBOX'];
export const textInputTypes: readonly CustomizationInputType[] = ['TEXT', 'TEXTAREA'];
export const fileInputTypes: readonly CustomizationInputType[] = ['FILE', 'IMAGE'];
export const isChoice = (type: CustomizationInputType): boolean => choiceInputTypes.includes(type);

/**
 * What a customization costs the shopper: nothing; a fixed amount per cart line; an amount per unit
 * of the line; a percentage of the line's price. A choice's cost is its chosen value's; any other
 * input's is the customization's own `cost`.
 */
export const customizationCostTypes = ['FREE', 'FIXED', 'PER_UNIT', 'PERCENT'] as const;
export type CustomizationCostType = (typeof customizationCostTypes)[number];

/** The media extensions of images (spec 1 §9). */
export const customizationImageExtensions = ['svg', 'jpeg', 'jpg', 'png'] as const;
/** The largest upload the platform takes (videos, 40 mb; spec 1 §9), in KB. */
export const maxCustomizationFileKb = 40 * 1024;
export const maxCustomizationTextLength = 10_000;
export const maxCustomizationImagePixels = 20_000;
export const maxCustomizationValues = 50;

const sizeFields = ['minFileSize', 'maxFileSize'] as const;
const imageFields = ['minImageWidth', 'maxImageWidth', 'minImageHeight', 'maxImageHeight'] as const;

const customizationShape = {
  label: z.string().max(100, 'validation.tooLong').nullish(),
  inputType: z.string().max(20, 'validation.tooLong').nullish(),
  /** Blank means FREE. */
  costType: z.string().max(20, 'validation.tooLong').nullish(),
  cost: looseNumber,
  /** FILE and IMAGE: the extensions a shopper may send (`pdf`, `.PNG`: read as `png`). */
  allowedExtensions: z.array(z.string().max(20, 'validation.tooLong')).max(20, 'validation.tooLong').nullish(),
  /** TEXT and TEXTAREA: the longest text, in characters. */
  textMaxLength: looseNumber,
  /** FILE and IMAGE: size bounds of the file, in KB. */
  minFileSize: looseNumber,
  maxFileSize: looseNumber,
  /** IMAGE: bounds of the image, in pixels. */
  minImageWidth: looseNumber,
  maxImageWidth: looseNumber,
  minImageHeight: looseNumber,
  maxImageHeight: looseNumber,
};
type RawCustomization = z.infer<z.ZodObject<typeof customizationShape>>;

export interface CustomizationInput {
  label: string;
  inputType: CustomizationInputType;
  costType: CustomizationCostType;
  /** Non-choice types with a cost type other than FREE; else null. */
  cost: number | null;
  allowedExtensions: string[];
  textMaxLength: number | null;
  minFileSize: number | null;
  maxFileSize: number | null;
  minImageWidth: number | null;
  maxImageWidth: number | null;
  minImageHeight: number | null;
  maxImageHeight: number | null;
}

/** The message for a cost under a cost type, or null when it is fine (a value's cost may be 0: free). */
export function costError(
  costType: CustomizationCostType,
  cost: number | undefined,
  options: { allowZero: boolean },
): MessageKey | null {
  if (costType === 'FREE') return null;
  if (cost === undefined || !Number.isFinite(cost)) return options.allowZero ? null : 'customization.costInvalid';
  if (options.allowZero ? cost < 0 : cost <= 0)
    return options.allowZero ? 'customization.valueCostInvalid' : 'customization.costInvalid';
  if (costType === 'PERCENT' && cost > 100) return 'customization.percentTooHigh';
  return null;
}

const normaliseExtension = (ext: string): string => ext.trim().replace(/^\./, '').toLowerCase();

function checkBounds(
  raw: RawCustomization,
  ctx: z.RefinementCtx,
  fields: readonly (keyof RawCustomization & string)[],
  max: number,
  tooBig: MessageKey,
): void {
  for (const field of fields) {
    const value = readNumber(raw[field] as z.infer<typeof looseNumber>);
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value <= 0) fail(ctx, field, 'customization.boundInvalid');
    else if (value > max) fail(ctx, field, tooBig);
  }
}

/** `min…` not above `max…` (each pair checked only when both are good numbers). */
function checkOrder(
  raw: RawCustomization,
  ctx: z.RefinementCtx,
  min: keyof RawCustomization & string,
  max: keyof RawCustomization & string,
): void {
  const low = readNumber(raw[min] as z.infer<typeof looseNumber>);
  const high = readNumber(raw[max] as z.infer<typeof looseNumber>);
  if (low !== undefined && high !== undefined && Number.isFinite(low) && Number.isFinite(high) && low > high)
    fail(ctx, max, 'customization.boundsOrder');
}

const inputTypeOf = (raw: RawCustomization): CustomizationInputType | null =>
  !isBlank(raw.inputType) && (customizationInputTypes as readonly string[]).includes(raw.inputType!)
    ? (raw.inputType as CustomizationInputType)
    : null;
const costTypeOf = (raw: RawCustomization): CustomizationCostType | null =>
  isBlank(raw.costType)
    ? 'FREE'
    : (customizationCostTypes as readonly string[]).includes(raw.costType!)
      ? (raw.costType as CustomizationCostType)
      : null;

/**
 * The rules of a customization: a label ("Please enter a label"); an input type; the cost of a
 * non-choice input over 0 when it has a cost type, a percentage at most 100; the text length, file
 * sizes and image bounds whole numbers over 0 with the minimum not above the maximum; at least one
 * allowed extension for a file (the spec's image extensions for an image). Fields that do not
 * apply to the input type are not checked, and dropped.
 */
function checkCustomization(raw: RawCustomization, ctx: z.RefinementCtx): void {
  if (isBlank(raw.label)) fail(ctx, 'label', 'customization.labelRequired');
  const costType = costTypeOf(raw);
  if (!costType) fail(ctx, 'costType', 'validation.invalidValue');
  if (isBlank(raw.inputType)) {
    fail(ctx, 'inputType', 'customization.inputTypeRequired');
    return;
  }
  const type = inputTypeOf(raw);
  if (!type) {
    fail(ctx, 'inputType', 'validation.invalidValue');
    return;
  }
  if (costType && !isChoice(type)) {
    const error = costError(costType, readNumber(raw.cost), { allowZero: false });
    if (error) fail(ctx, 'cost', error);
  }
  if (textInputTypes.includes(type))
    checkBounds(raw, ctx, ['textMaxLength'], maxCustomizationTextLength, 'customization.textTooLong');
  if (fileInputTypes.includes(type)) {
    const extensions = (raw.allowedExtensions ?? []).map(normaliseExtension);
    if (extensions.filter((e) => e !== '').length === 0)
      fail(ctx, 'allowedExtensions', 'customization.extensionsRequired');
    extensions.forEach((ext, i) => {
      if (ext === '') return;
      if (!/^[a-z0-9]{1,10}$/.test(ext)) fail(ctx, `allowedExtensions.${i}`, 'customization.extensionInvalid');
      else if (type === 'IMAGE' && !(customizationImageExtensions as readonly string[]).includes(ext))
        fail(ctx, `allowedExtensions.${i}`, 'media.invalidImageType');
    });
    checkBounds(raw, ctx, sizeFields, maxCustomizationFileKb, 'customization.fileTooBig');
    checkOrder(raw, ctx, 'minFileSize', 'maxFileSize');
  }
  if (type === 'IMAGE') {
    checkBounds(raw, ctx, imageFields, maxCustomizationImagePixels, 'customization.imageBoundTooBig');
    checkOrder(raw, ctx, 'minImageWidth', 'maxImageWidth');
    checkOrder(raw, ctx, 'minImageHeight', 'maxImageHeight');
  }
}

function toCustomization(raw: RawCustomization): CustomizationInput {
  const type = inputTypeOf(raw)!;
  const costType = costTypeOf(raw)!;
  const when = (applies: boolean, value: z.infer<typeof looseNumber>): number | null =>
    applies ? (readNumber(value) ?? null) : null;
  const isFile = fileInputTypes.includes(type);
  const isImage = type === 'IMAGE';
  return {
    label: raw.label!.trim(),
    inputType: type,
    costType,
    cost: when(costType !== 'FREE' && !isChoice(type), raw.cost),
    allowedExtensions: isFile
      ? [...new Set((raw.allowedExtensions ?? []).map(normaliseExtension).filter((e) => e !== ''))]
      : [],
    textMaxLength: when(textInputTypes.includes(type), raw.textMaxLength),
    minFileSize: when(isFile, raw.minFileSize),
    maxFileSize: when(isFile, raw.maxFileSize),
    minImageWidth: when(isImage, raw.minImageWidth),
    maxImageWidth: when(isImage, raw.maxImageWidth),
    minImageHeight: when(isImage, raw.minImageHeight),
    maxImageHeight: when(isImage, raw.maxImageHeight),
  };
}

/** Body of `POST /admin/product-customization` and `PUT /admin/product-customization/{id}`. */
export const customizationInputSchema = z
  .strictObject(customizationShape)
  .superRefine(checkCustomization)
  .transform(toCustomization);
/** The fields the rules read, for the admin form. */
export type CustomizationRawInput = z.input<typeof customizationInputSchema>;

export interface CustomizationValueInput {
  label: string;
  /** What choosing it costs, under the customization's cost type; 0 = free. */
  cost: number;
}

/**
 * Body of the value calls: its label (spec "Label and customization required": a value is a label
 * within its customization, named by the path) and its cost, not negative. Whether the cost fits the
 * customization's cost type (a percentage at most 100) is `costError`, checked against the
 * customization by the server and by the admin form.
 */
export const customizationValueInputSchema = z
  .strictObject({ label: z.string().max(100, 'validation.tooLong').nullish(), cost: looseNumber })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.label)) fail(ctx, 'label', 'customization.valueLabelRequired');
    const cost = readNumber(raw.cost);
    if (cost !== undefined && (!Number.isFinite(cost) || cost < 0)) fail(ctx, 'cost', 'customization.valueCostInvalid');
  })
  .transform((raw): CustomizationValueInput => ({ label: raw.label!.trim(), cost: readNumber(raw.cost) ?? 0 }));

/** Body of the link calls: whether the shopper must fill the customization in to buy the product. */
export const customizationLinkInputSchema = z
  .strictObject({ required: z.boolean().nullish() })
  .transform((raw) => ({ required: raw.required ?? false }));

// ---------------------------------------------------------------------------------------------
// Answers

const boundsShape = {
  allowedExtensions: z.array(z.string()),
  textMaxLength: z.number().nullable(),
  minFileSize: z.number().nullable(),
  maxFileSize: z.number().nullable(),
  minImageWidth: z.number().nullable(),
  maxImageWidth: z.number().nullable(),
  minImageHeight: z.number().nullable(),
  maxImageHeight: z.number().nullable(),
};

export const customizationValueViewSchema = z.object({
  id: z.number(),
  label: z.string(),
  cost: z.number(),
  order: z.number(),
});
export type CustomizationValueView = z.infer<typeof customizationValueViewSchema>;

export const customizationViewSchema = z.object({
  id: z.number(),
  label: z.string(),
  inputType: z.enum(customizationInputTypes),
  costType: z.enum(customizationCostTypes),
  cost: z.number().nullable(),
  ...boundsShape,
  order: z.number(),
  /** In order. */
  values: z.array(customizationValueViewSchema),
  /** How many products link it (a linked customization cannot be deleted). */
  products: z.number(),
});
export type CustomizationView = z.infer<typeof customizationViewSchema>;

export const customizationListQuerySchema = listQuerySchema(
  ['label', 'inputType', 'costType'],
  ['label', 'inputType', 'costType', 'order', 'id'],
);
export const customizationListSchema = z.object({
  customizations: z.array(customizationViewSchema),
  total: z.number(),
});

/** A link between a product and a customization, as the admin product view lists them (in order). */
export const customizationLinkViewSchema = z.object({
  idProduct: z.number(),
  idCustomization: z.number(),
  required: z.boolean(),
  order: z.number(),
});
export type CustomizationLinkView = z.infer<typeof customizationLinkViewSchema>;
export const customizationLinkListSchema = z.object({ links: z.array(customizationLinkViewSchema) });

/** `GET /product/{id}/customization`: what a shopper can choose, in the product's order, values in order. */
export const storeCustomizationSchema = z.object({
  id: z.number(),
  label: z.string(),
  inputType: z.enum(customizationInputTypes),
  costType: z.enum(customizationCostTypes),
  cost: z.number().nullable(),
  required: z.boolean(),
  ...boundsShape,
  values: z.array(z.object({ id: z.number(), label: z.string(), cost: z.number() })),
});
export type StoreCustomization = z.infer<typeof storeCustomizationSchema>;
export const storeCustomizationListSchema = z.object({ customizations: z.array(storeCustomizationSchema) });
