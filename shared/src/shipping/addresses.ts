import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';
import type { UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber, readWholeNumber } from '../validation/numbers.ts';
import { checkOverlaps, checkSlotTimes, readTime, readWeekday, type IsoWeekday } from './schedule-time.ts';

/**
 * Company addresses (spec 1 §3 "Address (company)", "Address type"; §5 "Address type", "Address and
 * schedule"): the producer's own places (cellar, shop, warehouse…), each with its types, and a
 * weekly opening schedule. A place whose types include `CLICK_AND_COLLECT` is a pick-up location:
 * shoppers choose it, a day and one of its slots at checkout (docs/shipping.md "Click and collect").
 */

/** The address type meaning "shoppers collect their orders here". */
export const pickupAddressType = 'CLICK_AND_COLLECT';

/** At most this many opening slots per address (7 days × a few slots, with room). */
export const maxScheduleSlots = 50;
/** The longest preparation delay before a pick-up: 30 days. */
export const maxPreparationHours = 720;

const text = (max: number) => z.string().max(max, 'validation.tooLong').nullish();

// ---------------------------------------------------------------------------------------------
// Address types

/** A type code: capitals, digits and `_` (`CLICK_AND_COLLECT`); typed text is upper-cased, spaces and dashes become
 * `_`. */
export function normaliseTypeCode(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}
const typeCodePattern = /^[A-Z][A-Z0-9_]{0,39}$/;
const colourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const addressTypeShape = {
  type: text(40),
  label: text(100),
  /** The icon's name in the admin's icon set (Tabler icons: `building-store`, `truck`…). */
  icon: text(60),
  color: text(20),
};

export interface AddressTypeInput {
  /** Absent on update: a type's code never changes. */
  type: string | undefined;
  label: string;
  icon: string | null;
  color: string;
}

function addressTypeSchema(mode: 'add' | 'update') {
  return z
    .strictObject(addressTypeShape)
    .superRefine((raw, ctx) => {
      // Type required on ADD; label required; color required (spec 1 §5 "Address type").
      if (mode === 'add' && isBlank(raw.type)) fail(ctx, 'type', 'addressType.typeRequired');
      else if (!isBlank(raw.type) && !typeCodePattern.test(normaliseTypeCode(raw.type!)))
        fail(ctx, 'type', 'addressType.invalidType');
      if (isBlank(raw.label)) fail(ctx, 'label', 'addressType.labelRequired');
      if (isBlank(raw.color)) fail(ctx, 'color', 'addressType.colorRequired');
      else if (!colourPattern.test(raw.color!.trim())) fail(ctx, 'color', 'parameter.invalidColour');
    })
    .transform((raw): AddressTypeInput => ({
      type: isBlank(raw.type) ? undefined : normaliseTypeCode(raw.type!),
      label: raw.label!.trim(),
      icon: isBlank(raw.icon) ? null : raw.icon!.trim(),
      color: raw.color!.trim().toLowerCase(),
    }));
}

/** Body of `POST /admin/address/type`. */
export const addressTypeAddSchema = addressTypeSchema('add');
/** Body of `PUT /admin/address/type/{id}`: the type, when sent, must be the one it has. */
export const addressTypeUpdateSchema = addressTypeSchema('update');

export const addressTypeViewSchema = z.object({
  id: z.number(),
  type: z.string(),
  label: z.string(),
  icon: z.string().nullable(),
  color: z.string(),
  /** A default of every site (site 0, kept by super-admins): a site admin cannot change it. */
  isDefault: z.boolean(),
});
export type AddressTypeView = z.infer<typeof addressTypeViewSchema>;
export const addressTypeListSchema = z.object({ addressTypes: z.array(addressTypeViewSchema) });

// ---------------------------------------------------------------------------------------------
// Addresses

/** `types` entries as the admin's multi-select sends them (`{ value }`), or bare codes. */
const typeEntry = z.union([
  z.string().max(40, 'validation.tooLong'),
  z.looseObject({ value: z.string().max(40, 'validation.tooLong') }),
]);

