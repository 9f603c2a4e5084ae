import { buildListQuery, type ListFilterInput, type ListQueryInput } from '@cellar/shared/api/list-query';
import type { ClientAnswer } from '@cellar/shared/api/client';
import type { RouteName } from '@cellar/shared/routes/route-table';
import type { ApiClient } from './api-client.ts';
import { everyPage, findInPages, pageSize, type Page } from './every-page.ts';

/** The routes that answer a page of a list (its records and the list's `total`). */
type ListRoute = { [N in RouteName]: ClientAnswer<N> extends { total: number } ? N : never }[RouteName];

/** The call of a list route, with the list query the route reads. */
interface ListCall<N extends RouteName> {
  call(name: N, input: { query: Record<string, string>; signal?: AbortSignal | undefined }): Promise<ClientAnswer<N>>;
}

export interface PagedList<T> {
  /** One page, as the list kit asks it. */
  page: (api: ApiClient, input: ListQueryInput, signal?: AbortSignal) => Promise<Page<T>>;
  /** Every record (a choice list), `pageSize` a call in `orderBy` order, `maxPages` calls at the most. */
  every: (api: ApiClient, options: { orderBy?: string; maxPages: number }, signal?: AbortSignal) => Promise<T[]>;
  /** The record of `id`, read page by page in id order: for records the API has no `GET …/{id}` for. */
  find: (api: ApiClient, id: number) => Promise<T | null>;
}

/** How many pages `find` reads at the most (5 000 records). */
const findPages = 50;

/**
 * A list of the API read through one route (`adminAwards`…), `records` picking (or trimming) the rows
 * of its answer; `filters` are sent on every call (a route listing two kinds of records).
 */
export function pagedList<N extends ListRoute, T>(
  route: N,
  records: (answer: ClientAnswer<N>) => T[],
  filters: readonly ListFilterInput[] = [],
): PagedList<T> {
  const page = async (api: ApiClient, input: ListQueryInput, signal?: AbortSignal): Promise<Page<T>> => {
    const query = buildListQuery({ ...input, filters: [...(input.filters ?? []), ...filters] });
    const answer = await (api as unknown as ListCall<N>).call(route, { query, signal });
    return { records: records(answer), total: (answer as { total: number }).total };
  };
  return {
    page,
    every: (api, { orderBy, maxPages }, signal) =>
      everyPage((n) => page(api, { page: n, nbItem: pageSize, orderBy: orderBy ?? null }, signal), maxPages),
    find: (api, id) =>
      findInPages(
        (n) => page(api, { page: n, nbItem: pageSize, orderBy: 'id' }),
        (record) => (record as { id?: unknown }).id === id,
        findPages,
      ),
  };
}
