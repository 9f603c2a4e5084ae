import * as z from 'zod';
import { draftBody, idParam, pathParams, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParams, positionBodySchema } from './schemas.ts';
import { customerOrderListSchema, orderStatusListSchema, orderStatusValues, orderViewSchema } from '../checkout/orders.ts';
import { adminOrderListQuerySchema, adminOrderListSchema, adminOrderViewSchema, orderMailViewSchema, orderPaymentBodySchema, orderStatusBodySchema } from '../orders/admin-orders.ts';
import { mailPreviewSchema } from '../mail/mail-keys.ts';
import { carrierStatusSchema, mondialRelayTracingSchema, optimizedBoxesSchema, orderShipBodySchema, orderShippingPricesSchema, shippingPricesBodySchema, trackingLinkSchema } from '../orders/shipping.ts';
import { orderBackFileParams, orderBackListQuerySchema, orderBackListSchema, orderBackParams, orderBackViewSchema, returnAskBodySchema, returnMailParams, returnStatusBodySchema } from '../orders/returns.ts';
import { orderGenericValueInputSchema, orderGenericValueListSchema, orderGenericValueParams, orderGenericValueTypeParams, orderGenericValueViewSchema } from '../orders/generic-values.ts';

/** `status=WAITING` is the filter the spec shows (waiting orders loaded by the admin layout). */
export const orderListQuerySchema = listQuerySchema(['status', 'number', 'date'], ['id', 'number', 'date', 'status']);

const statusParams = z.strictObject({ id: idParam, status: z.enum(orderStatusValues, { error: 'orderMail.unknownStatus' }) });

/**
 * Orders and order returns: the shopper's order history, admin order handling (payments,
 * shipping, labels, mails), order returns and their generic values (spec 2 §7 "Orders (admin)",
 * "Order returns", storefront table).
 */
