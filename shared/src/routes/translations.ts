import * as z from 'zod';
import {
  catalogueLangCreateSchema,
  catalogueLangUpdateSchema,
  langAddSchema,
  langToggleSchema,
  langViewSchema,
} from '../site/lang.ts';
import { draftBody, idParam, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParams, langCode } from './schemas.ts';

const langListQuerySchema = listQuerySchema(['code', 'label', 'valid'], ['id', 'code', 'label']);

/** Translation fields are not shown (spec 2 §7 "Translations": lists start at page 1, nbItem 10): plausible filters. */
export const translationListQuerySchema = listQuerySchema(['key', 'text', 'missing'], ['id', 'key']);

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
    summary: 'Translation jobs of every site',
    inferred: true,
  }),
  superAdminTranslationJobCreate: route({
    method: 'POST',
    path: '/super-admin/translation/job',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Create a translation job',
    inferred: true,
    draft: true,
    body: draftBody,
  }),
  superAdminTranslationJobRun: route({
    method: 'POST',
    path: '/super-admin/translation/job/run/{id}',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Run a translation job',
    inferred: true,
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  // Read-only view of the site's own jobs; creating and running jobs is super-admin only.
  adminTranslationJobs: route({
    method: 'GET',
    path: '/admin/translation/job',
    level: 'admin',
    group: 'translations',
    summary: 'Translation jobs of the site',
    inferred: true,
  }),

  // Machine translation (super-admin only)
  superAdminDeeplUsage: route({
    method: 'GET',
    path: '/super-admin/deepl/usage',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Machine-translation usage',
    inferred: true,
  }),
  superAdminDeeplLanguages: route({
    method: 'GET',
    path: '/super-admin/deepl/supported-languages',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Languages machine translation supports',
    inferred: true,
  }),

  // Counts loaded by the layouts
  adminTranslationMissingNumber: route({
    method: 'GET',
    path: '/admin/translation/missing-number',
    level: 'admin',
    group: 'translations',
    summary: 'Number of missing translations of the site',
    inferred: true,
  }),
  superAdminTranslationMissingNumber: route({
    method: 'GET',
    path: '/super-admin/translation/missing-number',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Number of missing global translations',
    inferred: true,
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
    summary: 'Global translations of a language (list query)',
    params: langParams,
    query: translationListQuerySchema,
  }),
  superAdminTranslationUpdate: route({
    method: 'PUT',
    path: '/super-admin/translation/{idContent}/{lang}',
    level: 'superAdmin',
    group: 'translations',
    summary: 'Change a global translation',
    params: contentLangParams,
    draft: true,
    body: draftBody,
  }),
  adminTranslations: route({
    method: 'GET',
    path: '/admin/translation/{lang}',
    level: 'admin',
    group: 'translations',
    summary: 'Translations of the site in a language (list query)',
    params: langParams,
    query: translationListQuerySchema,
  }),
  adminTranslationUpdate: route({
    method: 'PUT',
    path: '/admin/translation/{idContent}/{lang}',
    level: 'admin',
    group: 'translations',
    summary: 'Change a translation of the site',
    params: contentLangParams,
    draft: true,
    body: draftBody,
  }),
  adminPageTranslations: route({
    method: 'GET',
    path: '/admin/page/{idPage}/translations/{lang}',
    level: 'admin',
    group: 'translations',
    summary: 'Translations of a page in a language',
    params: z.strictObject({ idPage: idParam, lang: langCode }),
  }),
} as const;