const addressShape = {
  /** The place's name shown to shoppers ("Caveau du domaine"). */
  name: text(100),
  /** First line of the street address. */
  firstPart: text(200),
  /** Second line. */
  secondPart: text(200),
  /** How to find it ("Entrance by the courtyard, ring the bell"). */
  complement: text(300),
  postalCode: text(20),
  city: text(100),
  /** ISO 3166-1 alpha-2 code; FR when absent. */
  country: text(2),
  latitude: looseNumber,
  longitude: looseNumber,
  types: z.array(typeEntry).max(20, 'validation.tooLong').nullish(),
};
export type RawAddress = z.infer<z.ZodObject<typeof addressShape>>;

/** An address's own fields as the rules leave them (trimmed, country upper-case, type codes). */
export const addressFieldsSchema = z.object({
  name: z.string(),
  firstPart: z.string(),
  secondPart: z.string().nullable(),
  complement: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Address type codes, distinct, in the order given. */
  types: z.array(z.string()),
});
export type AddressInput = z.infer<typeof addressFieldsSchema>;

function typeCodes(raw: RawAddress['types']): string[] {
  const codes = (raw ?? [])
    .map((entry) => normaliseTypeCode(typeof entry === 'string' ? entry : entry.value))
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/** Every address rule, all fields at once (the body and each row of an import). */
export function checkAddress(raw: RawAddress, ctx: z.RefinementCtx): void {
  if (isBlank(raw.name)) fail(ctx, 'name', 'address.nameRequired');
  // "Address is empty", "You must specify address types" (spec 1 §5 "Address and schedule").
  if (isBlank(raw.firstPart)) fail(ctx, 'firstPart', 'address.empty');
  if (isBlank(raw.postalCode)) fail(ctx, 'postalCode', 'address.postalCodeRequired');
  if (isBlank(raw.city)) fail(ctx, 'city', 'address.cityRequired');
  if (!isBlank(raw.country) && !/^[A-Za-z]{2}$/.test(raw.country!.trim()))
    fail(ctx, 'country', 'address.invalidCountry');
  const latitude = readNumber(raw.latitude);
  if (latitude !== undefined && !(Number.isFinite(latitude) && Math.abs(latitude) <= 90))
    fail(ctx, 'latitude', 'validation.invalidValue');
  const longitude = readNumber(raw.longitude);
  if (longitude !== undefined && !(Number.isFinite(longitude) && Math.abs(longitude) <= 180))
    fail(ctx, 'longitude', 'validation.invalidValue');
  if ((latitude === undefined) !== (longitude === undefined))
    fail(ctx, latitude === undefined ? 'latitude' : 'longitude', 'address.positionHalf');
  const codes = typeCodes(raw.types);
  if (codes.length === 0) fail(ctx, 'types', 'address.typesRequired');
  codes.forEach((code, i) => {
    if (!typeCodePattern.test(code)) fail(ctx, `types.${i}`, 'address.unknownType');
  });
}

export function toAddressInput(raw: RawAddress): AddressInput {
  const blankToNull = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());
  return {
    name: raw.name!.trim(),
    firstPart: raw.firstPart!.trim(),
    secondPart: blankToNull(raw.secondPart),
    complement: blankToNull(raw.complement),
    postalCode: raw.postalCode!.trim().toUpperCase(),
    city: raw.city!.trim(),
    country: isBlank(raw.country) ? 'FR' : raw.country!.trim().toUpperCase(),
    latitude: readNumber(raw.latitude) ?? null,
    longitude: readNumber(raw.longitude) ?? null,
    types: typeCodes(raw.types),
  };
}

/** Body of `POST /company/address` and `PUT /company/address/{id}` (the schedule has its own call). */
export const addressInputSchema = z.strictObject(addressShape).superRefine(checkAddress).transform(toAddressInput);

// ---------------------------------------------------------------------------------------------
// Weekly schedule

const slotShape = z.strictObject({
  /** A slot the address has (kept, so orders naming it stay valid); absent for a new one. */
  id: z.number().int().positive().nullish(),
  day: z.union([z.number(), z.string().max(20, 'validation.tooLong')]).nullish(),
  start: text(10),
  end: text(10),
});

export interface ScheduleSlotInput {
  id: number | null;
  day: IsoWeekday;
  start: string;
  end: string;
}

export interface ScheduleInput {
  slots: ScheduleSlotInput[];
  /** Hours between an order and its pick-up (a pick-up location needs one). */
  preparationHours: number | null;
  /** The calendar of closures and exceptional openings applied to the place, or none. */
  idCalendar: number | null;
}

