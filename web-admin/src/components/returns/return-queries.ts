import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClientAnswer } from '@cellar/shared/api/client';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { invalidateCounter } from '../layout/counters.ts';

export type ReturnList = ClientAnswer<'orderBacks'>;
export type ReturnView = ReturnList['ordersBack'][number];

/**
 * React-query keys of the returns (`GET /order-back`), shared by `/order/back` and the order
 * screen's returns section: a return's move invalidates `all`.
 */
const keys = queryKeys('returns');
export const returnKeys = {
  all: keys.all,
  list: (query: Record<string, string>) => keys.list(query),
  /** A return status's mail preview (not under `list`: a move does not ask it again). */
  preview: (idOrderBack: number, status: string) => keys.part('preview', idOrderBack, status),
};

/** A page of the site's returns as the list query says (`status`, `order`, `number`, `customer`…). */
export const returnListQuery = (api: ApiClient, query: Record<string, string>) =>
  queryOptions({
    queryKey: returnKeys.list(query),
    queryFn: ({ signal }) => api.call('orderBacks', { query, signal }),
  });

/** The returns of one order (`GET /order-back?order={id}`), all of them (an order has a handful). */
export const orderReturnsQuery = (api: ApiClient, idOrder: number) =>
  returnListQuery(api, { order: String(idOrder), page: '1', nbItem: '100' });

/**
 * After a return moved: every list of returns loads again, the layout's waiting-returns counter too,
 * and the order's screens (its refund, stock and timeline changed with the move).
 */
export function returnChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: returnKeys.all });
  // The orders screens' key (features/orders/api/orders-api.ts `orderKeys.all`): the order's payments and timeline.
  void queryClient.invalidateQueries({ queryKey: queryKeys('orders').all });
  invalidateCounter(queryClient, 'waitingReturns');
}
