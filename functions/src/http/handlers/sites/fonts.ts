import { fontService } from '../../../services/sites/font-service.ts';
import type { GroupHandlers } from '../../types.ts';

type FontRoutes =
  | 'siteFonts'
  | 'adminFontSet'
  | 'adminSiteFontsSet'
  | 'adminSiteFontDelete'
  | 'adminBaseFonts'
  | 'adminBaseFontCreate'
  | 'adminBaseFontUpdate'
  | 'adminBaseFontDelete'
  | 'adminBaseFontOrder';

/** Base fonts are global (no site in their keys; their writes are super-admin routes); site fonts are the site's. */
export const fontHandlers = {
  siteFonts: async ({ site }) => ({ data: await fontService.siteFonts(site) }),
  adminFontSet: async ({ site, params, body }) => ({
    message: 'font.settingSaved',
    data: await fontService.setFont(site, params.type, body),
  }),
  adminSiteFontsSet: async ({ site, body }) => ({
    message: 'font.siteFontsSaved',
    data: await fontService.chooseSiteFonts(site, body.idsBaseFont),
  }),
  adminSiteFontDelete: async ({ site, params }) => ({
    message: 'font.siteFontRemoved',
    data: await fontService.removeSiteFont(site, params.id),
  }),
  adminBaseFonts: async () => ({ data: await fontService.baseFonts() }),
  adminBaseFontCreate: async ({ body }) => ({ message: 'font.created', data: await fontService.createBaseFont(body) }),
  adminBaseFontUpdate: async ({ params, body }) => ({
    message: 'font.updated',
    data: await fontService.updateBaseFont(params.id, body),
  }),
  adminBaseFontDelete: async ({ params }) => {
    await fontService.deleteBaseFont(params.id);
    return { message: 'font.deleted', data: null };
  },
  adminBaseFontOrder: async ({ params, body }) => ({
    message: 'font.moved',
    data: await fontService.moveBaseFont(params.id, body.position),
  }),
} satisfies Pick<GroupHandlers<'sites'>, FontRoutes>;
