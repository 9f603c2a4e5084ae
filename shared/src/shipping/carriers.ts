import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { listQuerySchema } from '../list-query.ts';
import type { UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber, type LooseNumber } from '../validation/numbers.ts';
import { countryByAlpha3, countryById, statesOf } from './countries.ts';

/**
 * Carriers of a site (spec 1 §3 "Carrier", "Carrier rule"; §5 "Carrier add", "Carrier tranches and
 * prices", "Carrier rule"), as docs/shipping.md designs them. Permissive shapes and one refinement
 * per body, so every broken rule is reported at once, each on its field.
 */

/** Carrier types: priced by tranches (BASIC), by flat rates, or by the export partner (spec 1 §3). */
export const carrierTypes = ['BASIC', 'FLAT_RATE', 'VIGNOBLE_EXPORT'] as const;
export type CarrierType = (typeof carrierTypes)[number];
/** What a BASIC carrier's tranches count: bottle equivalents in a parcel, or its gross weight. */
export const trancheUnits = ['BOTTLE', 'KG'] as const;
export type TrancheUnit = (typeof trancheUnits)[number];
/** PACKAGE prices the parcel; UNIT prices each unit (bottle equivalent, or kg rounded up). */
export const priceTypes = ['UNIT', 'PACKAGE'] as const;
export type PriceType = (typeof priceTypes)[number];
/** The delivery types a carrier offers: to the door, or to a pickup point (spec 2 §4). */
export const carrierDeliveryTypes = ['DELIVERY', 'PICKUP'] as const;
export type CarrierDeliveryType = (typeof carrierDeliveryTypes)[number];

/** The types that pack parcels into boxes, so need at least one box (spec 1 §5 "at least one box when required"). */
export const typesNeedingBoxes: readonly CarrierType[] = ['BASIC', 'VIGNOBLE_EXPORT'];

/** A carrier's save moves each box's count and copy in one transaction (100 actions at most). */
export const maxCarrierBoxes = 15;
export const maxCarrierProducts = 500;
export const maxTranchesPerGrid = 50;
export const maxGridsPerUpdate = 200;
export const maxRuleLines = 20;
/** A price file: at most 1 MB and 5 000 rows (France: 101 departments × 20 tranches fits twice). */
export const maxPriceFileBytes = 1024 * 1024;
export const maxPriceFileRows = 5000;

/** Digits, spaces and plus only (spec 1 §5). */
const phonePattern = /^[\d +]+$/;
/** An @ and a dot after it (spec 1 §5). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** ISO 3166-1 alpha-3 (grids and flat rates are keyed by it). */
export const countryCodePattern = /^[A-Z]{3}$/;
/**
 * A department or state code: France's `01`–`95`, `2A`, `2B`, `971`–`976`; other countries' state
 * codes (`GET /admin/country/{id}/states`). Upper case letters and digits.
 */
export const departmentPattern = /^[0-9A-Z]{1,6}$/;

/** A country we ship to (`shared/src/shipping/countries.ts`), by its alpha-3 code. */
export function isKnownCountry(alphaThree: string | null): alphaThree is string {
  return alphaThree !== null && countryByAlpha3(alphaThree)?.alphaThree === alphaThree;
}

/** A department of the country: one of its states when the countries list has them (France), else any state code. */
export function isKnownDepartment(alphaThree: string, department: string): boolean {
  const country = countryByAlpha3(alphaThree);
  const states = country ? statesOf(country.id) : [];
  return states.length > 0 ? states.some((state) => state.code === department) : departmentPattern.test(department);
}

/** The alpha-3 code of a country named in a path by its code or its id (its ISO 3166-1 numeric code, France 250). */
export function countryCodeOf(idOrCode: string | number): string | null {
  if (typeof idOrCode === 'string') return isKnownCountry(idOrCode) ? idOrCode : null;
  return countryById(idOrCode)?.alphaThree ?? null;
}

const text = z.string().max(200, 'validation.tooLong').nullish();
const flag = z.boolean().nullish();
const ref = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'validation.invalidId')]);
const code = z.string().max(20, 'validation.tooLong').nullish();

