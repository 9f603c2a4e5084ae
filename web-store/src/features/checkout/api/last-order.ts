import type { OrderView } from '@cellar/shared/checkout/orders';

/** The order just placed, for the confirmation screen (a guest cannot read it back): kept for the tab's life. */
const key = (idSite: number) => `cellar.order.last.${idSite}`;

export function keepLastOrder(idSite: number, order: OrderView): void {
  try {
    window.sessionStorage.setItem(key(idSite), JSON.stringify(order));
  } catch (error) {
    console.warn('The order could not be kept in session storage', error);
  }
}

export function lastOrder(idSite: number): OrderView | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(key(idSite)) ?? 'null') as OrderView | null;
    return raw && typeof raw === 'object' && typeof raw.number === 'string' ? raw : null;
  } catch {
    return null;
  }
}
