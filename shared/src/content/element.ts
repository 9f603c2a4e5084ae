import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { responsiveImageSchema } from '../site/responsive-image.ts';
import { imageUploadSchema, maxLogoBytes, type UploadedFile } from '../site/upload.ts';
import { fail } from '../validation/issues.ts';

/**
 * Elements: custom content types a site defines (spec 1 §3 "Element": route, fields, items). A type names its fields;
 * its items hold one value per field, checked by ONE validator generated from the fields (`elementValuesSchema`),
 * used by the admin's item form and by the server.
 */

export const elementFieldTypes = [
  'VARCHAR',
  'TEXT',
  'NUMBER',
  'BOOLEAN',
  'JSON',
  'SELECT',
  'IMAGE',
  'IMAGES',
  'TAGS',
  'PRICE',
  'PERCENT',
  'FILES',
  'DATE',
  'DATETIME',
  'COLOR',
  'ADDRESS',
  'IMAGE_PAIR',
] as const;
export type ElementFieldType = (typeof elementFieldTypes)[number];

/** Types whose value is a list by nature (`multiple` does not apply to them). */
export const listFieldTypes: readonly ElementFieldType[] = ['IMAGES', 'TAGS', 'FILES', 'IMAGE_PAIR'];
/** Types with a character counter: `counter` is their maximum length, shown as "12 / 80" under the input. */
export const counterFieldTypes: readonly ElementFieldType[] = ['VARCHAR', 'TEXT'];
/** Types the public read's `q` searches when the field is `searchable`: their text. */
export const searchableFieldTypes: readonly ElementFieldType[] = ['VARCHAR', 'TEXT', 'SELECT', 'TAGS', 'ADDRESS'];
/** Types that may be `multiple` (several choices). */
export const multipleFieldTypes: readonly ElementFieldType[] = ['SELECT'];
/** The maximum length of a text without a counter. */
export const defaultMaxLength: Record<'VARCHAR' | 'TEXT', number> = { VARCHAR: 255, TEXT: 10_000 };
/** At most this many entries in a list value (images, tags, files, image pairs). */
export const maxListEntries = 30;

const routePattern = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/; // empty: its own message
const keyPattern = /^(?:[a-zA-Z][a-zA-Z0-9_]*)?$/;

/**
 * A field of a type. `searchable`: the public read's `q` looks in it; `counter`: a maximum length shown as a counter
 * (texts only); `isAdvanced`: the item form shows it in an "advanced" fold; `showInList`: a column of the admin's items
 * table; `values`: the choices of a SELECT; `multiple`: a SELECT takes several of them.
 */
export const elementFieldSchema = z
  .strictObject({
    type: z.enum(elementFieldTypes, { error: 'element.fieldTypeInvalid' }),
    key: z
      .string({ error: 'element.keyRequired' })
      .trim()
      .min(1, 'element.keyRequired')
      .max(50, 'validation.tooLong')
      .regex(keyPattern, 'element.keyInvalid'),
    title: z.string().trim().max(120, 'validation.tooLong').default(''),
    required: z.boolean().default(false),
    multiple: z.boolean().default(false),
    searchable: z.boolean().default(false),
    counter: z.number().int().min(1, 'validation.numberOutOfRange').max(100_000).nullable().default(null),
    isAdvanced: z.boolean().default(false),
    values: z
      .array(z.string().trim().min(1, 'element.choiceEmpty').max(200, 'validation.tooLong'))
      .max(200)
      .default([]),
    showInList: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'SELECT' && field.values.length === 0) fail(ctx, 'values', 'element.choicesRequired');
    if (field.counter !== null && !counterFieldTypes.includes(field.type)) fail(ctx, 'counter', 'element.noCounter');
    if (field.multiple && !multipleFieldTypes.includes(field.type)) fail(ctx, 'multiple', 'element.noMultiple');
    if (field.searchable && !searchableFieldTypes.includes(field.type))
      fail(ctx, 'searchable', 'element.notSearchable');
  });
export type ElementField = z.output<typeof elementFieldSchema>;
export type ElementFieldInput = z.input<typeof elementFieldSchema>;

const routeSchema = z
  .string({ error: 'element.slugRequired' })
  .trim()
  .min(1, 'element.slugRequired')
  .max(80, 'validation.tooLong')
  .regex(routePattern, 'element.slugInvalid');
const nameSchema = z.string({ error: 'element.nameRequired' }).trim().min(1, 'element.nameRequired').max(120);

function uniqueKeys(fields: ReadonlyArray<{ key: string }>, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.key)) fail(ctx, `fields.${index}.key`, 'element.keyDuplicate');
    seen.add(field.key);
  });
}

