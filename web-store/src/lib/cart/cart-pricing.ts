import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RouteAnswer } from '@cellar/shared/routes/route-table';
import type { StoreApi } from '../api/store-api.ts';
import { useStoreApi } from '../api/api-context.tsx';
import { fieldErrorsOf } from '../api/problems.ts';
import { useCart, useCartStore } from './cart-context.tsx';
import { setDiscount, type CartState } from './cart-state.ts';
import { pricingBody } from './order-body.ts';

/**
 * `POST /order/discount`'s answer (docs/checkout.md "Prices of a cart"): the server's figures for
 * the cart, the only ones the storefront shows as totals (the product pages' prices are a preview).
 * Its lines come in the cart's order.
 */
export type CartPriceView = RouteAnswer<'orderDiscount'>;
export type CartPriceLine = CartPriceView['products'][number];

type Body = ReturnType<typeof pricingBody>;

export const cartPricingQuery = (api: StoreApi, body: Body) =>
  queryOptions({
    queryKey: ['orderDiscount', body, api.idSite, api.lang] as const,
    queryFn: ({ signal }) => api.client.call('orderDiscount', { body, signal }),
    staleTime: 30_000,
  });

/** Asks the server for the figures of a code (the cart's "Apply"): its answer, or the failure with the message on
 * `discount`. */
export const priceWithCode = (api: StoreApi, state: CartState, code: string) =>
  api.client.call('orderDiscount', { body: pricingBody(state, code) });

const pricingState = (s: CartState) => s;

/**
 * The server's figures for the cart as it is, asked again on each change (the previous ones stay
 * shown meanwhile). A code the server no longer takes (expired, used up since) is dropped from
 * the cart and its message kept in `droppedCode`.
 */
export function useCartPricing() {
  const api = useStoreApi();
  const store = useCartStore();
  const state = useCart(pricingState);
  // Compared by value in the query key: the same cart asks once.
  const body = pricingBody(state);
  const query = useQuery({
    ...cartPricingQuery(api, body),
    enabled: state.lines.length > 0,
    placeholderData: keepPreviousData,
  });
  const [droppedCode, setDroppedCode] = useState<string | null>(null);
  const refused = fieldErrorsOf(query.error).discount?.[0];
  useEffect(() => {
    if (refused && store.get().discount) {
      setDroppedCode(refused);
      store.update((s) => setDiscount(s, null));
    }
  }, [refused, store]);
  return { query, body, droppedCode };
}