const isIn = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (list as readonly string[]).includes(value);
const upper = (value: string | null | undefined): string | null =>
  isBlank(value) ? null : value!.trim().toUpperCase();

// ---------------------------------------------------------------------------------------------
// Carrier add / update

const carrierShape = {
  name: text,
  phone: z.string().max(40, 'validation.tooLong').nullish(),
  email: text,
  type: z.string().max(30, 'validation.tooLong').nullish(),
  /** Ids of the boxes it accepts: the site's own boxes and the global boxes it chose (box ids are unique across sites).
   * */
  boxes: z.array(ref).max(maxCarrierBoxes, 'validation.tooLong').nullish(),
  percentageToApply: looseNumber,
  fixToApply: looseNumber,
  freeShippingFrom: looseNumber,
  unit: z.string().max(20, 'validation.tooLong').nullish(),
  deliveryType: z.string().max(20, 'validation.tooLong').nullish(),
  serviceCode: z.string().max(50, 'validation.tooLong').nullish(),
  /** The products this carrier ships; none: every shippable product of the site (docs/shipping.md). */
  products: z.array(ref).max(maxCarrierProducts, 'validation.tooLong').nullish(),
  valid: flag,
};
type RawCarrier = z.infer<z.ZodObject<typeof carrierShape>>;

/** The Carrier add rules (spec 1 §5; update: the same plus the name, which we ask on add too: docs/decisions.md). */
function checkCarrier(raw: RawCarrier, ctx: z.RefinementCtx): void {
  if (isBlank(raw.name)) fail(ctx, 'name', 'carrier.nameRequired');
  if (!isBlank(raw.phone) && !phonePattern.test(raw.phone!.trim())) fail(ctx, 'phone', 'carrier.invalidPhone');
  if (!isBlank(raw.email) && !emailPattern.test(raw.email!.trim())) fail(ctx, 'email', 'carrier.invalidEmail');
  const type = upper(raw.type);
  if (type === null) fail(ctx, 'type', 'carrier.typeRequired');
  else if (!isIn(carrierTypes, type)) fail(ctx, 'type', 'validation.invalidValue');
  else if (typesNeedingBoxes.includes(type) && (raw.boxes ?? []).length === 0)
    fail(ctx, 'boxes', 'carrier.boxRequired');
  const percentage = readNumber(raw.percentageToApply);
  if (percentage !== undefined && !(Number.isFinite(percentage) && percentage >= -100 && percentage <= 100))
    fail(ctx, 'percentageToApply', 'carrier.percentageRange');
  const fix = readNumber(raw.fixToApply);
  if (fix !== undefined && !Number.isFinite(fix)) fail(ctx, 'fixToApply', 'validation.invalidValue');
  const free = readNumber(raw.freeShippingFrom);
  if (free !== undefined && !(Number.isInteger(free) && free > 0))
    fail(ctx, 'freeShippingFrom', 'carrier.freeShippingInvalid');
  if (!isBlank(raw.unit) && !isIn(trancheUnits, upper(raw.unit))) fail(ctx, 'unit', 'validation.invalidValue');
  if (!isBlank(raw.deliveryType) && !isIn(carrierDeliveryTypes, upper(raw.deliveryType)))
    fail(ctx, 'deliveryType', 'validation.invalidValue');
  const seen = new Set<number>();
  (raw.boxes ?? []).forEach((box, i) => {
    if (seen.has(Number(box))) fail(ctx, `boxes.${i}`, 'carrier.boxTwice');
    seen.add(Number(box));
  });
}

/** What the carrier rules hand to the service. */
export interface CarrierInput {
  name: string;
  phone: string | null;
  email: string | null;
  type: CarrierType;
  boxes: number[];
  percentageToApply: number;
  fixToApply: number;
  freeShippingFrom: number | null;
  unit: TrancheUnit;
  deliveryType: CarrierDeliveryType;
  serviceCode: string | null;
  products: number[];
  valid: boolean | undefined;
}