/**
 * Body of `PUT /company/address/schedule/{id}`: the whole weekly schedule (a day without slots is
 * closed), the preparation delay and the calendar. Rules (spec 1 §5): Invalid day, Invalid start time,
 * Invalid end time, Start time must be different than end time, End time must be after start time,
 * click-and-collect hours must be greater than 0; slots of a day must not overlap (ours).
 */
export const scheduleInputSchema = z
  .strictObject({
    // The whole week, every time (an empty list closes every day): never read from a missing field.
    schedules: z.array(slotShape).max(maxScheduleSlots, 'validation.tooLong'),
    preparationHours: looseNumber,
    idCalendar: z.number().int().positive().nullish(),
  })
  .superRefine((raw, ctx) => {
    const valid: Array<{ index: number; group: string; start: number; end: number }> = [];
    (raw.schedules ?? []).forEach((slot, i) => {
      const day = readWeekday(slot.day);
      if (day === null) fail(ctx, `schedules.${i}.day`, 'schedule.invalidDay');
      const times = checkSlotTimes(slot, ctx, `schedules.${i}`);
      if (day !== null && times) valid.push({ index: i, group: String(day), ...times });
    });
    checkOverlaps(valid, ctx, (i) => `schedules.${i}`);
    const ids = (raw.schedules ?? []).map((slot) => slot.id).filter((id): id is number => typeof id === 'number');
    if (new Set(ids).size !== ids.length) fail(ctx, 'schedules', 'validation.invalidValue');
    // Whole hours, as the form asks them ("1.3" is refused, never read as 13 or 1).
    const hours = readWholeNumber(raw.preparationHours);
    if (hours !== undefined && Number.isNaN(hours)) fail(ctx, 'preparationHours', 'validation.wholeNumber');
    else if (hours !== undefined && !(hours > 0)) fail(ctx, 'preparationHours', 'schedule.preparationHours');
    else if (hours !== undefined && hours > maxPreparationHours)
      fail(ctx, 'preparationHours', 'schedule.preparationTooLong');
  })
  .transform((raw): ScheduleInput => ({
    // In the order sent (errors found later name their position); stored by day then time.
    slots: (raw.schedules ?? []).map((slot) => ({
      id: slot.id ?? null,
      day: readWeekday(slot.day)!,
      start: readTime(slot.start)!,
      end: readTime(slot.end)!,
    })),
    preparationHours: readNumber(raw.preparationHours) ?? null,
    idCalendar: raw.idCalendar ?? null,
  }));

export const scheduleSlotViewSchema = z.object({ id: z.number(), day: z.number(), start: z.string(), end: z.string() });
export type ScheduleSlotView = z.infer<typeof scheduleSlotViewSchema>;

export const addressViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstPart: z.string(),
  secondPart: z.string().nullable(),
  complement: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Its types, named as the site sees them (`value` is the type's code). */
  types: z.array(
    z.object({ value: z.string(), label: z.string(), icon: z.string().nullable(), color: z.string().nullable() }),
  ),
  /** A pick-up location: its types include CLICK_AND_COLLECT. */
  isPickup: z.boolean(),
  /** Weekly opening slots, by day (1 Monday … 7 Sunday) then time; a day without slots is closed. */
  schedules: z.array(scheduleSlotViewSchema),
  preparationHours: z.number().nullable(),
  idCalendar: z.number().nullable(),
});
export type AddressView = z.infer<typeof addressViewSchema>;

export const addressListQuerySchema = listQuerySchema(
  ['name', 'city', 'postalCode', 'country', 'type'],
  ['id', 'name', 'city', 'postalCode'],
);
export const addressListSchema = z.object({ addresses: z.array(addressViewSchema), total: z.number() });

// ---------------------------------------------------------------------------------------------
// The shopper's pick-up choice (the order of issue 7 checks it with `pickupService.confirm`)

/**
 * What a shopper chose at checkout (spec 2 §3 "clickAndCollect (date, idAddress, idSchedule)"):
 * "You must choose a pick up location", "You must choose a pick up schedule", and a day.
 */
