import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { isPositive, looseNumber, readNumber, readWholeNumber, type LooseNumber } from '../validation/numbers.ts';

/**
 * Shipping boxes (spec 1 §3 "Box", §5 "Box"; docs/shipping.md). A BOTTLE box has
 * `bottleBoxCapacity` slots, each taking a bottle of at most `bottleCapacity` cl; a WEIGHT box takes
 * up to `weightBoxCapacity` kg. Dimensions in cm, `boxWeight` (the empty box) in kg. A site's own
 * boxes are its items; GLOBAL boxes (`type` VIGNOBLE_EXPORT or LA_RUCHE) are default data a
 * super-admin writes, among which each site chooses.
 */
export const boxMainTypes = ['BOTTLE', 'WEIGHT'] as const;
export type BoxMainType = (typeof boxMainTypes)[number];

/** Spec: the type of a GLOBAL box (its supplier's range). */
export const globalBoxTypes = ['VIGNOBLE_EXPORT', 'LA_RUCHE'] as const;
export type GlobalBoxType = (typeof globalBoxTypes)[number];

/** Spec `boxType`: GLOBAL, or site-specific (SITE). */
export const boxKinds = ['SITE', 'GLOBAL'] as const;
export type BoxKind = (typeof boxKinds)[number];

/** Bounds beyond which a figure is a typing error (a 6-litre Methuselah is 600 cl). */
export const boxLimits = { slots: 100, bottleCapacityCl: 1500, weightKg: 1000, sideCm: 500 } as const;

/** Standard sizes the admin offers (spec 1 §3): bottles of 75 cl, magnums of 150 cl. */
export const standardBottleBoxes = [
  { bottleBoxCapacity: 1, bottleCapacity: 75 },
  { bottleBoxCapacity: 2, bottleCapacity: 75 },
  { bottleBoxCapacity: 3, bottleCapacity: 75 },
  { bottleBoxCapacity: 4, bottleCapacity: 75 },
  { bottleBoxCapacity: 6, bottleCapacity: 75 },
  { bottleBoxCapacity: 12, bottleCapacity: 75 },
  { bottleBoxCapacity: 1, bottleCapacity: 150 },
  { bottleBoxCapacity: 3, bottleCapacity: 150 },
] as const;

const boxShape = {
  mainType: z.string().max(20, 'validation.tooLong').nullish(),
  /** Our addition: what the admin calls it ("6 bouteilles Lilas"); blank = none, the screens show the sizes. */
  name: z.string().max(100, 'validation.tooLong').nullish(),
  bottleBoxCapacity: looseNumber,
  bottleCapacity: looseNumber,
  weightBoxCapacity: looseNumber,
  width: looseNumber,
  height: looseNumber,
  depth: looseNumber,
  boxWeight: looseNumber,
};
/** A site's box also carries its stock. */
const siteBoxShape = { ...boxShape, quantity: looseNumber };
/** A global box carries its range; its stock is each site's (on the site's choice). */
const globalBoxShape = { ...boxShape, type: z.string().max(40, 'validation.tooLong').nullish() };

type RawBox = z.infer<z.ZodObject<typeof boxShape>> & { quantity?: LooseNumber; type?: string | null };

/** Over 0 (`message`) and at most `max`; a `whole` field takes a whole number only ("2.5" slots, "1.000"). */
function checkBounded(
  ctx: z.RefinementCtx,
  field: string,
  raw: LooseNumber,
  max: number,
  message: Parameters<typeof fail>[2],
  whole = false,
): void {
  const value = whole ? readWholeNumber(raw) : readNumber(raw);
  if (whole && Number.isNaN(value)) fail(ctx, field, 'validation.wholeNumber');
  else if (!isPositive(value)) fail(ctx, field, message);
  else if (value > max) fail(ctx, field, 'validation.invalidValue');
}

/**
 * The Box rules (spec 1 §5), every field at once: a main type is required ("You must set a type"); a BOTTLE
 * box needs its slots and their bottle size over 0, a WEIGHT box its capacity over 0 ("Box capacity
 * must be greater than 0", "Bottle capacity must be greater than 0"); always width, height, depth
 * and box weight over 0. The capacities that do not apply to the main type are not checked (and
 * dropped on save).
 */