function toCarrier(raw: RawCarrier): CarrierInput {
  return {
    name: raw.name!.trim(),
    phone: isBlank(raw.phone) ? null : raw.phone!.trim(),
    email: isBlank(raw.email) ? null : raw.email!.trim().toLowerCase(),
    type: upper(raw.type) as CarrierType,
    boxes: (raw.boxes ?? []).map(Number),
    percentageToApply: readNumber(raw.percentageToApply) ?? 0,
    fixToApply: readNumber(raw.fixToApply) ?? 0,
    freeShippingFrom: readNumber(raw.freeShippingFrom) ?? null,
    unit: (upper(raw.unit) ?? 'BOTTLE') as TrancheUnit,
    deliveryType: (upper(raw.deliveryType) ?? 'DELIVERY') as CarrierDeliveryType,
    serviceCode: isBlank(raw.serviceCode) ? null : raw.serviceCode!.trim(),
    products: [...new Set((raw.products ?? []).map(Number))],
    valid: raw.valid ?? undefined,
  };
}

/** Body of `POST /admin/carrier` and `PUT /admin/carrier/{id}` (a whole form; the type never changes). */
export const carrierInputSchema = z.strictObject(carrierShape).superRefine(checkCarrier).transform(toCarrier);
export type CarrierRawInput = z.input<typeof carrierInputSchema>;

/** `GET /admin/carrier`: the list query (filters and sorts). */
export const carrierListQuerySchema = listQuerySchema(
  ['name', 'type', 'valid', 'deliveryType'],
  ['id', 'name', 'type', 'createdAt'],
);

// ---------------------------------------------------------------------------------------------
// Tranches and prices

/** A tranche line as a form or a price file row gives it. */
const trancheShape = z.strictObject({
  min: looseNumber,
  max: looseNumber,
  priceType: z.string().max(20, 'validation.tooLong').nullish(),
  price: looseNumber,
});
type RawTranche = z.infer<typeof trancheShape>;

export const trancheSchema = z.object({
  min: z.number(),
  max: z.number(),
  priceType: z.enum(priceTypes),
  price: z.number(),
});
export type Tranche = z.infer<typeof trancheSchema>;

/**
 * The tranches-and-prices rules (spec 1 §5) on one line: the errors by field name (`min`, `max`,
 * `priceType`, `price`), so a form line and a price file row report them the same way.
 */
export function trancheErrors(raw: {
  min?: LooseNumber;
  max?: LooseNumber;
  priceType?: string | null;
  price?: LooseNumber;
}): Partial<Record<keyof Tranche, MessageKey>> {
  const errors: Partial<Record<keyof Tranche, MessageKey>> = {};
  const min = readNumber(raw.min);
  const max = readNumber(raw.max);
  if (min === undefined) errors.min = 'carrier.minMaxRequired';
  else if (!Number.isFinite(min)) errors.min = 'validation.invalidValue';
  else if (min < 0) errors.min = 'carrier.minNegative';
  if (max === undefined) errors.max = 'carrier.minMaxRequired';
  else if (!Number.isFinite(max)) errors.max = 'validation.invalidValue';
  else if (max < 0) errors.max = 'carrier.maxNegative';
  if (!errors.min && !errors.max && min! > max!) errors.min = 'carrier.minGreaterThanMax';
  if (!isIn(priceTypes, upper(raw.priceType))) errors.priceType = 'carrier.priceTypeInvalid';
  const price = readNumber(raw.price);
  if (price === undefined || !Number.isFinite(price)) errors.price = 'carrier.invalidPrice';
  else if (price < 0) errors.price = 'carrier.minNegative';
  return errors;
}

export function toTranche(raw: RawTranche): Tranche {
  return {
    min: readNumber(raw.min)!,
    max: readNumber(raw.max)!,
    priceType: upper(raw.priceType) as PriceType,
    price: readNumber(raw.price)!,
  };
}

/**
 * Two tranches of one grid may share a bound (0–5 kg then 5–10 kg: the lower tranche takes 5) but
 * not overlap further. Answers the index (in the given order) of the first tranche overlapping another.
 */
