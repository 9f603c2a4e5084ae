import { orderStatusLabels, paymentMethodLabels } from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { AdminOrderListItem, AdminOrderView } from '@cellar/shared/orders/admin-orders';
import { allowedStatuses } from '@cellar/shared/orders/status-flow';
import type { OrderRecord, StoredOrderEvent } from '../../repositories/order-repository.ts';
import { dayText, orderView, parisDateTimeText } from '../checkout/order-views.ts';
import { actorText, eventText } from './order-event-text.ts';
import { balanceOf, paidOf, paymentStatusOf, paymentsOf, returnedOf } from './order-payments.ts';

const shipmentActive = (order: OrderRecord): boolean =>
  order.shipment?.status === 'ACTIVE' && Boolean(order.shipment.labelKey);

/** The order's mail history, oldest first, each with its Paris date and time. */
export const mailViews = (order: OrderRecord): AdminOrderView['mails'] =>
  order.mails.map((m) => ({ ...m, date: parisDateTimeText(new Date(m.sentAt)) }));

/** `GET /admin/order/{id}` and every change's answer: the order, its money, its moves and its history. */
export function adminOrderView(order: OrderRecord, events: readonly StoredOrderEvent[], lang: Lang): AdminOrderView {
  const base = orderView(order, lang, null);
  const payments = paymentsOf(order);
  return {
    ...base,
    // The producer never needs the shopper's card secret.
    payment: { ...base.payment, clientSecret: null, publishableKey: null, status: paymentStatusOf(order) },
    customer: { ...base.customer, idCustomer: order.customer.idCustomer },
    lang: order.lang,
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      date: dayText(p.date),
      method: p.method,
      label: paymentMethodLabels[p.method][lang],
      reference: p.reference,
      source: p.source,
    })),
    paid: paidOf(order),
    returned: returnedOf(order),
    balance: balanceOf(order),
    paymentStatus: paymentStatusOf(order),
    allowedStatuses: allowedStatuses({
      status: order.status,
      deliveryType: order.delivery.type,
      shipmentActive: shipmentActive(order),
    }),
    shipment: order.shipment
      ? {
          idCarrier: order.shipment.idCarrier,
          carrierName: order.shipment.carrierName,
          trackingNumber: order.shipment.trackingNumber,
          trackingUrl: order.shipment.trackingUrl,
          hasLabel: Boolean(order.shipment.labelKey),
          status: order.shipment.status,
          shippedAt: order.shipment.shippedAt,
        }
      : null,
    shippingExplanation: order.shippingExplanation ?? null,
    mails: mailViews(order),
    events: events.map((e) => ({
      id: `${e.revision}-${e.n}`,
      type: e.type,
      at: e.at,
      date: parisDateTimeText(new Date(e.at)),
      actor: actorText(e.actor, lang),
      from: e.from,
      to: e.to,
      details: e.details,
      text: eventText(e, lang),
    })),
    updatedAt: order.updatedAt,
    revision: order.revision ?? 0,
  };
}

/** A row of `GET /admin/order`. */
export function adminOrderListItem(order: OrderRecord, lang: Lang): AdminOrderListItem {
  const name = [order.customer.firstname, order.customer.lastname].filter(Boolean).join(' ');
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: orderStatusLabels[order.status]?.[lang] ?? order.status,
    createdAt: order.createdAt,
    date: parisDateTimeText(new Date(order.createdAt)),
    customer: { name: name || order.customer.email, email: order.customer.email, guest: order.customer.guest },
    quantity: order.products.reduce((sum, line) => sum + line.quantity, 0),
    total: order.total,
    balance: balanceOf(order),
    paymentMethod: order.payment.method,
    paymentLabel: paymentMethodLabels[order.payment.method][lang],
    paymentStatus: paymentStatusOf(order),
    deliveryType: order.delivery.type,
    carrierName: order.delivery.carrierName,
  };
}