function checkBox(raw: RawBox, ctx: z.RefinementCtx): void {
  const mainType = raw.mainType?.trim();
  if (isBlank(mainType)) fail(ctx, 'mainType', 'box.typeRequired');
  else if (!(boxMainTypes as readonly string[]).includes(mainType!)) fail(ctx, 'mainType', 'validation.invalidValue');
  if (mainType === 'BOTTLE') {
    checkBounded(ctx, 'bottleBoxCapacity', raw.bottleBoxCapacity, boxLimits.slots, 'box.capacityInvalid', true);
    checkBounded(ctx, 'bottleCapacity', raw.bottleCapacity, boxLimits.bottleCapacityCl, 'box.bottleCapacityInvalid');
  } else if (mainType === 'WEIGHT') {
    checkBounded(ctx, 'weightBoxCapacity', raw.weightBoxCapacity, boxLimits.weightKg, 'box.capacityInvalid');
  }
  checkBounded(ctx, 'width', raw.width, boxLimits.sideCm, 'box.widthInvalid');
  checkBounded(ctx, 'height', raw.height, boxLimits.sideCm, 'box.heightInvalid');
  checkBounded(ctx, 'depth', raw.depth, boxLimits.sideCm, 'box.depthInvalid');
  checkBounded(ctx, 'boxWeight', raw.boxWeight, boxLimits.weightKg, 'box.weightInvalid');
}

/** A stock of boxes: a whole number, never below 0. */
function checkStock(quantity: LooseNumber, ctx: z.RefinementCtx): void {
  const value = readWholeNumber(quantity);
  if (Number.isNaN(value)) fail(ctx, 'quantity', 'validation.wholeNumber');
  else if (value !== undefined && value < 0) fail(ctx, 'quantity', 'box.quantityNegative');
}

/** What the rules hand to the service: numbers read, the capacities of the other main type null. */
export interface BoxInput {
  mainType: BoxMainType;
  name: string | null;
  bottleBoxCapacity: number | null;
  bottleCapacity: number | null;
  weightBoxCapacity: number | null;
  width: number;
  height: number;
  depth: number;
  boxWeight: number;
}
export interface SiteBoxInput extends BoxInput {
  /** Boxes in stock; absent: 0 on create, kept on update. */
  quantity: number | undefined;
}
export interface GlobalBoxInput extends BoxInput {
  type: GlobalBoxType;
}

function toBox(raw: RawBox): BoxInput {
  const mainType = raw.mainType!.trim() as BoxMainType;
  const bottle = mainType === 'BOTTLE';
  return {
    mainType,
    name: isBlank(raw.name) ? null : raw.name!.trim(),
    bottleBoxCapacity: bottle ? readNumber(raw.bottleBoxCapacity)! : null,
    bottleCapacity: bottle ? readNumber(raw.bottleCapacity)! : null,
    weightBoxCapacity: bottle ? null : readNumber(raw.weightBoxCapacity)!,
    width: readNumber(raw.width)!,
    height: readNumber(raw.height)!,
    depth: readNumber(raw.depth)!,
    boxWeight: readNumber(raw.boxWeight)!,
  };
}

/**
 * Body of `POST /admin/box` and `PUT /admin/box/{id}`: a site's own box. The update takes the whole
 * box as the add does (a PUT), main type included, so the capacity rules are checked without reading
 * the box first.
 */
export const siteBoxInputSchema = z
  .strictObject(siteBoxShape)
  .superRefine((raw, ctx) => {
    checkBox(raw, ctx);
    checkStock(raw.quantity, ctx);
  })
  .transform((raw): SiteBoxInput => ({ ...toBox(raw), quantity: readNumber(raw.quantity) }));

/** Body of `POST /admin/global/box` and `PUT /admin/global/box/{id}`: also its range, VIGNOBLE_EXPORT or LA_RUCHE
 * ("Invalid type"). */
export const globalBoxInputSchema = z
  .strictObject(globalBoxShape)
  .superRefine((raw, ctx) => {
    if (!(globalBoxTypes as readonly string[]).includes(raw.type?.trim() ?? '')) fail(ctx, 'type', 'box.invalidType');
    checkBox(raw, ctx);
  })
  .transform((raw): GlobalBoxInput => ({ ...toBox(raw), type: raw.type!.trim() as GlobalBoxType }));

/** `PUT /admin/box/quantity/{id}`: the stock of one of the site's boxes (own, or a chosen global one). */
export const boxQuantityInputSchema = z
  .strictObject({ quantity: looseNumber })
  .superRefine((raw, ctx) => {
    if (readNumber(raw.quantity) === undefined) fail(ctx, 'quantity', 'box.quantityNegative');
    else checkStock(raw.quantity, ctx);
  })
  .transform((raw) => ({ quantity: readNumber(raw.quantity)! }));

