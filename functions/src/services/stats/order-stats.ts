import { shopDay } from '@cellar/shared/stats/periods';
import type { SiteId } from '../../data/site-id.ts';
import type { OrderRecord } from '../../repositories/order-repository.ts';
import { statsRepository } from '../../repositories/stats-repository.ts';
import { logger } from '../../lib/logger.ts';
import { departmentOf } from './visitor.ts';

/**
 * The daily order rollups (docs/statistics.md "Orders"): an order adds to its placement day, a cancellation takes
 * it off the same day, so a period's figures are a few item reads, never a scan of the orders. The shopper's
 * waiting cart is forgotten when the order is placed.
 */
type CountedOrder = Pick<OrderRecord, 'createdAt' | 'total' | 'products' | 'address' | 'customer'>;

const cents = (euros: number): number => Math.round(euros * 100);
export const bottlesOf = (order: Pick<OrderRecord, 'products'>): number =>
  order.products.filter((line) => line.productType === 'WINE').reduce((sum, line) => sum + line.quantity, 0);

/** The shopper key of a cart: the customer's id when signed in, else the e-mail a guest typed. */
export const cartShopperKey = (who: { idCustomer: number | null; email: string | null }): string | null =>
  who.idCustomer !== null ? `C${who.idCustomer}` : who.email ? `E${who.email.trim().toLowerCase()}` : null;

async function addOrder(site: SiteId, order: CountedOrder, sign: 1 | -1): Promise<void> {
  const day = shopDay(new Date(order.createdAt));
  const delivery = order.address.delivery;
  const department = departmentOf(delivery?.postalCode, delivery?.country);
  // Totals are kept in cents: adding euros as decimals would drift.
  await Promise.all([
    statsRepository.add(site, 'ORDER', day, {
      orders: sign,
      totalCents: sign * cents(order.total),
      bottles: sign * bottlesOf(order),
      ...(sign === -1 ? { canceled: 1 } : {}),
    }),
    statsRepository.add(site, 'DEPARTMENT', `${day}#${department}`, {
      orders: sign,
      totalCents: sign * cents(order.total),
    }),
  ]);
}

/** Statistics never fail an order: a failed count is logged (and the rollups can be rebuilt from the orders). */
const quietly = async (what: string, work: () => Promise<void>): Promise<void> => {
  try {
    await work();
  } catch (error) {
    logger.error(`Statistics: ${what} not counted`, { error });
  }
};

export const orderStats = {
  placed: (site: SiteId, order: CountedOrder): Promise<void> =>
    quietly('order placed', async () => {
      await addOrder(site, order, 1);
      const shopper = cartShopperKey({
        idCustomer: order.customer.idCustomer,
        email: order.customer.email,
      });
      if (shopper) await statsRepository.deleteCart(site, shopper);
      if (order.customer.idCustomer !== null) {
        await statsRepository.deleteCart(site, cartShopperKey({ idCustomer: null, email: order.customer.email })!);
      }
    }),

  canceled: (site: SiteId, order: CountedOrder): Promise<void> =>
    quietly('order canceled', () => addOrder(site, order, -1)),

  /** Seeds and rebuilds: adds an existing order as if just placed (no cart to forget). */
  rebuild: (site: SiteId, order: CountedOrder): Promise<void> => addOrder(site, order, 1),

  /** A known shopper priced a cart with items (`POST /order/discount`): it waits until an order is placed. */
  cartPriced: (
    site: SiteId,
    cart: {
      idCustomer: number | null;
      email: string | null;
      firstname: string | null;
      lastname: string | null;
      items: number;
      total: number;
    },
    now: Date = new Date(),
  ): Promise<void> =>
    quietly('cart', async () => {
      const shopper = cartShopperKey(cart);
      if (!shopper || !cart.email || cart.items <= 0) return;
      await statsRepository.putCart(
        site,
        {
          shopper,
          email: cart.email,
          firstname: cart.firstname,
          lastname: cart.lastname,
          items: cart.items,
          total: cart.total,
          updatedAt: now.toISOString(),
        },
        now,
      );
    }),
};