export const ordersRoutes = {
  // Storefront
  orderStatusList: route({ method: 'GET', path: '/list/order/status', level: 'public', group: 'orders', summary: 'Order status types (id, value: the label in the request language)', response: orderStatusListSchema }),
  customerOrders: route({
    method: 'GET',
    path: '/order',
    level: 'customer',
    group: 'orders',
    summary: 'Orders of the signed-in customer, newest first (list query: status, number, date; total, orders)',
    query: orderListQuerySchema,
    response: customerOrderListSchema,
  }),
  customerOrder: route({ method: 'GET', path: '/order/{id}', level: 'customer', group: 'orders', summary: "One order of the signed-in customer (another's: 404)", params: idParams, response: orderViewSchema }),
  // Read by both sides (docs/orders.md "Returns"): staff get the returns of the site named by `idSite`,
  // authorised as on an admin route (status=RETURN_ASK: the admin layout's counter); a customer gets their own.
  orderBacks: route({
    method: 'GET',
    path: '/order-back',
    level: 'signedIn',
    group: 'orders',
    summary: "Order returns, newest first (list query: status (RETURN_ASK for the waiting ones), order (the order's id), number, customer; total, ordersBack): staff get the site's, a customer their own",
    query: orderBackListQuerySchema,
    response: orderBackListSchema,
  }),
  customerOrderReturn: route({
    method: 'POST',
    path: '/order/{id}/return',
    level: 'customer',
    group: 'orders',
    summary: "Ask a return of one of the signed-in customer's shipped or delivered orders: lines (product, vintage, units), a reason of the site's RETURN_REASON list, a message",
    inferred: true,
    params: idParams,
    body: returnAskBodySchema,
    response: orderBackViewSchema,
  }),
  customerOrderBackFile: route({
    method: 'GET',
    path: '/order-back/{idOrderBack}/file/{idFile}',
    level: 'customer',
    group: 'orders',
    summary: "Download the label of one of the signed-in customer's returns (the files that came with LABEL_SENT only)",
    inferred: true,
    params: orderBackFileParams,
    binary: true,
  }),
  orderGenericValues: route({ method: 'GET', path: '/order-generic-values/{type}', level: 'public', group: 'orders', summary: 'The values of one of the site\'s lists for orders and returns, in order (RETURN_REASON: the reasons a shopper picks when asking a return)', params: orderGenericValueTypeParams, response: orderGenericValueListSchema }),

  // Orders (admin)
  adminOrders: route({
    method: 'GET',
    path: '/admin/order',
    level: 'admin',
    group: 'orders',
    summary: 'Orders of the site, newest first (list query: status (WAITING for the waiting list), number, customer, deliveryType, paymentMethod, paymentStatus, dateFrom, dateTo; total, sums, counts per status)',
    query: adminOrderListQuerySchema,
    response: adminOrderListSchema,
  }),
  adminOrder: route({ method: 'GET', path: '/admin/order/{id}', level: 'admin', group: 'orders', summary: 'One order with payments and balance, shipment, mail history and timeline', params: idParams, response: adminOrderViewSchema }),
  adminOrderStatus: route({
    method: 'PUT',
    path: '/admin/order/status/{id}',
    level: 'admin',
    group: 'orders',
    summary: 'Move an order to a status the flow allows (docs/orders.md "Statuses"); the status mail goes unless sendMail is false',
    params: idParams,
    body: orderStatusBodySchema,
    response: adminOrderViewSchema,
  }),
  adminOrderPaymentCreate: route({
    method: 'POST',
    path: '/admin/order/{id}/payment',
    level: 'admin',
    group: 'orders',
    summary: 'Record a payment or a refund (kind, amount, date, method, reference) on an order',
    params: idParams,
    body: orderPaymentBodySchema,
    response: adminOrderViewSchema,
  }),
  adminOrderPaymentUpdate: route({
    method: 'PUT',
    path: '/admin/order/{id}/payment/{idPayment}',
    level: 'admin',
    group: 'orders',
    summary: 'Change a payment the producer recorded (a card payment is read-only)',
    params: pathParams('id', 'idPayment'),
    body: orderPaymentBodySchema,
    response: adminOrderViewSchema,
  }),
  adminOrderPaymentDelete: route({
    method: 'DELETE',
    path: '/admin/order/{id}/payment/{idPayment}',
    level: 'admin',
    group: 'orders',
    summary: 'Delete a payment the producer recorded',
    params: pathParams('id', 'idPayment'),
    response: adminOrderViewSchema,
  }),
  // Shipping (docs/orders.md "Shipping an order"). The spec marks only /print as binary; the label
  // answers the PDF's bytes too (the admin downloads it as a blob with its own headers, as /print):
  // never a public address, the label stays under the media bucket's private prefix.
  adminOrderLabel: route({ method: 'GET', path: '/admin/order/{id}/label', level: 'admin', group: 'orders', summary: 'The shipping label bought at the carrier (PDF; 404 without one)', params: idParams, binary: true }),
  adminOrderCarrierStatus: route({ method: 'GET', path: '/admin/order/{id}/get-status', level: 'admin', group: 'orders', summary: 'The shipment and, for a partner carrier, its status and steps at the carrier now', inferred: true, params: idParams, response: carrierStatusSchema }),
  adminOrderTrackingLink: route({ method: 'GET', path: '/admin/order/{id}/tracking-link', level: 'admin', group: 'orders', summary: 'Tracking number and link of the shipment', inferred: true, params: idParams, response: trackingLinkSchema }),
  adminOrderMondialRelayTracing: route({ method: 'GET', path: '/admin/order/{id}/mondial-relay/tracing', level: 'admin', group: 'orders', summary: 'Mondial Relay’s detailed tracing of the parcel (WSI2_TracingColisDetaille)', inferred: true, params: idParams, response: mondialRelayTracingSchema }),
  adminOrderShipmentCancel: route({
    method: 'GET',
    path: '/admin/order/{id}/shipment/cancel',
    level: 'admin',
    group: 'orders',
    summary: 'Cancel the shipment (at the carrier when it supports it): the order goes back to Processing',
    inferred: true,
    params: idParams,
    response: adminOrderViewSchema,
  }),
  adminOrderMails: route({ method: 'GET', path: '/admin/order/{id}/mail', level: 'admin', group: 'orders', summary: 'Mail history of an order, oldest first', inferred: true, params: idParams, response: z.array(orderMailViewSchema) }),
  adminOrderPrint: route({ method: 'GET', path: '/admin/order/{id}/print', level: 'admin', group: 'orders', summary: 'Printable order (PDF)', inferred: true, params: idParams, binary: true }),
  adminOrderMailPreview: route({
    method: 'GET',
    path: '/admin/order/{id}/preview/mail/{status}',
    level: 'admin',
    group: 'orders',
    summary: 'The mail of a status as the shopper would get it now (their language), from its model',
    inferred: true,
    params: statusParams,
    response: mailPreviewSchema,
  }),
  adminOrderMailSend: route({
    method: 'POST',
    path: '/admin/order/{id}/send/mail/{status}',
    level: 'admin',
    group: 'orders',
    summary: 'Send (or send again) the mail of a status to the shopper, in any status of the order',
    params: statusParams,
    body: z.strictObject({}),
    optionalBody: true,
    response: adminOrderViewSchema,
  }),
  adminOrderShip: route({
    method: 'POST',
    path: '/admin/order/{id}/ship',
    level: 'admin',
    group: 'orders',
    summary: 'Ship a Processing order: the shipment and label at a partner carrier, or the typed tracking number; Shipped with its event and mail',
    params: idParams,
    body: orderShipBodySchema,
    optionalBody: true,
    response: adminOrderViewSchema,
  }),
  adminOrderShippingPrices: route({
    method: 'POST',
    path: '/admin/order/shipping-prices/{id}',
    level: 'admin',
    group: 'orders',
    summary: "What each of the site's carriers would charge now for the order, with the full explanation; the shopper's carrier first",
    params: idParams,
    body: shippingPricesBodySchema,
    optionalBody: true,
    response: orderShippingPricesSchema,
  }),
  adminOrderOptimizedBoxes: route({ method: 'GET', path: '/admin/order/optimized-boxes/{idOrder}/carrier/{idCarrier}', level: 'admin', group: 'orders', summary: 'Best packaging of an order for a carrier', params: pathParams('idOrder', 'idCarrier'), response: optimizedBoxesSchema }),
  adminOrderOptimizedBoxesStock: route({
    method: 'GET',
    path: '/admin/order/optimized-boxes/{idOrder}/carrier/{idCarrier}/stock',
    level: 'admin',
    group: 'orders',
    summary: 'Best packaging of an order for a carrier, from boxes in stock',
    params: pathParams('idOrder', 'idCarrier'),
    response: optimizedBoxesSchema,
  }),

  // Order returns (admin)
  adminOrderReturnMailPreview: route({
    method: 'GET',
    path: '/admin/order/{id}/return/{idOrderBack}/preview/mail/{status}',
    level: 'admin',
    group: 'orders',
    summary: "The mail of a return status as the shopper would get it now (their language), from its model",
    params: returnMailParams,
    response: mailPreviewSchema,
  }),
  adminOrderReturnMailSend: route({
    method: 'POST',
    path: '/admin/order/{id}/return/{idOrderBack}/send/mail/{status}',
    level: 'admin',
    group: 'orders',
    summary: 'Send (or send again) the mail of a return status to the shopper, in any status of the return',
    params: returnMailParams,
    body: z.strictObject({}),
    optionalBody: true,
    response: orderBackViewSchema,
  }),
  adminOrderBackStatus: route({
    method: 'PUT',
    path: '/admin/order-back/{idOrderBack}/status',
    level: 'admin',
    group: 'orders',
    summary: 'Move a return by an action the flow allows (docs/orders.md "Returns"; multipart: action, refundAmount, note, sendMail, the file under `file` — PDF, PNG or JPEG up to 4 MB, required for SEND_LABEL)',
    params: orderBackParams,
    multipart: true,
    body: returnStatusBodySchema,
    response: orderBackViewSchema,
  }),
  adminOrderBackFile: route({
    method: 'GET',
    path: '/admin/order-back/{idOrderBack}/file/{idFile}',
    level: 'admin',
    group: 'orders',
    summary: "Download a file of a return (the label, a photo…)",
    inferred: true,
    params: orderBackFileParams,
    binary: true,
  }),
  adminOrderGenericValueCreate: route({ method: 'POST', path: '/admin/order-generic-values/{type}', level: 'admin', group: 'orders', summary: 'Add a value, last of its list (label in French and English)', params: orderGenericValueTypeParams, body: orderGenericValueInputSchema, response: orderGenericValueViewSchema }),
  adminOrderGenericValueUpdate: route({ method: 'PUT', path: '/admin/order-generic-values/{type}/{id}', level: 'admin', group: 'orders', summary: 'Change a value\'s labels', inferred: true, params: orderGenericValueParams, body: orderGenericValueInputSchema, response: orderGenericValueViewSchema }),
  adminOrderGenericValueOrder: route({ method: 'PUT', path: '/admin/order-generic-values/{id}/order', level: 'admin', group: 'orders', summary: 'Move a value to a position of its list (from 0)', inferred: true, params: idParams, body: positionBodySchema, response: z.null() }),
  adminOrderGenericValueDelete: route({ method: 'DELETE', path: '/admin/order-generic-values/{id}', level: 'admin', group: 'orders', summary: 'Delete a value', inferred: true, params: idParams, response: z.null() }),
} as const;