export function overlappingTranche(tranches: readonly Tranche[]): number | null {
  const sorted = tranches.map((t, i) => ({ t, i })).sort((a, b) => a.t.min - b.t.min || a.t.max - b.t.max);
  for (let k = 1; k < sorted.length; k++) if (sorted[k]!.t.min < sorted[k - 1]!.t.max) return sorted[k]!.i;
  return null;
}

/** The prices of one destination: a country, or one of its departments. */
export const gridSchema = z.object({ department: z.string().nullable(), tranches: z.array(trancheSchema) });
export type Grid = z.infer<typeof gridSchema>;
/** The prices of a carrier in a country: the country's grid and its departments' (one item). */
export const countryPricesSchema = z.object({ country: z.string(), grids: z.array(gridSchema) });
export type CountryPrices = z.infer<typeof countryPricesSchema>;

const gridInputShape = z.strictObject({
  country: z.string().max(10, 'validation.tooLong').nullish(),
  department: code,
  tranches: z.array(trancheShape).max(maxTranchesPerGrid, 'validation.tooLong').nullish(),
});
const flatRateInputShape = z.strictObject({
  country: z.string().max(10, 'validation.tooLong').nullish(),
  price: looseNumber,
});

/**
 * Body of `PUT /admin/carrier/prices/update/{id}` (the graphic interface): a BASIC carrier's grids
 * (each destination named is replaced whole; `tranches: []` removes it), or a FLAT_RATE carrier's
 * flat rates (each country named is set). Destinations and countries not named are left as they are.
 */
export const carrierPricesInputSchema = z
  .strictObject({
    grids: z.array(gridInputShape).max(maxGridsPerUpdate, 'validation.tooLong').nullish(),
    flatRates: z.array(flatRateInputShape).max(maxGridsPerUpdate, 'validation.tooLong').nullish(),
  })
  .superRefine((raw, ctx) => {
    const destinations = new Set<string>();
    (raw.grids ?? []).forEach((grid, g) => {
      const country = upper(grid.country);
      if (!isKnownCountry(country)) fail(ctx, `grids.${g}.country`, 'carrier.countryInvalid');
      const department = upper(grid.department);
      if (
        department !== null &&
        !(isKnownCountry(country) ? isKnownDepartment(country, department) : departmentPattern.test(department))
      )
        fail(ctx, `grids.${g}.department`, 'carrier.departmentInvalid');
      const destination = `${country}#${department ?? ''}`;
      if (destinations.has(destination)) fail(ctx, `grids.${g}`, 'carrier.destinationTwice');
      destinations.add(destination);
      let lineErrors = false;
      (grid.tranches ?? []).forEach((line, t) => {
        for (const [field, key] of Object.entries(trancheErrors(line))) {
          fail(ctx, `grids.${g}.tranches.${t}.${field}`, key);
          lineErrors = true;
        }
      });
      if (!lineErrors) {
        const overlap = overlappingTranche((grid.tranches ?? []).map(toTranche));
        if (overlap !== null) fail(ctx, `grids.${g}.tranches.${overlap}.min`, 'carrier.tranchesOverlap');
      }
    });
    const countries = new Set<string>();
    (raw.flatRates ?? []).forEach((rate, r) => {
      const country = upper(rate.country);
      if (!isKnownCountry(country)) fail(ctx, `flatRates.${r}.country`, 'carrier.countryInvalid');
      else if (countries.has(country)) fail(ctx, `flatRates.${r}.country`, 'carrier.destinationTwice');
      countries.add(country ?? '');
      const price = readNumber(rate.price);
      if (price === undefined || !Number.isFinite(price) || price < 0)
        fail(ctx, `flatRates.${r}.price`, 'carrier.invalidPrice');
    });
  })
  .transform((raw) => ({
    grids: (raw.grids ?? []).map((grid) => ({
      country: upper(grid.country)!,
      department: upper(grid.department),
      tranches: sortTranches((grid.tranches ?? []).map(toTranche)),
    })),
    flatRates: (raw.flatRates ?? []).map((rate) => ({ country: upper(rate.country)!, price: readNumber(rate.price)! })),
  }));
