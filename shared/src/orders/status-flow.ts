import type { OrderStatus } from '../checkout/orders.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Which status an order may move to from which (docs/orders.md "Statuses"). The spec shows the four
 * statuses but not the moves between them; this table is ours, read by the server (which refuses
 * any other move) and by the admin (which offers only these).
 *
 * - WAITING → PROCESSING: the producer prepares it (paid or not: a cheque may be on its way).
 * - PROCESSING → SHIPPED: handed to the carrier (home delivery or pickup point only).
 * - PROCESSING → DELIVERED: collected at the estate (click and collect only).
 * - SHIPPED → DELIVERED: the parcel arrived.
 * - PROCESSING → WAITING, SHIPPED → PROCESSING: undo a mistake (not while a carrier shipment is active).
 * - WAITING, PROCESSING → CANCELED: the stock goes back, a pending card payment is cancelled.
 * - DELIVERED and CANCELED are final: after delivery, a return takes over.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  WAITING: ['PROCESSING', 'CANCELED'],
  PROCESSING: ['WAITING', 'SHIPPED', 'DELIVERED', 'CANCELED'],
  SHIPPED: ['PROCESSING', 'DELIVERED'],
  DELIVERED: [],
  CANCELED: [],
};

/** What the rules need to know of an order to judge a move. */
export interface TransitionFacts {
  status: OrderStatus;
  deliveryType: 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT';
  /** A shipment created at a carrier (label bought) and not cancelled. */
  shipmentActive: boolean;
}

/** Why the order cannot move to `to`, or null when it can. */
export function transitionRefusal(facts: TransitionFacts, to: OrderStatus): MessageKey | null {
  if (facts.status === to) return 'order.sameStatus';
  if (facts.status === 'DELIVERED' || facts.status === 'CANCELED') return 'order.statusFinal';
  if (!orderTransitions[facts.status].includes(to)) return 'order.transitionRefused';
  const collected = facts.deliveryType === 'CLICK_AND_COLLECT';
  if (to === 'SHIPPED' && collected) return 'order.collectNotShipped';
  if (to === 'DELIVERED' && facts.status === 'PROCESSING' && !collected) return 'order.shipBeforeDelivered';
  if (facts.status === 'SHIPPED' && to === 'PROCESSING' && facts.shipmentActive) return 'order.cancelShipmentFirst';
  return null;
}

/** The statuses this order may move to now, in the table's order. */
export function allowedStatuses(facts: TransitionFacts): OrderStatus[] {
  return orderTransitions[facts.status].filter((to) => transitionRefusal(facts, to) === null);
}
