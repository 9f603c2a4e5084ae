import { applyListQuery } from '@cellar/shared/list-query';
import { orderStatusLabels, orderStatusValues } from '@cellar/shared/checkout/orders';
import { orderService } from '../../services/checkout/order-service.ts';
import { orderGenericValueService } from '../../services/orders/generic-values-service.ts';
import { adminOrderService } from '../../services/orders/admin-order-service.ts';
import { actorOf } from '../../services/orders/order-changes.ts';
import { printOrder } from '../../services/orders/order-print.ts';
import { orderShippingService } from '../../services/orders/order-shipping.ts';
import { orderReturnService } from '../../services/orders/order-returns.ts';
import { authoriseSite, requestedSite } from '../authorise-site.ts';
import type { GroupHandlers } from '../types.ts';

/** Routes not built yet answer 501 "Not implemented" until their issue builds them. */
export const ordersHandlers: GroupHandlers<'orders'> = {
  // The shopper's own orders (issue 7, docs/checkout.md "The customer's orders").
  orderStatusList: async ({ lang }) => ({
    data: orderStatusValues.map((id) => ({ id, value: orderStatusLabels[id][lang] })),
  }),
  customerOrders: async ({ site, principal, query, lang }) => {
    const orders = await orderService.forCustomer(site, principal, lang);
    // Newest first unless asked otherwise; `date` sorts by the instant, not by its dd/mm/yyyy text.
    const orderBy = query.orderBy?.field === 'date' ? { ...query.orderBy, field: 'createdAt' } : query.orderBy;
    const { items, total } = applyListQuery(orders, { ...query, orderBy });
    return { data: { orders: items, total } };
  },
  customerOrder: async ({ site, principal, params, lang }) => ({
    data: await orderService.ofCustomer(site, principal, params.id, lang),
  }),
  // Order returns (docs/orders.md "Returns"). A signedIn route gets no site: staff's is authorised here
  // by the pipeline's own step, as on an admin route; a customer's is their token's (checked against idSite).
  orderBacks: async ({ principal, headers, query, lang }) => {
    if (principal.kind === 'staff') {
      const site = (await authoriseSite({ level: 'admin' }, principal, requestedSite(headers)))!;
      return { data: await orderReturnService.list(site, 'staff', null, query, lang) };
    }
    return { data: await orderReturnService.list(principal.site, 'customer', principal.sub, query, lang) };
  },
  customerOrderReturn: async ({ site, principal, params, body, lang }) => ({
    status: 201,
    message: 'return.asked',
    data: await orderReturnService.ask(site, principal, params.id, body, lang),
  }),
  customerOrderBackFile: async ({ site, principal, params }) => ({
    binary: await orderReturnService.file(site, params.idOrderBack, params.idFile, 'customer', principal.sub),
  }),
  orderGenericValues: async ({ site, params, lang }) => ({
    data: await orderGenericValueService.list(site, params.type, lang),
  }),
  // The producer's orders (issue 12, docs/orders.md).
  adminOrders: async ({ site, query, lang }) => ({ data: await adminOrderService.list(site, query, lang) }),
  adminOrder: async ({ site, params, lang }) => ({ data: await adminOrderService.get(site, params.id, lang) }),
  adminOrderStatus: async ({ site, principal, params, body, lang }) => ({
    message: 'order.statusChanged',
    data: await adminOrderService.changeStatus(site, actorOf(principal), params.id, body, lang),
  }),
  adminOrderPaymentCreate: async ({ site, principal, params, body, lang }) => ({
    status: 201,
    message: body.kind === 'REFUND' ? 'orderPayment.refundAdded' : 'orderPayment.added',
    data: await adminOrderService.addPayment(site, actorOf(principal), params.id, body, lang),
  }),
  adminOrderPaymentUpdate: async ({ site, principal, params, body, lang }) => ({
    message: 'orderPayment.changed',
    data: await adminOrderService.updatePayment(
      site,
      actorOf(principal),
      Number(params.id),
      Number(params.idPayment),
      body,
      lang,
    ),
  }),
  adminOrderPaymentDelete: async ({ site, principal, params, lang }) => ({
    message: 'orderPayment.deleted',
    data: await adminOrderService.deletePayment(
      site,
      actorOf(principal),
      Number(params.id),
      Number(params.idPayment),
      lang,
    ),
  }),
  // Shipping (docs/orders.md "Shipping an order").
  adminOrderLabel: async ({ site, params, lang }) => ({
    binary: {
      ...(await orderShippingService.label(site, params.id, lang)),
      contentType: 'application/pdf',
      disposition: 'inline',
    },
  }),
  adminOrderCarrierStatus: async ({ site, params, lang }) => ({
    data: await orderShippingService.carrierStatus(site, params.id, lang),
  }),
  adminOrderTrackingLink: async ({ site, params }) => ({
    data: await orderShippingService.trackingLink(site, params.id),
  }),
  adminOrderMondialRelayTracing: async ({ site, params, lang }) => ({
    data: await orderShippingService.mondialRelayTracing(site, params.id, lang),
  }),
  adminOrderShipmentCancel: async ({ site, principal, params, lang }) => ({
    message: 'shipment.canceled',
    data: await orderShippingService.cancel(site, actorOf(principal), params.id, lang),
  }),
  adminOrderMails: async ({ site, params }) => ({ data: await adminOrderService.mails(site, params.id) }),
  adminOrderPrint: async ({ site, params, lang }) => ({
    binary: { ...(await printOrder(site, params.id, lang)), contentType: 'application/pdf', disposition: 'inline' },
  }),
  adminOrderMailPreview: async ({ site, params }) => ({
    data: await adminOrderService.mailPreview(site, params.id, params.status),
  }),
  adminOrderMailSend: async ({ site, principal, params, lang }) => ({
    message: 'orderMail.sent',
    data: await adminOrderService.sendMail(site, actorOf(principal), params.id, params.status, lang),
  }),
  adminOrderShip: async ({ site, principal, params, body, lang }) => ({
    message: 'shipment.shipped',
    data: await orderShippingService.ship(site, actorOf(principal), params.id, body ?? {}, lang),
  }),
  adminOrderShippingPrices: async ({ site, params, lang }) => ({
    data: await orderShippingService.prices(site, params.id, lang),
  }),
  adminOrderOptimizedBoxes: async ({ site, params }) => ({
    data: await orderShippingService.optimizedBoxes(site, Number(params.idOrder), Number(params.idCarrier), false),
  }),
  adminOrderOptimizedBoxesStock: async ({ site, params }) => ({
    data: await orderShippingService.optimizedBoxes(site, Number(params.idOrder), Number(params.idCarrier), true),
  }),
  adminOrderReturnMailPreview: async ({ site, params }) => ({
    data: await orderReturnService.mailPreview(site, params.id, params.idOrderBack, params.status),
  }),
  adminOrderReturnMailSend: async ({ site, principal, params, lang }) => ({
    message: 'return.mailSent',
    data: await orderReturnService.sendMail(
      site,
      actorOf(principal),
      params.id,
      params.idOrderBack,
      params.status,
      lang,
    ),
  }),
  adminOrderBackStatus: async ({ site, principal, params, body, lang }) => ({
    message: 'return.statusChanged',
    data: await orderReturnService.changeStatus(site, actorOf(principal), params.idOrderBack, body, lang),
  }),
  adminOrderBackFile: async ({ site, params }) => ({
    binary: await orderReturnService.file(site, params.idOrderBack, params.idFile, 'staff', null),
  }),
  adminOrderGenericValueCreate: async ({ site, params, body, lang }) => ({
    message: 'orderValue.created',
    data: await orderGenericValueService.create(site, params.type, body, lang),
  }),
  adminOrderGenericValueUpdate: async ({ site, params, body, lang }) => ({
    message: 'orderValue.updated',
    data: await orderGenericValueService.update(site, params.type, params.id, body, lang),
  }),
  adminOrderGenericValueOrder: async ({ site, params, body }) => {
    await orderGenericValueService.move(site, params.id, body.order);
    return { message: 'orderValue.moved', data: null };
  },
  adminOrderGenericValueDelete: async ({ site, params }) => {
    await orderGenericValueService.remove(site, params.id);
    return { message: 'orderValue.deleted', data: null };
  },
};
