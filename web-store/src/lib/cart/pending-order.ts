/**
 * The `Idempotency-Key` of the order being placed (docs/checkout.md "Orders"): the same body keeps
 * its key, so a retry after a lost answer (a network cut, a reload) gets the order already placed,
 * never a second one; another body gets a new key. Kept beside the cart, removed with it.
 */
export const pendingOrderKey = (idSite: number): string => `cellar.cart.${idSite}.pending`;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeyFor(idSite: number, body: unknown, storage: Storage = window.localStorage): string {
  const text = JSON.stringify(body);
  try {
    const kept = JSON.parse(storage.getItem(pendingOrderKey(idSite)) ?? 'null') as {
      key?: unknown;
      body?: unknown;
    } | null;
    if (kept && typeof kept.key === 'string' && kept.body === text) return kept.key;
  } catch {
    // unreadable: a new key
  }
  const key = newKey();
  try {
    storage.setItem(pendingOrderKey(idSite), JSON.stringify({ key, body: text }));
  } catch (error) {
    console.warn('The order key could not be saved in local storage', error);
  }
  return key;
}
