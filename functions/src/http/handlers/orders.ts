import { applyListQuery } from '@cellar/shared/list-query';
import { orderStatusLabels, orderStatusValues } from '@cellar/shared/checkout/orders';
import { orderService } from '../../services/checkout/order-service.ts';
import { notImplemented, type GroupHandlers } from '../types.ts';

/** Routes not built yet answer 501 "Not implemented" until their issue builds them. */
export const ordersHandlers: GroupHandlers<'orders'> = {
  // The shopper's own orders (issue 7, docs/checkout.md "The customer's orders").
  orderStatusList: async ({ lang }) => ({ data: orderStatusValues.map((id) => ({ id, value: orderStatusLabels[id][lang] })) }),
  customerOrders: async ({ site, principal, query, lang }) => {
    const orders = await orderService.forCustomer(site, principal, lang);
    // Newest first unless asked otherwise; `date` sorts by the instant, not by its dd/mm/yyyy text.
    const orderBy = query.orderBy?.field === 'date' ? { ...query.orderBy, field: 'createdAt' } : query.orderBy;
    const { items, total } = applyListQuery(orders, { ...query, orderBy });
    return { data: { orders: items, total } };
  },
  customerOrder: async ({ site, principal, params, lang }) => ({ data: await orderService.ofCustomer(site, principal, params.id, lang) }),
  orderBacks: notImplemented,
  orderGenericValues: notImplemented,
  adminOrders: notImplemented,
  adminOrder: notImplemented,
  adminOrderStatus: notImplemented,
  adminOrderPaymentCreate: notImplemented,
  adminOrderPaymentUpdate: notImplemented,
  adminOrderPaymentDelete: notImplemented,
  adminOrderLabel: notImplemented,
  adminOrderCarrierStatus: notImplemented,
  adminOrderTrackingLink: notImplemented,
  adminOrderMondialRelayTracing: notImplemented,
  adminOrderShipmentCancel: notImplemented,
  adminOrderMails: notImplemented,
  adminOrderPrint: notImplemented,
  adminOrderMailPreview: notImplemented,
  adminOrderMailSend: notImplemented,
  adminOrderShip: notImplemented,
  adminOrderShippingPrices: notImplemented,
  adminOrderOptimizedBoxes: notImplemented,
  adminOrderOptimizedBoxesStock: notImplemented,
  adminOrderReturnMailPreview: notImplemented,
  adminOrderReturnMailSend: notImplemented,
  adminOrderBackStatus: notImplemented,
  adminOrderGenericValueCreate: notImplemented,
  adminOrderGenericValueUpdate: notImplemented,
  adminOrderGenericValueOrder: notImplemented,
  adminOrderGenericValueDelete: notImplemented,
};