export type CarrierPricesInput = z.output<typeof carrierPricesInputSchema>;

export function sortTranches(tranches: readonly Tranche[]): Tranche[] {
  return [...tranches].sort((a, b) => a.min - b.min || a.max - b.max);
}

/** `DELETE /admin/carrier/prices/flat-rate/{idCountry}?idCarrier=`: which FLAT_RATE carrier, when the site has several
 * with that country. */
export const flatRateDeleteQuerySchema = z.strictObject({
  idCarrier: z.coerce
    .number({ error: 'validation.invalidId' })
    .int('validation.invalidId')
    .positive('validation.invalidId')
    .optional(),
});

/** A country in a path: its alpha-3 code (`FRA`) or its id in the countries list. */
export const countryPathParam = z.union([
  z.string().trim().toUpperCase().regex(countryCodePattern, 'carrier.countryInvalid'),
  z.coerce.number({ error: 'carrier.countryInvalid' }).int('carrier.countryInvalid').positive('carrier.countryInvalid'),
]);

// ---------------------------------------------------------------------------------------------
// Rules

const ruleShape = {
  name: text,
  from: looseNumber,
  to: looseNumber,
  details: z
    .array(z.strictObject({ nbBottle: looseNumber, represent: looseNumber }))
    .max(maxRuleLines, 'validation.tooLong')
    .nullish(),
};

/** A carrier rule: from and to are bottle capacities in cl (75 a bottle, 150 a magnum; spec 1 §5 "Carrier rule"). */
export const carrierRuleInputSchema = z
  .strictObject(ruleShape)
  .superRefine((raw, ctx) => {
    if (isBlank(raw.name)) fail(ctx, 'name', 'carrierRule.nameRequired');
    const from = readNumber(raw.from);
    const to = readNumber(raw.to);
    const fromOk = from !== undefined && Number.isFinite(from) && from >= 0;
    const toOk = to !== undefined && Number.isFinite(to) && to >= 0;
    if (!fromOk) fail(ctx, 'from', 'carrierRule.fromInvalid');
    if (!toOk) fail(ctx, 'to', 'carrierRule.toInvalid');
    else if (fromOk && to! < from!) fail(ctx, 'to', 'carrierRule.toBelowFrom');
    const seen = new Set<number>();
    (raw.details ?? []).forEach((line, i) => {
      const nbBottle = readNumber(line.nbBottle);
      if (!(nbBottle !== undefined && Number.isInteger(nbBottle) && nbBottle > 0))
        fail(ctx, `details.${i}.nbBottle`, 'carrierRule.nbBottleInvalid');
      else if (seen.has(nbBottle)) fail(ctx, `details.${i}.nbBottle`, 'carrierRule.lineTwice');
      else seen.add(nbBottle);
      const represent = readNumber(line.represent);
      if (!(represent !== undefined && Number.isFinite(represent) && represent > 0))
        fail(ctx, `details.${i}.represent`, 'carrierRule.representInvalid');
    });
  })
  .transform((raw) => ({
    name: raw.name!.trim(),
    from: readNumber(raw.from)!,
    to: readNumber(raw.to)!,
    details: (raw.details ?? [])
      .map((line) => ({ nbBottle: readNumber(line.nbBottle)!, represent: readNumber(line.represent)! }))
      .sort((a, b) => a.nbBottle - b.nbBottle),
  }));
export type CarrierRuleInput = z.output<typeof carrierRuleInputSchema>;

export const carrierRuleViewSchema = z.object({
  id: z.number(),
  idCarrier: z.number(),
  name: z.string(),
  from: z.number(),
  to: z.number(),
  details: z.array(z.object({ nbBottle: z.number(), represent: z.number() })),
});
export type CarrierRuleView = z.infer<typeof carrierRuleViewSchema>;

// ---------------------------------------------------------------------------------------------
// Price files (super-admin)

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'filename' in value;
/** A file of the multipart body, or nothing: a text sent in its place is refused, not ignored. */
const fileField = z.custom<UploadedFile>(isFile, 'validation.invalidValue').optional();

