import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useStoreApi } from '../api/api-context.tsx';
import type { StoreApi } from '../api/store-api.ts';
import {
  emptyCart,
  feesAnswered,
  feesBody,
  feesWanted,
  startFees,
  type CartCarrier,
  type CartState,
  type FeeAnswer,
} from './cart-state.ts';
import { createCartStore, type CartStore } from './cart-store.ts';

interface CartContextValue {
  store: CartStore;
  /** Asks for the shipping fees of the cart as it is (the checkout does on arrival: stored prices may be old). */
  requestFees: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

type Calculate = (body: ReturnType<typeof feesBody>) => Promise<CartCarrier[]>;

/**
 * The shipping fee machine (spec 2 §4), driven: every change of the lines or of the destination
 * asks for a calculation (`startFees` decides whether a call goes out), and the answer goes through
 * `feesAnswered`, which may ask to start again with the cart as it is by then.
 */
export function driveFees(store: CartStore, calculate: Calculate): { request: () => void; stop: () => void } {
  let stopped = false;
  const request = () => {
    if (stopped) return;
    const started = startFees(store.get());
    store.update(() => started.state);
    if (!started.call) return;
    calculate(feesBody(started.state))
      .then(
        (options): FeeAnswer => ({ options }),
        (error: unknown): FeeAnswer => ({ error: error instanceof Error ? error.message : String(error) }),
      )
      .then((answer) => {
        const answered = feesAnswered(store.get(), answer);
        store.update(() => answered.state);
        if (answered.again) request();
      });
  };
  const unsubscribe = store.subscribe((next, previous) => {
    if (feesWanted(previous, next)) request();
  });
  return {
    request,
    stop: () => {
      stopped = true;
      unsubscribe();
    },
  };
}

const calculateWith =
  (api: StoreApi): Calculate =>
  (body) =>
    api.client.call('calculateShippingFees', { body });

/** The site's cart for every screen under it, with its fee machine running against the API. */
export function CartProvider({ children }: { children: ReactNode }) {
  const api = useStoreApi();
  const idSite = api.idSite ?? 0;
  const store = useMemo(() => createCartStore(idSite), [idSite]);
  const driver = useRef<ReturnType<typeof driveFees> | null>(null);
  useEffect(() => {
    const running = driveFees(store, calculateWith(api));
    driver.current = running;
    return () => running.stop();
  }, [store, api]);
  const value = useMemo(() => ({ store, requestFees: () => driver.current?.request() }), [store]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCartContext(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCartContext outside the cart provider');
  return value;
}

export const useCartStore = (): CartStore => useCartContext().store;

/** The cart a prerendered screen shows, and its hydration before the stored cart is read: empty. */
const prerenderedCart = emptyCart();

/** A part of the cart; the screen renders again when it changes (`select` must answer a stable value). */
export function useCart<T>(select: (state: CartState) => T): T {
  const store = useCartStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(prerenderedCart),
  );
}
