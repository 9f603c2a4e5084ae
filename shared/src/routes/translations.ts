import * as z from 'zod';
import {
  catalogueLangCreateSchema,
  catalogueLangUpdateSchema,
  langAddSchema,
  langToggleSchema,
  langViewSchema,
} from '../site/lang.ts';
import { idParam, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import {
  glossaryUpdateSchema,
  glossaryViewSchema,
  mtLanguagesSchema,
  mtUsageSchema,
  translationJobCreateSchema,
  translationJobListSchema,
  translationJobViewSchema,
} from '../translations/translation-job.ts';
import { jobViewSchema } from '../workflows/jobs.ts';
import {
  translationListQuerySchema,
  translationListSchema,
  translationMissingNumberSchema,
  translationUpdateSchema,
  translationViewSchema,
} from '../translations/translation.ts';
import { idParams, langCode } from './schemas.ts';

const langListQuerySchema = listQuerySchema(['code', 'label', 'valid'], ['id', 'code', 'label']);

const langParams = z.strictObject({ lang: langCode });
const contentLangParams = z.strictObject({ idContent: idParam, lang: langCode });

/**
 * Translation jobs, machine translation (DeepL), languages of the site and global languages,
 * translation strings (spec 2 §7 "Translations"; payloads not shown). Global languages and
 * translations, translation jobs and machine-translation usage are super-admin only (spec 2 §6).
 */
export const translationsRoutes = {
  // Translation jobs: "/super-admin/translation/job (run, get, post)"; "/admin/translation/job"
  superAdminTranslationJobs: route({
    method: 'GET',
    path: '/super-admin/translation/job',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Translation jobs of every site, each with its last run',
    inferred: true,
    response: translationJobListSchema,
  }),
  superAdminTranslationJobCreate: route({
    method: 'POST',
    path: '/super-admin/translation/job',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Create a translation job: a site, its languages to translate, overwritePerson',
    inferred: true,
    body: translationJobCreateSchema,
    response: translationJobViewSchema,
  }),
  superAdminTranslationJobRun: route({
    method: 'POST',
    path: '/super-admin/translation/job/run/{id}',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Run a translation job (409 while a run of the site goes on)',
    inferred: true,
    params: idParams,
    response: jobViewSchema,
  }),
  // Read-only view of the site's own jobs; creating and running jobs is super-admin only.
  adminTranslationJobs: route({
    method: 'GET',
    path: '/admin/translation/job',
    level: 'admin',
    group: 'translations',
    summary: 'Translation jobs of the site, each with its last run',
    inferred: true,
    response: translationJobListSchema,
  }),
  // The site's glossary: terms machine translation keeps as written (the admin's own, plus those taken from the site)
  adminTranslationGlossary: route({
    method: 'GET',
    path: '/admin/translation/glossary',
    level: 'admin',
    group: 'translations',
    summary: 'Glossary of the site: its own terms and those taken from its products and names',
    inferred: true,
    response: glossaryViewSchema,
  }),
  adminTranslationGlossaryUpdate: route({
    method: 'PUT',
    path: '/admin/translation/glossary',
    level: 'admin',
    group: 'translations',
    summary: 'Replace the site’s own glossary terms',
    inferred: true,
    body: glossaryUpdateSchema,
    response: glossaryViewSchema,
  }),

  // Machine translation (super-admin only)
  superAdminDeeplUsage: route({
    method: 'GET',
    path: '/super-admin/deepl/usage',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Machine-translation usage',
    inferred: true,
    response: mtUsageSchema,
  }),
  superAdminDeeplLanguages: route({
    method: 'GET',
    path: '/super-admin/deepl/supported-languages',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Languages machine translation supports',
    inferred: true,
    response: mtLanguagesSchema,
  }),

  // Counts loaded by the layouts
  adminTranslationMissingNumber: route({
    method: 'GET',
    path: '/admin/translation/missing-number',
    level: 'admin',
    group: 'translations',
    summary: 'Translations left to do on the site (missing + outdated), per translated language',
    inferred: true,
    response: translationMissingNumberSchema,
  }),
  superAdminTranslationMissingNumber: route({
    method: 'GET',
    path: '/super-admin/translation/missing-number',
    level: 'superAdmin',
    group: 'translations',
    summary: "Global translations left to do (site 0: the defaults' texts), per language",
    inferred: true,
    response: translationMissingNumberSchema,
  }),

  // Languages of the site: "/admin/lang (get, post, toggle, delete, translated, default)"
  adminLangs: route({
    method: 'GET',
    path: '/admin/lang',
    level: 'admin',
    group: 'translations',
    summary: 'Languages of the site (list query)',
    inferred: true,
    query: langListQuerySchema,
    response: z.object({ langs: z.array(langViewSchema), total: z.number() }),
  }),
  adminLangCreate: route({
    method: 'POST',
    path: '/admin/lang',
    level: 'admin',
    group: 'translations',
    summary: 'Add a language of the catalogue to the site',
    inferred: true,
    body: langAddSchema,
    response: langViewSchema,
  }),
  adminLangToggle: route({
    method: 'PUT',
    path: '/admin/lang/toggle/{id}',
    level: 'admin',
    group: 'translations',
    summary: 'Switch a language of the site valid or invalid (flips it without a body)',
    inferred: true,
    optionalBody: true,
    params: idParams,
    body: langToggleSchema,
    response: langViewSchema,
  }),
  adminLangDelete: route({
    method: 'DELETE',
    path: '/admin/lang/{id}',
    level: 'admin',
    group: 'translations',
    summary: 'Remove a language from the site',
    inferred: true,
    params: idParams,
  }),
  adminLangsTranslated: route({
    method: 'GET',
    path: '/admin/lang/translated',
    level: 'admin',
    group: 'translations',
    summary: 'Languages the site is translated into: its valid languages but the default',
    inferred: true,
    response: z.object({ langs: z.array(langViewSchema) }),
  }),
  adminLangDefault: route({
    method: 'GET',
    path: '/admin/lang/default',
    level: 'admin',
    group: 'translations',
    summary: 'Default language of the site (loaded after login)',
    inferred: true,
    response: langViewSchema,
  }),

  // Global languages: "/super-admin/lang (default, PUT by id)"
  superAdminLangs: route({
    method: 'GET',
    path: '/super-admin/lang',
    level: 'superAdmin',
    group: 'translations',
    summary: 'The language catalogue every site picks from',
    inferred: true,
    response: z.object({ langs: z.array(langViewSchema) }),
  }),
  superAdminLangCreate: route({
    method: 'POST',
    path: '/super-admin/lang',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Add a language to the catalogue (code, label, machine-translation code)',
    inferred: true,
    body: catalogueLangCreateSchema,
    response: langViewSchema,
  }),
  superAdminLangDefault: route({
    method: 'PUT',
    path: '/super-admin/lang/default/{id}',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Make a catalogue language the default of new sites',
    inferred: true,
    params: idParams,
    response: langViewSchema,
  }),
  superAdminLangUpdate: route({
    method: 'PUT',
    path: '/super-admin/lang/{id}',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Change a catalogue language (label, machine-translation code)',
    inferred: true,
    params: idParams,
    body: catalogueLangUpdateSchema,
    response: langViewSchema,
  }),

  // Translation strings
  superAdminTranslations: route({
    method: 'GET',
    path: '/super-admin/translation/{lang}',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Global translations of a language (list query: status, kind, source, text, entityId)',
    params: langParams,
    query: translationListQuerySchema,
    response: translationListSchema,
  }),
  superAdminTranslationUpdate: route({
    method: 'PUT',
    path: '/super-admin/translation/{idContent}/{lang}',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Change a global translation (an empty text removes it)',
    params: contentLangParams,
    body: translationUpdateSchema,
    response: translationViewSchema,
  }),
  adminTranslations: route({
    method: 'GET',
    path: '/admin/translation/{lang}',
    level: 'admin',
    group: 'translations',
    summary: 'Translations of the site in a language (list query: status, kind, source, text, entityId)',
    params: langParams,
    query: translationListQuerySchema,
    response: translationListSchema,
  }),
  adminTranslationUpdate: route({
    method: 'PUT',
    path: '/admin/translation/{idContent}/{lang}',
    level: 'admin',
    group: 'translations',
    summary: 'Change a translation of the site (by a person; an empty text removes it)',
    params: contentLangParams,
    body: translationUpdateSchema,
    response: translationViewSchema,
  }),
  adminPageTranslations: route({
    method: 'GET',
    path: '/admin/page/{idPage}/translations/{lang}',
    level: 'admin',
    group: 'translations',
    summary: 'Translations of a page in a language (list query)',
    params: z.strictObject({ idPage: idParam, lang: langCode }),
    query: translationListQuerySchema,
    response: translationListSchema,
  }),
} as const;
