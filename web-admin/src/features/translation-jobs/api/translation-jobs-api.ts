import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/** React-query keys of the translation jobs and the glossary: a creation or a run invalidates `all`. */
export const translationJobKeys = queryKeys('translation-jobs');
export const glossaryKeys = queryKeys('translation-glossary');

export type TranslationJobBody = ClientBodyInput<'superAdminTranslationJobCreate'>;

export const loadAllJobs = (api: ApiClient, signal?: AbortSignal) => api.call('superAdminTranslationJobs', { signal });
export const loadSiteJobs = (api: ApiClient, signal?: AbortSignal) => api.call('adminTranslationJobs', { signal });
export const createJob = (api: ApiClient, body: TranslationJobBody) =>
  api.call('superAdminTranslationJobCreate', { body });
export const runJob = (api: ApiClient, id: number) => api.call('superAdminTranslationJobRun', { params: { id } });
export const loadUsage = (api: ApiClient, signal?: AbortSignal) => api.call('superAdminDeeplUsage', { signal });

/** Every client site, for the definition's site choice (`GET /sites`: the super-admin's are all). */
export const loadSites = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.call('sites', { query: { page: 1, nbItem: 100 }, signal })).sites.filter((s) => s.id !== 0);

/** The languages a site is translated into, read on that site. */
export const loadSiteLangs = async (api: ApiClient, idSite: number, signal?: AbortSignal) =>
  (await api.call('adminLangsTranslated', { idSiteOverride: idSite, signal })).langs;

export const loadGlossary = (api: ApiClient, signal?: AbortSignal) => api.call('adminTranslationGlossary', { signal });
export const saveGlossary = (api: ApiClient, terms: string[]) =>
  api.call('adminTranslationGlossaryUpdate', { body: { terms } });