export const pickupChoiceSchema = z
  .strictObject({
    date: text(10),
    idAddress: z.union([z.number(), z.string().max(12, 'validation.tooLong')]).nullish(),
    idSchedule: z.union([z.number(), z.string().max(12, 'validation.tooLong')]).nullish(),
  })
  .superRefine((raw, ctx) => {
    const id = (value: number | string | null | undefined) =>
      value === null || value === undefined || value === '' ? undefined : Number(value);
    const idAddress = id(raw.idAddress);
    const idSchedule = id(raw.idSchedule);
    if (idAddress === undefined || !Number.isInteger(idAddress) || idAddress <= 0)
      fail(ctx, 'idAddress', 'pickup.locationRequired');
    if (idSchedule === undefined || !Number.isInteger(idSchedule) || idSchedule <= 0)
      fail(ctx, 'idSchedule', 'pickup.scheduleRequired');
    if (isBlank(raw.date)) fail(ctx, 'date', 'pickup.dateRequired');
    else if (!/^\d{2}\/\d{2}\/\d{4}$/.test(raw.date!.trim())) fail(ctx, 'date', 'calendar.invalidDate');
  })
  .transform((raw) => ({
    date: raw.date!.trim(),
    idAddress: Number(raw.idAddress),
    idSchedule: Number(raw.idSchedule),
  }));
export type PickupChoice = z.output<typeof pickupChoiceSchema>;

/** A time a shopper may collect an order: a day and one of the place's slots on it. */
export const pickupSlotSchema = z.object({
  /** dd/mm/yyyy (spec 1 §9). */
  date: z.string(),
  idAddress: z.number(),
  /** The weekly slot, or the calendar's exceptional opening, this time comes from. */
  idSchedule: z.number(),
  start: z.string(),
  end: z.string(),
  /** The slot's start and end as instants (UTC, ISO 8601). */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

/** A pick-up location with the next slots a shopper may choose (`pickupService.places`). */
export const pickupPlaceSchema = addressViewSchema.extend({ slots: z.array(pickupSlotSchema) });
export type PickupPlace = z.infer<typeof pickupPlaceSchema>;

// ---------------------------------------------------------------------------------------------
// Import (super-admin): a CSV file parsed, kept under a name, then inserted

/** The columns of an address file, in the order read when the file has no header line. */
export const addressImportColumns = [
  'name',
  'firstPart',
  'secondPart',
  'complement',
  'postalCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'types',
  'schedule',
] as const;
export type AddressImportColumn = (typeof addressImportColumns)[number];
/** At most 200 KB and 500 addresses per file: the rows read are kept in one item until inserted. */
export const maxAddressImportBytes = 200 * 1024;
export const maxAddressImportRows = 500;

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'filename' in value;
/** A file of the multipart body, or nothing: a text sent in its place is refused, not ignored. */
const fileField = z.custom<UploadedFile>(isFile, 'validation.invalidValue').optional();

/** `POST /admin/address/import/parse` (multipart): the file under `file`, or `image` as the spec's multipart builder
 * names a single file. */
export const addressImportParseSchema = z
  .strictObject({ file: fileField, image: fileField })
  .superRefine((raw, ctx) => {
    const file = raw.file ?? raw.image;
    if (!isFile(file)) return fail(ctx, 'file', 'addressImport.fileRequired');
    if (!/\.(csv|txt)$/i.test(file.filename) || file.size > maxAddressImportBytes)
      fail(ctx, 'file', 'addressImport.invalidFile');
    else if (file.size === 0) fail(ctx, 'file', 'addressImport.empty');
  })
  .transform((raw) => ({ file: (raw.file ?? raw.image) as UploadedFile }));

const rowErrorsSchema = z.record(z.string(), z.array(z.string()));
export const addressImportParsedSchema = z.object({
  /** The name the rows are kept under (a day): `POST /admin/address/import/insert` takes it. */
  filename: z.string(),
  /** Rows read (lines holding something), and how many of them are valid. */
  total: z.number(),
  valid: z.number(),
  /** The valid rows as they will be inserted, with their line in the file (the header is line 1). */
  rows: z.array(
    z.object({
      line: z.number(),
      address: addressFieldsSchema,
      schedules: z.array(z.object({ day: z.number(), start: z.string(), end: z.string() })),
    }),
  ),
  /** The refused rows: their line and, per field, the messages. */
  errors: z.array(z.object({ line: z.number(), errors: rowErrorsSchema })),
  /** Header columns that are not address columns (left out). */
  ignoredColumns: z.array(z.string()),
});
export type AddressImportParsed = z.infer<typeof addressImportParsedSchema>;
export const addressImportInsertedSchema = z.object({
  inserted: z.number(),
  skipped: z.number(),
  ids: z.array(z.number()),
});