export const maxChosenBoxes = 50;

/** `PUT /admin/box/choose`: the whole list of global boxes the site uses (the spec's "(boxes)"). */
export const boxChooseInputSchema = z.strictObject({
  boxes: z.array(z.number().int().positive('validation.invalidId')).max(maxChosenBoxes, 'box.tooManyChosen'),
});

/**
 * `POST /admin/box/order`: a site orders boxes of one of the boxes it can use ("You must choose a
 * box", "Number of box must be greater than 0"), with a note for the supplier.
 */
export const boxOrderInputSchema = z
  .strictObject({
    idBox: z.union([z.number(), z.string().max(20, 'validation.tooLong')]).nullish(),
    quantity: looseNumber,
    comment: z.string().max(1000, 'validation.tooLong').nullish(),
  })
  .superRefine((raw, ctx) => {
    const idBox = raw.idBox === undefined || raw.idBox === null || raw.idBox === '' ? undefined : Number(raw.idBox);
    if (idBox === undefined) fail(ctx, 'idBox', 'box.orderBoxRequired');
    else if (!Number.isInteger(idBox) || idBox <= 0) fail(ctx, 'idBox', 'validation.invalidId');
    const quantity = readWholeNumber(raw.quantity);
    if (Number.isNaN(quantity)) fail(ctx, 'quantity', 'validation.wholeNumber');
    else if (!isPositive(quantity)) fail(ctx, 'quantity', 'box.orderQuantityInvalid');
    else if (quantity > 100_000) fail(ctx, 'quantity', 'validation.invalidValue');
  })
  .transform((raw) => ({
    idBox: Number(raw.idBox),
    quantity: readNumber(raw.quantity)!,
    comment: isBlank(raw.comment) ? null : raw.comment!.trim(),
  }));
export type BoxOrderInput = z.output<typeof boxOrderInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const boxFields = {
  id: z.number(),
  mainType: z.enum(boxMainTypes),
  name: z.string().nullable(),
  bottleBoxCapacity: z.number().nullable(),
  bottleCapacity: z.number().nullable(),
  weightBoxCapacity: z.number().nullable(),
  width: z.number(),
  height: z.number(),
  depth: z.number(),
  boxWeight: z.number(),
};

/**
 * A box a site can use: its own (`boxType` SITE, `type` null) or a global box it chose (`boxType`
 * GLOBAL). `quantity` is the site's stock of it. What `boxRepository.usableBoxes` answers to the fee
 * calculation, and what `GET /admin/box` lists.
 */
export const usableBoxSchema = z.object({
  ...boxFields,
  boxType: z.enum(boxKinds),
  type: z.enum(globalBoxTypes).nullable(),
  quantity: z.number(),
});
export type UsableBox = z.infer<typeof usableBoxSchema>;

/** A global box as `/admin/global/box` shows it: `chosen` by the request's site, and by how many sites. */
export const globalBoxViewSchema = z.object({
  ...boxFields,
  boxType: z.literal('GLOBAL'),
  type: z.enum(globalBoxTypes),
  chosen: z.boolean(),
  /** How many sites chose it (a chosen box cannot be deleted). */
  sites: z.number(),
});
export type GlobalBoxView = z.infer<typeof globalBoxViewSchema>;

export const boxListQuerySchema = listQuerySchema(
  ['mainType', 'boxType', 'type', 'name'],
  ['id', 'name', 'mainType', 'boxType', 'bottleBoxCapacity', 'weightBoxCapacity', 'quantity'],
);
export const boxListSchema = z.object({ boxes: z.array(usableBoxSchema), total: z.number() });
export const globalBoxListSchema = z.object({ boxes: z.array(globalBoxViewSchema) });

export const boxOrderStatuses = ['ORDERED'] as const;
export const boxOrderViewSchema = z.object({
  id: z.number(),
  idBox: z.number(),
  /** The box as it was when ordered (it may change or go later). */
  box: usableBoxSchema.omit({ quantity: true }),
  quantity: z.number(),
  comment: z.string().nullable(),
  status: z.enum(boxOrderStatuses),
  createdAt: z.string(),
});
export type BoxOrderView = z.infer<typeof boxOrderViewSchema>;
export const boxOrderListQuerySchema = listQuerySchema(['idBox', 'status'], ['createdAt', 'id', 'quantity']);
export const boxOrderListSchema = z.object({ orders: z.array(boxOrderViewSchema), total: z.number() });
