import { queryOptions } from '@tanstack/react-query';
import { buildListQuery, type ListFilterInput } from '@cellar/shared/api/list-query';
import type { LangView } from '@cellar/shared/site/lang';
import type {
  TranslationList,
  TranslationMissingNumber,
  TranslationStatus,
  TranslationView,
} from '@cellar/shared/translations/translation';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/**
 * Whose translations a screen shows: the site's (`/translation`), one page's of the site (`/page/{id}/translation`),
 * or the global ones of the super-admin (site 0, `/superAdmin/translation`).
 */
export type TranslationScope = { area: 'admin' } | { area: 'superAdmin' } | { area: 'page'; idPage: number };

/** React-query keys of the translation screens: a save invalidates `all` (lists, counts of every scope). */
export const translationKeys = queryKeys('translations');

/** What a translation list asks: its page, and the filters of the screen (none empty). */
export interface TranslationListInput {
  page: number;
  nbItem: number;
  status: TranslationStatus | null;
  kind: string | null;
  /** Searched in the source (like). */
  search: string;
}

function listQuery(input: TranslationListInput): Record<string, string> {
  const filters: ListFilterInput[] = [
    { field: 'status', value: input.status },
    { field: 'kind', value: input.kind },
    { field: 'source', value: input.search.trim(), type: 'like' },
  ];
  return buildListQuery({ page: input.page, nbItem: input.nbItem, filters });
}

/** One page of the scope's units in `lang`, with the language's (or the page's) counts. */
export async function loadTranslations(
  api: ApiClient,
  scope: TranslationScope,
  lang: string,
  input: TranslationListInput,
  signal?: AbortSignal,
): Promise<TranslationList> {
  const query = listQuery(input);
  if (scope.area === 'superAdmin') return api.call('superAdminTranslations', { params: { lang }, query, signal });
  if (scope.area === 'page')
    return api.call('adminPageTranslations', { params: { idPage: scope.idPage, lang }, query, signal });
  return api.call('adminTranslations', { params: { lang }, query, signal });
}

export const translationListQuery = (
  api: ApiClient,
  scope: TranslationScope,
  lang: string,
  input: TranslationListInput,
) =>
  queryOptions({
    queryKey: translationKeys.part('list', scope, lang, input),
    queryFn: ({ signal }) => loadTranslations(api, scope, lang, input, signal),
  });

/** `PUT …/translation/{idContent}/{lang}`: a person's translation; an empty text removes it (the unit is missing). */
export function saveTranslation(
  api: ApiClient,
  scope: TranslationScope,
  id: number,
  lang: string,
  text: string,
): Promise<TranslationView> {
  const params = { idContent: id, lang };
  return scope.area === 'superAdmin'
    ? api.call('superAdminTranslationUpdate', { params, body: { text } })
    : api.call('adminTranslationUpdate', { params, body: { text } });
}

/** The languages translated: the site's valid ones but its default, or the catalogue's but its default (site 0). */
export const translatedLangsQuery = (api: ApiClient, area: 'admin' | 'superAdmin') =>
  queryOptions({
    queryKey: translationKeys.part('langs', area),
    queryFn: async ({ signal }): Promise<LangView[]> =>
      area === 'admin'
        ? (await api.call('adminLangsTranslated', { signal })).langs
        : (await api.call('superAdminLangs', { signal })).langs.filter((lang) => !lang.isDefault),
  });

/** Each language's counts (the site's, or the global ones), read from the counters the server keeps. */
export const missingNumberQuery = (api: ApiClient, area: 'admin' | 'superAdmin') =>
  queryOptions({
    queryKey: translationKeys.part('missing', area),
    queryFn: ({ signal }): Promise<TranslationMissingNumber> =>
      area === 'admin'
        ? api.call('adminTranslationMissingNumber', { signal })
        : api.call('superAdminTranslationMissingNumber', { signal }),
  });

/** A page's counts in each language: its list asked for one row (the counts come with every list). */
export const pageCountsQuery = (api: ApiClient, idPage: number, langs: readonly string[]) =>
  queryOptions({
    queryKey: translationKeys.part('page-counts', idPage, langs),
    queryFn: ({ signal }) =>
      Promise.all(
        langs.map(async (lang) => {
          const list = await loadTranslations(
            api,
            { area: 'page', idPage },
            lang,
            { page: 1, nbItem: 1, status: null, kind: null, search: '' },
            signal,
          );
          return { lang, ...list.counts };
        }),
      ),
  });

/** The page whose translations `/page/{id}/translation` shows (its name in the title). */
export const translatedPageQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: translationKeys.part('page', id),
    queryFn: ({ signal }) => api.call('adminPage', { params: { id }, signal }),
  });
