import { langService } from '../../services/translations/lang-service.ts';
import { notImplemented, type GroupHandlers } from '../types.ts';

/** Routes still mapped to notImplemented answer 501 until their issue builds them. */
export const translationsHandlers: GroupHandlers<'translations'> = {
  superAdminTranslationJobs: notImplemented,
  superAdminTranslationJobCreate: notImplemented,
  superAdminTranslationJobRun: notImplemented,
  adminTranslationJobs: notImplemented,
  superAdminDeeplUsage: notImplemented,
  superAdminDeeplLanguages: notImplemented,
  adminTranslationMissingNumber: notImplemented,
  superAdminTranslationMissingNumber: notImplemented,
  adminLangs: async ({ site, query }) => ({ data: await langService.list(site, query) }),
  adminLangCreate: async ({ site, body }) => ({
    status: 201,
    message: 'lang.added',
    data: await langService.add(site, body.code),
  }),
  adminLangToggle: async ({ site, params, body }) => ({
    message: 'lang.updated',
    data: await langService.toggle(site, params.id, body?.valid),
  }),
  adminLangDelete: async ({ site, params }) => {
    await langService.remove(site, params.id);
    return { message: 'lang.removed', data: null };
  },
  adminLangsTranslated: async ({ site }) => ({ data: { langs: await langService.translated(site) } }),
  adminLangDefault: async ({ site }) => ({ data: await langService.defaultOf(site) }),
  superAdminLangs: async () => ({ data: { langs: await langService.catalogue() } }),
  superAdminLangCreate: async ({ body }) => ({
    status: 201,
    message: 'lang.added',
    data: await langService.addToCatalogue(body),
  }),
  superAdminLangDefault: async ({ params }) => ({
    message: 'lang.updated',
    data: await langService.setCatalogueDefault(params.id),
  }),
  superAdminLangUpdate: async ({ params, body }) => ({
    message: 'lang.updated',
    data: await langService.updateCatalogue(params.id, body),
  }),
  superAdminTranslations: notImplemented,
  superAdminTranslationUpdate: notImplemented,
  adminTranslations: notImplemented,
  adminTranslationUpdate: notImplemented,
  adminPageTranslations: notImplemented,
};