/** `PUT /admin/element/{id}`: a type's route (its address, `/element/{route}`), name and fields in order. */
export const elementInputSchema = z
  .strictObject({
    route: routeSchema,
    name: nameSchema,
    fields: z.array(elementFieldSchema).max(60, 'element.tooManyFields').default([]),
  })
  .superRefine((input, ctx) => uniqueKeys(input.fields, ctx));
export type ElementInput = z.output<typeof elementInputSchema>;

/**
 * `POST /admin/element`: a type, or `fromModel` (a model of site 0, `GET /admin/element/import`) copied, with
 * another route or name when given.
 */
export const elementCreateSchema = z
  .strictObject({
    fromModel: z.number().int().positive().optional(),
    route: routeSchema.optional(),
    name: nameSchema.optional(),
    fields: z.array(elementFieldSchema).max(60, 'element.tooManyFields').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.fromModel !== undefined) return;
    if (input.route === undefined) fail(ctx, 'route', 'element.slugRequired');
    if (input.name === undefined) fail(ctx, 'name', 'element.nameRequired');
    uniqueKeys(input.fields ?? [], ctx);
  });
export type ElementCreate = z.output<typeof elementCreateSchema>;

export const elementViewSchema = z.object({
  id: z.number(),
  route: z.string(),
  name: z.string(),
  fields: z.array(
    z.object({
      type: z.enum(elementFieldTypes),
      key: z.string(),
      title: z.string(),
      required: z.boolean(),
      multiple: z.boolean(),
      searchable: z.boolean(),
      counter: z.number().nullable(),
      isAdvanced: z.boolean(),
      values: z.array(z.string()),
      showInList: z.boolean(),
    }),
  ),
  order: z.number(),
  /** Items of the type, valid or not (the admin's menu shows a count). */
  itemCount: z.number(),
});
export type ElementView = z.infer<typeof elementViewSchema>;
export const elementListSchema = z.object({ elements: z.array(elementViewSchema) });
export type ElementList = z.infer<typeof elementListSchema>;

// ----- Item values -----

/** An image of an item's value, as sent: a file of the multipart body (`file`, its index in `images`) or a kept one. */
export const imageRefSchema = z.union([
  z.strictObject({ file: z.number().int().min(0), alt: z.string().max(300, 'validation.tooLong').default('') }),
  z.strictObject({ id: z.string().min(1).max(100), alt: z.string().max(300, 'validation.tooLong').default('') }),
]);
export type ImageRef = z.output<typeof imageRefSchema>;

/** A before/after pair of images (spec: "pairs with id, order, before and after images"). */
export interface ImagePairInput {
  id?: string;
  order: number;
  before: ImageRef;
  after: ImageRef;
}

