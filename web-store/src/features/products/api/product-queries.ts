import { buildListQuery } from '@cellar/shared/api/list-query';
import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** The storefront product list shows 100 products a page (spec 2 §9). */
export const productsPerPage = 100;

export const sortOrders = ['', 'price', 'price:desc', 'name'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The list as the address holds it: `?page=2&q=rosé&kind=3,5&sort=price:desc` (links and Back keep it). */
export interface ListState {
  page: number;
  search: string;
  kinds: number[];
  sort: SortOrder;
}

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: params.get('q')?.trim() ?? '',
    kinds: (params.get('kind') ?? '')
      .split(',')
      .filter((id) => /^\d+$/.test(id))
      .map(Number),
    sort: (sortOrders as readonly string[]).includes(sort) ? (sort as SortOrder) : '',
  };
}

/** The address of a list state; other parameters of the address (`site`) are kept. */
export function writeListState(current: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => (value === '' ? next.delete(key) : next.set(key, value));
  set('page', state.page > 1 ? String(state.page) : '');
  set('q', state.search);
  set('kind', state.kinds.join(','));
  set('sort', state.sort);
  return next;
}

/**
 * What a list shows besides the shopper's choices: the shop's list shows every kind, 100 a page; a page's product
 * list component (its configuration) may keep to some kinds and show fewer a page.
 */
export interface ListScope {
  /** Products a page. */
  pageSize: number;
  /** Only these kinds (KIND ids); empty: every kind. */
  kinds: readonly number[];
}

export const shopScope: ListScope = { pageSize: productsPerPage, kinds: [] };

/** The list's filters: nbItem 100, orderBy price (or `price:desc`, name), `name=lk:<text>`, `kind=3,5` (spec 2 §3). */
export function productListQuery(state: ListState, scope: ListScope = shopScope): Record<string, string> {
  return buildListQuery({
    page: state.page,
    nbItem: scope.pageSize,
    orderBy: state.sort || null,
    filters: [
      { field: 'name', value: state.search, type: 'like' },
      { field: 'kind', value: (state.kinds.length > 0 ? state.kinds : scope.kinds).join(',') },
    ],
  });
}

export const productsQuery = (api: StoreApi, state: ListState, scope: ListScope = shopScope) =>
  apiQuery(api, 'storeProducts', { query: productListQuery(state, scope) });
export const productQuery = (api: StoreApi, id: number) => apiQuery(api, 'storeProduct', { params: { id } });
/** A product's quantity prices (decreasing discounts) and the customizations it offers, values in order. */
export const decreasingDiscountsQuery = (api: StoreApi, id: number) =>
  apiQuery(api, 'productDecreasingDiscount', { params: { id } });
export const customizationsQuery = (api: StoreApi, id: number) =>
  apiQuery(api, 'productCustomizations', { params: { id } });
/** The KIND nomenclature, named in the screen's language: the list's filter. */
export const kindsQuery = (api: StoreApi) => ({
  ...apiQuery(api, 'listByType', { params: { type: 'KIND' } }),
  staleTime: 10 * 60_000,
});
