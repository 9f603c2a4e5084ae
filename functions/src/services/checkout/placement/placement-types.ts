import type { OrderView } from '@cellar/shared/checkout/orders';
import type { orderBodySchema } from '@cellar/shared/routes/checkout';
import type { FeeExplanationView } from '@cellar/shared/shipping/fees';
import type * as z from 'zod';
import type { OrderRecord } from '../../../repositories/order-repository.ts';

export type OrderBody = z.output<typeof orderBodySchema>;
export type CartAddress = NonNullable<OrderBody['address']['delivery']>;

export interface PlacedOrder {
  order: OrderView;
  /** The same key and body were placed before: this is that order. */
  replayed: boolean;
}

/** How the order travels, as it stores it. */
export type Delivery = OrderRecord['delivery'];

export interface ResolvedDelivery {
  record: Delivery;
  /** How the fee was computed, in full: kept with the order for the producer, never answered to the shopper. */
  explanation: FeeExplanationView | null;
}
