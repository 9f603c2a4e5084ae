import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';

/** Language codes as the product writes them: `fr_FR`, `en_US`, `de_DE`. */
export const langCodeSchema = z
  .string({ error: 'lang.codeRequired' })
  .trim()
  .regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'lang.unknown');

/** Functionality keys switch screens of a site on (spec 1 §6 "site-right test"). */
export const functionalityKeySchema = z.string().regex(/^[A-Z][A-Z0-9_]{1,49}$/, 'site.invalidFunctionality');

const siteFields = {
  name: z.string({ error: 'site.nameRequired' }).trim().min(1, 'site.nameRequired').max(120, 'validation.tooLong'),
  /** Public address of the site's storefront. */
  url: z
    .string()
    .trim()
    .max(300, 'validation.tooLong')
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'site.invalidUrl')
    .nullable()
    .optional(),
  /** Used in local host names (`<slug>.localhost`) and to resolve the storefront's site. */
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, 'site.invalidSlug')
    .optional(),
  defaultLang: langCodeSchema.optional(),
};

/** Body of `POST /site` (JSON, or multipart with the same fields). */
export const siteCreateSchema = z.strictObject(siteFields);
/** Body of `PUT /site/{id}`. */
export const siteUpdateSchema = z.strictObject(siteFields);
export type SiteInput = z.output<typeof siteCreateSchema>;

export const siteListQuerySchema = listQuerySchema(['name', 'slug', 'url'], ['id', 'name', 'slug', 'createdAt'], {
  nbItem: 100,
});

export const siteLinkFunctionalitySchema = z.strictObject({ keys: z.array(functionalityKeySchema).max(200) });

export const siteViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  url: z.string().nullable(),
  defaultLang: z.string(),
  functionalities: z.array(z.string()),
  createdAt: z.string(),
});
export type SiteView = z.infer<typeof siteViewSchema>;

/** Banner types a site has (spec 1 §3 "header and footer banners"). */
export const bannerTypes = ['HEADER', 'FOOTER'] as const;
export const bannerTypeSchema = z.enum(bannerTypes, { error: 'site.invalidBannerType' });
