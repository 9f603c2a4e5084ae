import type { OrderActor } from '@cellar/shared/orders/admin-orders';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import {
  ExtraRefused,
  OrderChangedMeanwhile,
  orderRepository,
  type OrderEventRecord,
  type OrderExtraAction,
  type OrderRecord,
} from '../../repositories/order-repository.ts';
import type { Principal } from '../../auth/principal.ts';
import type { BoxStockTake } from '../../repositories/box-repository.ts';

/** What a change makes of an order: its new state, the events saying so, and the stock it gives back. */
export interface OrderChange {
  order: OrderRecord;
  events: OrderEventRecord[];
  stockBack?: OrderRecord['stock'];
  /** Other items written with the change, in its transaction (a return: `orderBackRepository.putAction`). */
  extra?: OrderExtraAction[];
  /** Boxes a shipment takes from the site's box stock (docs/orders.md "Shipping an order"). */
  boxTakes?: BoxStockTake[];
}

/**
 * Applies one change to an order (docs/orders.md "History"): reads it, lets `change` decide (it
 * may refuse by throwing, or answer null for "nothing to do"), and writes the new state with its
 * events in one transaction at the next revision. A change that raced another is redone on the
 * fresh order, unless the caller named the revision it saw (`expectedRevision`: the admin's screen),
 * which then answers 409 `order.changedMeanwhile`.
 */
export async function changeOrder(
  site: SiteId,
  idOrder: number,
  change: (order: OrderRecord) => OrderChange | null | Promise<OrderChange | null>,
  options: { expectedRevision?: number } = {},
): Promise<OrderRecord> {
  for (let attempt = 1; ; attempt++) {
    const order = await orderRepository.get(site, idOrder);
    if (!order) throw new NotFoundError('order.notFound');
    const revision = order.revision ?? 0;
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) throw changedMeanwhile();
    const outcome = await change(order);
    if (!outcome) return order;
    const next: OrderRecord = { ...outcome.order, revision: revision + 1 };
    try {
      await orderRepository.commit(site, next, revision, outcome.events, {
        stockBack: outcome.stockBack,
        extra: outcome.extra,
        boxTakes: outcome.boxTakes,
      });
      return next;
    } catch (error) {
      const raced = error instanceof OrderChangedMeanwhile || error instanceof ExtraRefused;
      if (!raced) throw error;
      if (options.expectedRevision !== undefined || attempt >= 6) throw changedMeanwhile();
    }
  }
}

const changedMeanwhile = () => new ConflictError('order.changedMeanwhile', { revision: ['order.changedMeanwhile'] });

/** Who is acting, as the history keeps it. */
export function actorOf(principal: Principal): OrderActor {
  if (principal.kind === 'staff') {
    const name = [principal.user.firstname, principal.user.lastname].filter(Boolean).join(' ') || principal.user.email;
    return { kind: 'STAFF', id: principal.user.id, name };
  }
  if (principal.kind === 'customer') return { kind: 'CUSTOMER', id: null, name: null };
  return { kind: 'GUEST', id: null, name: null };
}

export const systemActor = (task: string): OrderActor => ({ kind: 'SYSTEM', id: null, name: task });

/** An event of a change, at `at`. */
export function event(
  at: string,
  actor: OrderActor,
  type: OrderEventRecord['type'],
  from: string | null,
  to: string | null,
  details: OrderEventRecord['details'] = {},
): OrderEventRecord {
  return { type, at, actor, from, to, details };
}
