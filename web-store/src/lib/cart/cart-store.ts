import { emptyCart, type CartState } from './cart-state.ts';
import { cartStorageKey, loadCart, parseCart, removeStoredCart, saveCart } from './cart-storage.ts';

export type CartListener = (next: CartState, previous: CartState) => void;

/** One site's cart: read at start, saved on every change, shared by every screen (and kept in step with the shop's
 * other tabs). */
export interface CartStore {
  readonly idSite: number;
  get(): CartState;
  update(change: (state: CartState) => CartState): void;
  /** Every field emptied, every stored key removed (spec 2 §4). */
  clear(): void;
  subscribe(listener: CartListener): () => void;
}

export function createCartStore(idSite: number, storage?: Storage): CartStore {
  let state = storage ? loadCart(idSite, storage) : loadCart(idSite);
  const listeners = new Set<CartListener>();
  const notify = (next: CartState, previous: CartState) => {
    for (const listener of [...listeners]) listener(next, previous);
  };
  const replace = (next: CartState) => {
    const previous = state;
    state = next;
    notify(next, previous);
  };

  // Another tab of the shop changed the cart: this one shows it too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== cartStorageKey(idSite) && event.key !== null) return;
    replace({ ...parseCart(event.newValue), fees: state.fees });
  };
  const follows = typeof window !== 'undefined';

  return {
    idSite,
    get: () => state,
    update(change) {
      const next = change(state);
      if (next === state) return;
      if (storage) saveCart(idSite, next, storage);
      else saveCart(idSite, next);
      replace(next);
    },
    clear() {
      if (storage) removeStoredCart(idSite, storage);
      else removeStoredCart(idSite);
      // A calculation still running answers for the old cart: flagged, its answer is dropped.
      replace({
        ...emptyCart(),
        fees: state.fees.running ? { running: true, recalculate: true, error: null } : emptyCart().fees,
      });
    },
    // The other tabs are followed while someone listens (no listener is left behind by a store nobody uses).
    subscribe(listener) {
      if (listeners.size === 0 && follows) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && follows) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
