import * as z from 'zod';
import { colourParameterTypes, type ColourParameterType } from './theme.ts';

/** Parameters by type, every one filled in (site value, else site 0's, else the theme default). */
export const parametersSchema = z.object({
  ...(Object.fromEntries(colourParameterTypes.map((t) => [t, z.string()])) as Record<ColourParameterType, z.ZodString>),
  DARK_THEME: z.boolean(),
  COMPANY_NAME: z.string(),
  VAT_NUMBER: z.string(),
});

/** `GET /site/info`: what a storefront needs to draw the site. */
export const siteInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string().nullable(),
  defaultLang: z.string(),
  logo: z.string().nullable(),
  banners: z.object({ HEADER: z.string().nullable(), FOOTER: z.string().nullable() }),
  vatNumber: z.string(),
  companyName: z.string(),
  functionalities: z.array(z.string()),
  payment: z.object({ connected: z.boolean(), applePay: z.boolean() }),
  /** The site keys (`/admin/site-key`): values the storefront or a plugin reads, public by design. */
  siteKeys: z.record(z.string(), z.string()),
});

/** `GET /site/resolve/{host}`: the site a storefront host name belongs to. */
export const siteResolveSchema = z.object({
  idSite: z.number(),
  name: z.string(),
  defaultLang: z.string(),
});
