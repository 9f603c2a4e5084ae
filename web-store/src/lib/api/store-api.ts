import { queryOptions } from '@tanstack/react-query';
import {
  createApiClient,
  type ApiClient,
  type CallArgs,
  type CallInput,
  type ClientAnswer,
} from '@cellar/shared/api/client';
import { unprefixedContentLang } from '@cellar/shared/i18n/content-lang';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { RouteName } from '@cellar/shared/routes/route-table';
import { endSession, readToken } from '../session/session.ts';
import type { ApiTransport } from './api-transport.ts';

/** Where the storefront reaches the API: `/api` on its own domain (CloudFront, local site server, vite proxy). */
export const apiBase: string = import.meta.env.VITE_API_BASE ?? '/api';

/** The typed client of one site in one language. */
export interface StoreApi {
  client: ApiClient;
  /** null before the site is known (only `siteResolve`, a siteless call, is made then). */
  idSite: number | null;
  /** The interface language (`userLang`): the messages and the nomenclature's names. */
  lang: Lang;
  /** The content language (`contentLang`): the path's (content-lang.ts). */
  contentLang: string;
}

/**
 * Every storefront call carries the `idSite`, `userLang` and `contentLang` headers, and the signed-in customer's
 * token in `Authorization` (spec 2 §7). A 401 on a customer's call ends the session. Through a `transport`
 * (the prerender) the calls are nobody's: no cookie is read, no session ended.
 */
export function createStoreApi(
  idSite: number | null,
  lang: Lang,
  extraHeaders: Record<string, string> = {},
  transport: ApiTransport | null = null,
  contentLang: string = unprefixedContentLang,
): StoreApi {
  const base: Record<string, string> = { userLang: lang, contentLang, ...extraHeaders };
  if (idSite !== null) base.idSite = String(idSite);
  if (transport) {
    const client = createApiClient({ baseUrl: transport.baseUrl, fetch: transport.fetch, headers: () => base });
    return { client, idSite, lang, contentLang };
  }
  const headers = () => {
    const token = idSite === null ? undefined : readToken(idSite);
    return token ? { ...base, Authorization: `Bearer ${token}` } : base;
  };
  const onUnauthorized = () => {
    if (idSite !== null) endSession(idSite);
  };
  return { client: createApiClient({ baseUrl: apiBase, headers, onUnauthorized }), idSite, lang, contentLang };
}

/**
 * A react-query query of a route: key `[route, params, query, idSite, lang, contentLang]` (answers are names and
 * texts in the request's languages: another language is another entry), fetched through the typed client.
 */
export function apiQuery<N extends RouteName>(api: StoreApi, name: N, ...input: CallArgs<N>) {
  const args = input[0] as CallInput<N> | undefined;
  return queryOptions({
    queryKey: [name, args?.params ?? null, args?.query ?? null, api.idSite, api.lang, api.contentLang] as const,
    queryFn: ({ signal }): Promise<ClientAnswer<N>> =>
      api.client.call(name, ...([{ ...args, signal }] as unknown as CallArgs<N>)),
  });
}
