import { authorisedSiteId, defaultsSiteId } from '../../../data/site-id.ts';
import { translationService } from '../../../services/translations/translation-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** The super-admin's translations are the global ones: site 0's (the defaults' texts), whatever site is chosen. */
const globalSite = authorisedSiteId(defaultsSiteId);

/** Content translations (spec 1 §8 "Translations"; issue 19): lists, a person's edit, the counts. */
export const translationContentHandlers = {
  adminTranslations: async ({ site, params, query }) => ({
    data: await translationService.list(site, params.lang, query),
  }),
  adminPageTranslations: async ({ site, params, query }) => ({
    data: await translationService.list(site, params.lang, query, { kind: 'page', entityId: params.idPage }),
  }),
  adminTranslationUpdate: async ({ site, params, body, principal }) => ({
    message: 'translation.updated',
    data: await translationService.update(site, params.lang, params.idContent, body.text, principal.user.email),
  }),
  adminTranslationMissingNumber: async ({ site }) => ({ data: await translationService.missingNumber(site) }),
  superAdminTranslations: async ({ params, query }) => ({
    data: await translationService.list(globalSite, params.lang, query),
  }),
  superAdminTranslationUpdate: async ({ params, body, principal }) => ({
    message: 'translation.updated',
    data: await translationService.update(globalSite, params.lang, params.idContent, body.text, principal.user.email),
  }),
  superAdminTranslationMissingNumber: async () => ({ data: await translationService.missingNumber(globalSite) }),
} satisfies Partial<GroupHandlers<'translations'>>;