/**
 * `PUT /admin/carrier/parse/{id}` (multipart): the CSV under `file` (or `image`, the spec's
 * multipart builder's single-file field). "You must set carrier file price" without one.
 */
export const carrierPriceFileUploadSchema = z
  .strictObject({ file: fileField, image: fileField })
  .superRefine((raw, ctx) => {
    const file = raw.file ?? raw.image;
    if (!isFile(file) || file.size === 0) return fail(ctx, 'file', 'carrier.priceFileRequired');
    if (!/\.(csv|txt)$/i.test(file.filename)) fail(ctx, 'file', 'carrier.priceFileType');
    else if (file.size > maxPriceFileBytes) fail(ctx, 'file', 'carrier.priceFileTooBig');
  })
  .transform((raw) => ({ file: (raw.file ?? raw.image) as UploadedFile }));

/** The columns of a price file, in this order, named by its header line (docs/carrier-prices-sample.csv). */
export const priceFileColumns = ['country', 'department', 'min', 'max', 'priceType', 'price'] as const;

/** One row of a parsed price file: its line in the file (the header is line 1). */
export const priceFileRowSchema = z.object({
  line: z.number(),
  country: z.string(),
  department: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  priceType: z.enum(priceTypes),
  price: z.number(),
});
export type PriceFileRow = z.infer<typeof priceFileRowSchema>;

export const priceFileParsedSchema = z.object({
  /** The name to give `PUT /admin/carrier/insert/{id}` (kept a day). */
  filename: z.string(),
  rows: z.array(priceFileRowSchema),
  /** The destinations the file prices: countries, and grids (country or department). */
  countries: z.array(z.string()),
  grids: z.number(),
});
export type PriceFileParsed = z.infer<typeof priceFileParsedSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const carrierBoxViewSchema = z.object({ id: z.number(), global: z.boolean(), name: z.string().nullable() });
export const flatRateSchema = z.object({ country: z.string(), price: z.number() });

export const carrierViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  type: z.enum(carrierTypes),
  boxes: z.array(carrierBoxViewSchema),
  percentageToApply: z.number(),
  fixToApply: z.number(),
  freeShippingFrom: z.number().nullable(),
  unit: z.enum(trancheUnits),
  deliveryType: z.enum(carrierDeliveryTypes),
  serviceCode: z.string().nullable(),
  products: z.array(z.number()),
  valid: z.boolean(),
  rules: z.array(carrierRuleViewSchema),
  prices: z.array(countryPricesSchema),
  flatRates: z.array(flatRateSchema),
  /** Destinations served (spec 1 §3 "departments"): `FRA`, `FRA-2A`… */
  destinations: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CarrierView = z.infer<typeof carrierViewSchema>;

export const carrierRowSchema = carrierViewSchema
  .pick({
    id: true,
    name: true,
    type: true,
    deliveryType: true,
    unit: true,
    percentageToApply: true,
    fixToApply: true,
    freeShippingFrom: true,
    valid: true,
    createdAt: true,
  })
  .extend({
    boxes: z.number(),
    rules: z.number(),
    destinations: z.array(z.string()),
  });
export const carrierListSchema = z.object({ carriers: z.array(carrierRowSchema), total: z.number() });

/** `GET /list/carrier` (public): the site's valid carriers — no prices, no contact, no keys. */
export const publicCarrierSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(carrierTypes),
  deliveryType: z.enum(carrierDeliveryTypes),
});
export const publicCarrierListSchema = z.object({ carriers: z.array(publicCarrierSchema) });

export const carrierProductsSchema = z.object({
  /** True when the carrier lists its products; false: it ships every shippable product of the site. */
  restricted: z.boolean(),
  products: z.array(z.object({ id: z.number(), name: z.string(), productType: z.string(), valid: z.boolean() })),
});

export const flatRateListSchema = z.object({
  flatRates: z.array(
    z.object({ idCarrier: z.number(), carrierName: z.string(), country: z.string(), price: z.number() }),
  ),
});
