import * as z from 'zod';
import { imageUploadSchema, maxLogoBytes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber, readWholeNumber } from '../validation/numbers.ts';

const text = z.string().max(200, 'validation.tooLong').nullish();
const ref = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'validation.invalidId')]).nullish();

const awardShape = {
  city: z.strictObject({ city: text, postalCode: text }).nullish(),
  /** The wine (product) the award is for. */
  idProduct: ref,
  /** AWARD nomenclature id (medal, press…). */
  type: ref,
  title: text,
  description: z.string().max(5000, 'validation.tooLong').nullish(),
  year: looseNumber,
  /** Multipart files: one at most. */
  images: z.array(z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v)).nullish(),
  image: z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v).nullish(),
  alt: text,
  /** On update: drop the current image. */
  removeImage: z.boolean().nullish(),
};

export interface AwardInput {
  city: { city: string; postalCode: string };
  idProduct: number;
  type: number;
  title: string;
  description: string | null;
  year: number;
  image: UploadedFile | null;
  alt: string;
  removeImage: boolean;
}

const imageRule = imageUploadSchema(maxLogoBytes);

/** Award rules: city and postal code, product, title, type, year required; one image at most (spec 1 §5). */
export const awardInputSchema = z
  .strictObject(awardShape)
  .superRefine((raw, ctx) => {
    if (isBlank(raw.city?.city) || isBlank(raw.city?.postalCode)) fail(ctx, 'city', 'award.cityRequired');
    if (raw.idProduct === undefined || raw.idProduct === null) fail(ctx, 'idProduct', 'award.productRequired');
    if (isBlank(raw.title)) fail(ctx, 'title', 'award.titleRequired');
    if (raw.type === undefined || raw.type === null) fail(ctx, 'type', 'award.typeRequired');
    const year = readWholeNumber(raw.year);
    if (year === undefined) fail(ctx, 'year', 'award.yearRequired');
    else if (Number.isNaN(year)) fail(ctx, 'year', 'validation.wholeNumber');
    else if (year < 1800 || year > 2200) fail(ctx, 'year', 'validation.invalidValue');
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    if (files.length > 1) fail(ctx, 'images', 'award.oneImage');
    else if (files[0]) {
      const checked = imageRule.safeParse(files[0]);
      if (!checked.success) fail(ctx, 'images', checked.error.issues[0]!.message as 'media.invalidImageType');
    }
  })
  .transform((raw): AwardInput => ({
    city: { city: raw.city!.city!.trim(), postalCode: raw.city!.postalCode!.trim() },
    idProduct: Number(raw.idProduct),
    type: Number(raw.type),
    title: raw.title!.trim(),
    description: isBlank(raw.description) ? null : raw.description!.trim(),
    year: readNumber(raw.year)!,
    image: raw.images?.[0] ?? raw.image ?? null,
    alt: (raw.alt ?? '').trim(),
    removeImage: raw.removeImage ?? false,
  }));

export const awardViewSchema = z.object({
  id: z.number(),
  city: z.object({ city: z.string(), postalCode: z.string() }),
  idProduct: z.number(),
  productName: z.string().nullable(),
  type: z.number(),
  typeName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  year: z.number(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
});
export type AwardView = z.infer<typeof awardViewSchema>;