/** A structured postal address: first line, postcode and city required. */
export const elementAddressSchema = z.strictObject({
  line1: z.string().trim().max(200, 'validation.tooLong').default(''),
  line2: z.string().trim().max(200, 'validation.tooLong').default(''),
  postalCode: z.string().trim().max(20, 'validation.tooLong').default(''),
  city: z.string().trim().max(100, 'validation.tooLong').default(''),
  /** ISO 3166-1 alpha-2, or empty. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'element.addressIncomplete')
    .default(''),
});
export type ElementAddress = z.output<typeof elementAddressSchema>;

/** A value as sent for one field (input): images and files are references (see `imageRefSchema`, site file ids). */
export type ElementInputValue =
  string | number | boolean | string[] | number[] | ImageRef | ImageRef[] | ElementAddress | ImagePairInput[] | null;
export type ElementInputValues = Record<string, ElementInputValue>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A real calendar date `YYYY-MM-DD` (no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}

export function isIsoDateTime(value: string): boolean {
  return isoDateTime.test(value) && isIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

export function isJsonText(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A new image's index must name a file of the body (`files` of them). */
function imageRef(files: number) {
  return imageRefSchema.superRefine((ref, ctx) => {
    if ('file' in ref && ref.file >= files) ctx.addIssue({ code: 'custom', message: 'element.imageMissing' });
  });
}

function textValue(field: ElementField) {
  const max = field.counter ?? defaultMaxLength[field.type as 'VARCHAR' | 'TEXT'];
  return z.string({ error: 'element.textInvalid' }).max(max, 'element.tooManyCharacters');
}

/** The schema of one field's (non-empty) value, as sent. */
function valueSchema(field: ElementField, files: number): z.ZodType {
  const number = (message: MessageKey) => z.number({ error: message }).refine(Number.isFinite, message);
  switch (field.type) {
    case 'VARCHAR':
    case 'TEXT':
      return textValue(field);
    case 'NUMBER':
      return number('element.numberInvalid');
    case 'BOOLEAN':
      return z.boolean({ error: 'element.booleanInvalid' });
    case 'JSON':
      return z.string({ error: 'element.jsonInvalid' }).max(100_000).refine(isJsonText, 'element.jsonInvalid');
    case 'SELECT': {
      const choice = z.string({ error: 'element.choiceUnknown' }).refine((v) => field.values.includes(v), {
        message: 'element.choiceUnknown',
      });
      return field.multiple ? z.array(choice, { error: 'element.choiceUnknown' }).max(200) : choice;
    }
    case 'IMAGE':
      return imageRef(files);
    case 'IMAGES':
      return z.array(imageRef(files)).max(maxListEntries, 'element.tooManyEntries');
    case 'TAGS':
      return z
        .array(z.string().trim().min(1, 'element.tagEmpty').max(100, 'validation.tooLong'), {
          error: 'element.tagEmpty',
        })
        .max(50, 'element.tooManyEntries')
        .transform((tags) => [...new Set(tags)]);
    case 'PRICE':
      return number('element.priceInvalid').refine((v) => v >= 0 && v <= 1e9 && hasCents(v), 'element.priceInvalid');
    case 'PERCENT':
      return number('element.percentInvalid').refine((v) => v >= 0 && v <= 100, 'element.percentInvalid');
    case 'FILES':
      return z
        .array(z.number({ error: 'element.fileInvalid' }).int('element.fileInvalid').positive('element.fileInvalid'))
        .max(maxListEntries, 'element.tooManyEntries');
    case 'DATE':
      return z.string({ error: 'element.dateInvalid' }).refine(isIsoDate, 'element.dateInvalid');
    case 'DATETIME':
      return z.string({ error: 'element.dateTimeInvalid' }).refine(isIsoDateTime, 'element.dateTimeInvalid');
    case 'COLOR':
      return z
        .string({ error: 'element.colorInvalid' })
        .regex(/^#[0-9a-fA-F]{6}$/, 'element.colorInvalid')
        .transform((v) => v.toLowerCase());
    case 'ADDRESS':
      return elementAddressSchema.superRefine((address, ctx) => {
        if (address.line1 === '' || address.postalCode === '' || address.city === '')
          ctx.addIssue({ code: 'custom', message: 'element.addressIncomplete' });
      });
    case 'IMAGE_PAIR': {
      const present = z.custom<unknown>((v) => v !== undefined && v !== null, 'element.pairIncomplete');
      return z
        .array(
          z.strictObject({
            id: z.string().max(100).optional(),
            order: z.number().int().min(0).default(0),
            before: present.pipe(imageRef(files)),
            after: present.pipe(imageRef(files)),
          }),
          { error: 'element.pairIncomplete' },
        )
        .max(maxListEntries, 'element.tooManyEntries');
    }
  }
}

/** The value an empty field is stored with: false, an empty list, or null. */
export function emptyValue(field: Pick<ElementField, 'type' | 'multiple'>): ElementInputValue {
  if (field.type === 'BOOLEAN') return false;
  if (listFieldTypes.includes(field.type) || (field.type === 'SELECT' && field.multiple)) return [];
  return null;
}

/** The message of an item's field that is missing or empty. */
function isMissing(field: ElementField, value: unknown): boolean {
  if (field.type === 'ADDRESS' && typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.values(value).every((part) => typeof part !== 'string' || part.trim() === '');
  return isEmpty(value);
}

/**
 * THE item validator, generated from a type's fields: one entry per field key (unknown keys refused), each field's
 * value checked by its type, `required` ones not empty ("element.valueRequired"). `files` is how many new images the
 * body carries (an image reference names one of them by its index). Answers the values normalised: empty → its
 * `emptyValue`, texts as typed, colours lower-cased, tags once each.
 */
export function elementValuesSchema(fields: readonly ElementField[], files = 0) {
  const known = new Set(fields.map((field) => field.key));
  return z
    .record(z.string(), z.unknown(), { error: 'validation.invalidValue' })
    .superRefine((values, ctx) => {
      for (const key of Object.keys(values)) if (!known.has(key)) fail(ctx, key, 'validation.unknownField');
    })
    .transform((values, ctx): ElementInputValues => {
      const out: ElementInputValues = {};
      for (const field of fields) {
        const raw = values[field.key];
        if (field.type !== 'BOOLEAN' && isMissing(field, raw)) {
          if (field.required) fail(ctx, field.key, 'element.valueRequired');
          out[field.key] = emptyValue(field);
          continue;
        }
        const checked = valueSchema(field, files).safeParse(raw ?? false);
        if (!checked.success) {
          for (const issue of checked.error.issues)
            ctx.addIssue({ code: 'custom', path: [field.key, ...issue.path], message: issue.message });
          continue;
        }
        out[field.key] = checked.data as ElementInputValue;
      }
      return out;
    });
}

/** The messages of a values check, by path (`title`, `gallery.1`): what the admin's form shows under each input. */
export function elementValueIssues(
  fields: readonly ElementField[],
  values: unknown,
  files = 0,
): Record<string, MessageKey> {
  const checked = elementValuesSchema(fields, files).safeParse(values);
  if (checked.success) return {};
  const issues: Record<string, MessageKey> = {};
  for (const issue of checked.error.issues) {
    const path = issue.path.map(String).join('.');
    issues[path] ??= issue.message as MessageKey;
  }
  return issues;
}

const uploaded = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);
const imageRule = imageUploadSchema(maxLogoBytes);

/**
 * `POST /admin/element/{id}` and `PUT /admin/element/{idElement}/{idItem}` (multipart: new images under `images`, PNG,
 * JPEG or SVG up to 2 MB each; `values` a JSON object; or JSON without files). The values are checked against the
 * type's fields by the service (`elementValuesSchema`): the route knows no type.
 */
export const elementItemInputSchema = z
  .strictObject({
    values: z.record(z.string(), z.unknown(), { error: 'validation.invalidValue' }),
    valid: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
    images: z.array(uploaded).max(100, 'element.tooManyEntries').nullish(),
    image: uploaded.nullish(),
  })
  .superRefine((raw, ctx) => {
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    for (const [index, one] of files.entries()) {
      const checked = imageRule.safeParse(one);
      if (!checked.success) fail(ctx, `images.${index}`, checked.error.issues[0]!.message as MessageKey);
    }
  })
  .transform((raw) => ({
    values: raw.values,
    valid: raw.valid === undefined || raw.valid === null ? null : raw.valid === true || raw.valid === 'true',
    files: [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])],
  }));
export type ElementItemInput = z.output<typeof elementItemInputSchema>;

// ----- Item views -----

export const elementImageSchema = responsiveImageSchema.extend({ id: z.string() });
export type ElementImage = z.infer<typeof elementImageSchema>;
export const elementFileSchema = z.object({ id: z.number(), name: z.string(), downloadPath: z.string() });
export const elementImagePairSchema = z.object({
  id: z.string(),
  order: z.number(),
  before: elementImageSchema,
  after: elementImageSchema,
});

/** A value as read: images and files resolved (`ElementImage`, `{id, name, downloadPath}`), the rest as stored. */
export const elementValueViewSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  elementImageSchema,
  z.array(elementImageSchema),
  z.array(elementFileSchema),
  z.array(elementImagePairSchema),
  z.object({ line1: z.string(), line2: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
]);
export type ElementValueView = z.infer<typeof elementValueViewSchema>;

export const elementItemViewSchema = z.object({
  id: z.number(),
  idElement: z.number(),
  values: z.record(z.string(), elementValueViewSchema),
  valid: z.boolean(),
  order: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ElementItemView = z.infer<typeof elementItemViewSchema>;

/** `GET /element/{idOrRoute}` (valid items) and the admin's items read (all): the type and one page of its items. */
export const elementWithItemsSchema = z.object({
  element: elementViewSchema,
  items: z.array(elementItemViewSchema),
  total: z.number(),
  current: z.number(),
});
export type ElementWithItems = z.infer<typeof elementWithItemsSchema>;

/** `?q=` searches the searchable fields; `page` (1-based) and `nbItem` page the items. */
export const elementItemsQuerySchema = z.strictObject({
  q: z.string().trim().max(200, 'validation.tooLong').optional(),
  page: z.coerce.number().int().min(1, 'validation.invalidPage').default(1),
  nbItem: z.coerce.number().int().min(1, 'validation.invalidNbItem').max(100, 'validation.invalidNbItem').default(20),
});

/** The text of a value that `q` searches (searchable types only). */
export function searchableText(type: ElementFieldType, value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  if (type === 'ADDRESS' && value && typeof value === 'object') return Object.values(value).join(' ');
  return '';
}

// ----- Sharing and users -----

/** The post a share publishes (or would): text from the item's texts, its first image, a link to the type's page. */
export const elementSharePostSchema = z.object({
  text: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string(),
  /** The network adapter that answered; `local`: recorded here, published nowhere (the networks come with issue 20). */
  adapter: z.string(),
  published: z.boolean(),
  sharedAt: z.string().nullable(),
});
export type ElementSharePost = z.infer<typeof elementSharePostSchema>;
export const elementShareBodySchema = z.strictObject({
  /** Overrides the text built from the item's fields. */
  text: z.string().trim().max(3000, 'validation.tooLong').optional(),
});

/** `GET /admin/element/{route}/{idElementItem}/users`: the staff who created and last changed the item. */
export const elementItemUsersSchema = z.object({
  users: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      name: z.string(),
      role: z.enum(['CREATOR', 'EDITOR']),
      at: z.string(),
    }),
  ),
});
export type ElementItemUsers = z.infer<typeof elementItemUsersSchema>;
