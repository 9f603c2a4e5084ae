import * as z from 'zod';
import { linkTypes, menuIcons, pageViewSchema } from './page-document.ts';

/**
 * What the storefront reads of a page (`GET /page/{slug or id}`): the page without what only the admin needs. A
 * JAVASCRIPT entry's code is not in it: it runs only in the isolated frame of `GET /page/{id}/script` (docs/pages.md).
 */
export const publicPageViewSchema = pageViewSchema.omit({ linkJsCode: true, updatedAt: true, schemaVersion: true });
export type PublicPageView = z.infer<typeof publicPageViewSchema>;

/** A valid page in the storefront's menu tree (`GET /page`). */
export const publicMenuNodeSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  menuTitle: z.string(),
  menuIcon: z.enum(menuIcons).nullable(),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  useAbsoluteMenu: z.boolean(),
  link: z.object({ type: z.enum(linkTypes), url: z.string().nullable() }),
  get children(): z.ZodArray<typeof publicMenuNodeSchema> {
    return z.array(publicMenuNodeSchema);
  },
});
export type PublicMenuNode = z.infer<typeof publicMenuNodeSchema>;

/** `GET /page`: the tree, and the home page (the first valid content page at the root, in menu order). */
export const publicPagesSchema = z.object({ pages: z.array(publicMenuNodeSchema), homeId: z.number().nullable() });
export type PublicPages = z.infer<typeof publicPagesSchema>;
