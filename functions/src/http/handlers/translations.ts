import { langService } from '../../services/translations/lang-service.ts';
import { translationLangs } from '../../services/translations/translation-langs.ts';
import { translationContentHandlers as content } from './translations/content.ts';
import { translationJobHandlers as jobs } from './translations/jobs.ts';
import type { GroupHandlers } from '../types.ts';

/** Routes still mapped to notImplemented answer 501 until their issue builds them. */
export const translationsHandlers: GroupHandlers<'translations'> = {
  superAdminTranslationJobs: jobs.superAdminTranslationJobs,
  superAdminTranslationJobCreate: jobs.superAdminTranslationJobCreate,
  superAdminTranslationJobRun: jobs.superAdminTranslationJobRun,
  adminTranslationJobs: jobs.adminTranslationJobs,
  adminTranslationGlossary: jobs.adminTranslationGlossary,
  adminTranslationGlossaryUpdate: jobs.adminTranslationGlossaryUpdate,
  superAdminDeeplUsage: jobs.superAdminDeeplUsage,
  superAdminDeeplLanguages: jobs.superAdminDeeplLanguages,
  adminTranslationMissingNumber: content.adminTranslationMissingNumber,
  superAdminTranslationMissingNumber: content.superAdminTranslationMissingNumber,
  adminLangs: async ({ site, query }) => ({ data: await langService.list(site, query) }),
  // The storefront's languages change: this container's copy of them goes (translation-langs.ts).
  adminLangCreate: async ({ site, body }) => ({
    status: 201,
    message: 'lang.added',
    data: await langService.add(site, body.code).finally(() => translationLangs.forget(site)),
  }),
  adminLangToggle: async ({ site, params, body }) => ({
    message: 'lang.updated',
    data: await langService.toggle(site, params.id, body?.valid).finally(() => translationLangs.forget(site)),
  }),
  adminLangDelete: async ({ site, params }) => {
    await langService.remove(site, params.id).finally(() => translationLangs.forget(site));
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
  superAdminTranslations: content.superAdminTranslations,
  superAdminTranslationUpdate: content.superAdminTranslationUpdate,
  adminTranslations: content.adminTranslations,
  adminTranslationUpdate: content.adminTranslationUpdate,
  adminPageTranslations: content.adminPageTranslations,
};
