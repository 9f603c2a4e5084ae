import { acceptedMethods, cashOnlyWhenCollecting, type Shop } from '../payment-service.ts';
import type { OrderBody } from './placement-types.ts';
import { refuse } from './refuse.ts';

/** The way the body pays, if the shop accepts it; cash changes hands at the cellar only. */
export function checkPaymentMethod(body: OrderBody, shop: Shop): void {
  const method = body.paymentMethod;
  if (!acceptedMethods(shop.settings).includes(method))
    refuse({ paymentMethod: ['order.paymentMethodUnavailable'] }, 'order.paymentMethodUnavailable');
  if (method === 'CASH' && cashOnlyWhenCollecting && body.delivery.type !== 'CLICK_AND_COLLECT')
    refuse({ paymentMethod: ['order.cashOnlyWhenCollecting'] }, 'order.cashOnlyWhenCollecting');
}
