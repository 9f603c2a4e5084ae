import { glossaryService } from '../../../services/translations/glossary-service.ts';
import { translationJobService } from '../../../services/translations/translation-job-service.ts';
import type { GroupHandlers } from '../../types.ts';

/**
 * Translation jobs, machine translation and the glossary (issue 19; spec 2 §7 "Translations"). Super-admin routes
 * name the target site in the body (checked in the service); the admin's read only its authorised site.
 */
export const translationJobHandlers = {
  superAdminTranslationJobs: async () => ({ data: await translationJobService.all() }),
  superAdminTranslationJobCreate: async ({ body, principal }) => ({
    status: 201,
    message: 'translationJob.created',
    data: await translationJobService.create(body, principal.user.email),
  }),
  superAdminTranslationJobRun: async ({ params, principal }) => ({
    status: 202,
    message: 'translationJob.started',
    data: await translationJobService.run(params.id, principal.user.email),
  }),
  adminTranslationJobs: async ({ site }) => ({ data: await translationJobService.ofSite(site) }),
  adminTranslationGlossary: async ({ site }) => ({ data: await glossaryService.view(site) }),
  adminTranslationGlossaryUpdate: async ({ site, body }) => ({
    message: 'glossary.updated',
    data: await glossaryService.update(site, body.terms),
  }),
  superAdminDeeplUsage: async () => ({ data: await translationJobService.usage() }),
  superAdminDeeplLanguages: async () => ({ data: await translationJobService.languages() }),
} satisfies Partial<GroupHandlers<'translations'>>;
