import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { orderStatusValues } from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { AdminOrderView, OrderActor, OrderPaymentInput } from '@cellar/shared/orders/admin-orders';
import { parisToday } from '@cellar/shared/orders/admin-orders';
import { transitionRefusal } from '@cellar/shared/orders/status-flow';
import { isoDay, parseDay } from '@cellar/shared/validation/dates';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { orderRepository, type OrderRecord } from '../../repositories/order-repository.ts';
import { paymentService } from '../checkout/payment-service.ts';
import { adminOrderListItem, adminOrderView, mailViews } from './admin-order-views.ts';
import { changeOrder, event, type OrderChange } from './order-changes.ts';
import { sendStatusMail, statusMailPreview } from './order-mails.ts';
import { addPayment, deletePayment, updatePayment } from './order-payments.ts';
import { orderStats } from '../stats/order-stats.ts';
import { scheduleReviewAsk } from '../social/review-asks.ts';

/** A day of an order in Paris (yyyy-mm-dd), as the date filters compare it. */
const parisDayOf = (instant: string): string => parisToday(new Date(instant));

/** The list filters that are not plain fields of a row: customer (name or e-mail) and the days. */
function readDayFilter(
  query: ListQuery,
  field: 'dateFrom' | 'dateTo',
  errors: Record<string, ['validation.invalidValue']>,
): string | null {
  const filter = query.filters.find((f) => f.field === field);
  if (!filter) return null;
  const day = parseDay(filter.value);
  if (!day) {
    errors[field] = ['validation.invalidValue'];
    return null;
  }
  return isoDay(day);
}

/**
 * Moves an order to `to` (docs/orders.md "Statuses"): refused moves answer 409 with the reason on
 * `status`; CANCELED gives back the stock the order took (the items that still exist) and stops
 * waiting for a card payment; SHIPPED keeps the tracking number the producer typed.
 */
export function moveTo(
  site: SiteId,
  to: OrderStatus,
  actor: OrderActor,
  at: string,
  options: { trackingNumber?: string | null; reason?: string } = {},
) {
  return async (order: OrderRecord): Promise<OrderChange> => {
    const refusal = transitionRefusal(
      {
        status: order.status,
        deliveryType: order.delivery.type,
        shipmentActive: order.shipment?.status === 'ACTIVE' && Boolean(order.shipment.labelKey),
      },
      to,
    );
    if (refusal) throw new ConflictError(refusal, { status: [refusal] });
    const tracking = options.trackingNumber?.trim() || null;
    if (tracking && to !== 'SHIPPED')
      throw new ValidationError({ trackingNumber: ['order.trackingOnlyWhenShipped'] }, 'order.trackingOnlyWhenShipped');
    const next: OrderRecord = { ...order, status: to, updatedAt: at };
    const details: Record<string, string | number | boolean | null> = {};
    if (tracking) details.trackingNumber = tracking;
    if (options.reason) details.reason = options.reason;
    const events = [event(at, actor, 'STATUS', order.status, to, details)];
    if (to === 'SHIPPED') {
      next.shipment = {
        idCarrier: order.delivery.idCarrier,
        carrierName: order.delivery.carrierName,
        trackingNumber: tracking,
        trackingUrl: null,
        labelKey: null,
        status: 'ACTIVE',
        shippedAt: at,
      };
    }
    if (order.status === 'SHIPPED' && to === 'PROCESSING' && next.shipment)
      next.shipment = { ...next.shipment, status: 'CANCELED' };
    let stockBack: OrderRecord['stock'] | undefined;
    if (to === 'CANCELED') {
      next.canceledAt = at;
      if (order.payment.method === 'CARD' && order.payment.status !== 'PAID')
        next.payment = { ...order.payment, status: 'CANCELED' };
      if (!order.stockReturnedAt && order.stock.length > 0) {
        // A wine deleted since has nowhere to take its units back: said in the event, not a failure.
        const existing = await orderRepository.existingStock(site, order.stock);
        stockBack = order.stock.filter((line) => existing.has(line.id));
        const units = (lines: OrderRecord['stock']) => lines.reduce((sum, line) => sum + line.quantity, 0);
        next.stockReturnedAt = at;
        events.push(
          event(at, actor, 'STOCK_RETURNED', null, null, {
            units: units(stockBack),
            missing: units(order.stock) - units(stockBack),
          }),
        );
      }
    }
    return { order: next, events, stockBack };
  };
}

export const adminOrderService = {
  /** `GET /admin/order`: newest first by default; counts per status over the other filters (the tabs). */
  async list(site: SiteId, query: ListQuery, lang: Lang) {
    const errors: Record<string, ['validation.invalidValue']> = {};
    const from = readDayFilter(query, 'dateFrom', errors);
    const to = readDayFilter(query, 'dateTo', errors);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const customer = query.filters.find((f) => f.field === 'customer')?.value.toLowerCase() ?? null;
    const orders = await orderRepository.all(site);
    const rows = orders
      .filter((order) => {
        const day = parisDayOf(order.createdAt);
        if (from && day < from) return false;
        if (to && day > to) return false;
        if (customer) {
          const who = [order.customer.firstname, order.customer.lastname, order.customer.email]
            .filter(Boolean)
            .join(' ')
            .toLowerCase();
          if (!who.includes(customer)) return false;
        }
        return true;
      })
      .map((order) => adminOrderListItem(order, lang));
    const plain = query.filters.filter((f) => !['customer', 'dateFrom', 'dateTo'].includes(f.field));
    const orderBy = !query.orderBy
      ? { field: 'createdAt', direction: 'desc' as const }
      : query.orderBy.field === 'date'
        ? { ...query.orderBy, field: 'createdAt' }
        : query.orderBy.field === 'customer'
          ? { ...query.orderBy, field: 'customerName' }
          : query.orderBy;
    const sortable = rows.map((row) => ({ ...row, customerName: row.customer.name }));
    const { items, total } = applyListQuery(sortable, { ...query, filters: plain, orderBy });
    const matching = applyListQuery(sortable, {
      ...query,
      filters: plain,
      page: 1,
      nbItem: Number.MAX_SAFE_INTEGER,
      orderBy: undefined,
    }).items;
    const withoutStatus = applyListQuery(sortable, {
      ...query,
      filters: plain.filter((f) => f.field !== 'status'),
      page: 1,
      nbItem: Number.MAX_SAFE_INTEGER,
      orderBy: undefined,
    }).items;
    const counts = Object.fromEntries(
      orderStatusValues.map((s) => [s, withoutStatus.filter((row) => row.status === s).length]),
    ) as Record<OrderStatus, number>;
    const sum = (pick: (row: (typeof matching)[number]) => number) =>
      Math.round(matching.reduce((acc, row) => acc + Math.round(pick(row) * 100), 0)) / 100;
    return {
      orders: items.map(({ customerName: _, ...row }) => row),
      total,
      sum: { total: sum((r) => r.total), balance: sum((r) => r.balance) },
      counts,
    };
  },

  async get(site: SiteId, idOrder: number, lang: Lang): Promise<AdminOrderView> {
    const order = await orderRepository.get(site, idOrder);
    if (!order) throw new NotFoundError('order.notFound');
    return adminOrderView(order, await orderRepository.events(site, idOrder), lang);
  },

  /** `GET /admin/order/{id}/mail`: the order's mail history, oldest first (the order alone, not its events). */
  async mails(site: SiteId, idOrder: number): Promise<AdminOrderView['mails']> {
    const order = await orderRepository.get(site, idOrder);
    if (!order) throw new NotFoundError('order.notFound');
    return mailViews(order);
  },

  async view(site: SiteId, order: OrderRecord, lang: Lang): Promise<AdminOrderView> {
    return adminOrderView(order, await orderRepository.events(site, order.id), lang);
  },

  /** Moves the order, then sends the new status's mail unless `sendMail` is false (its failure is recorded, the move
   * stands). */
  async changeStatus(
    site: SiteId,
    actor: OrderActor,
    idOrder: number,
    body: { status: OrderStatus; sendMail?: boolean; trackingNumber?: string | null; revision?: number },
    lang: Lang,
  ) {
    const at = new Date().toISOString();
    let order = await changeOrder(
      site,
      idOrder,
      moveTo(site, body.status, actor, at, { trackingNumber: body.trackingNumber }),
      { expectedRevision: body.revision },
    );
    if (body.status === 'CANCELED') await paymentService.abandon(order.payment);
    // CANCELED is final (status-flow): this move is the order's one cancellation, taken off its day's figures.
    if (body.status === 'CANCELED') await orderStats.canceled(site, order);
    // DELIVERED is final: the shopper has the wine, the site's review ask is written once (docs/social.md).
    if (body.status === 'DELIVERED') await scheduleReviewAsk(site, order);
    if (body.sendMail !== false) order = await sendStatusMail(site, order, body.status, actor, { automatic: true });
    return this.view(site, order, lang);
  },

  /** `GET /admin/order/{id}/preview/mail/{status}`. */
  async mailPreview(site: SiteId, idOrder: number, status: OrderStatus) {
    const order = await orderRepository.get(site, idOrder);
    if (!order) throw new NotFoundError('order.notFound');
    return statusMailPreview(site, order, status);
  },

  /** `POST /admin/order/{id}/send/mail/{status}`: any status's mail, in any status of the order (sent even if the model
   * is turned off). */
  async sendMail(site: SiteId, actor: OrderActor, idOrder: number, status: OrderStatus, lang: Lang) {
    const order = await orderRepository.get(site, idOrder);
    if (!order) throw new NotFoundError('order.notFound');
    return this.view(site, await sendStatusMail(site, order, status, actor, { automatic: false }), lang);
  },

  async addPayment(site: SiteId, actor: OrderActor, idOrder: number, input: OrderPaymentInput, lang: Lang) {
    return this.view(site, await changeOrder(site, idOrder, addPayment(input, actor, new Date().toISOString())), lang);
  },
  async updatePayment(
    site: SiteId,
    actor: OrderActor,
    idOrder: number,
    idPayment: number,
    input: OrderPaymentInput,
    lang: Lang,
  ) {
    return this.view(
      site,
      await changeOrder(site, idOrder, updatePayment(idPayment, input, actor, new Date().toISOString())),
      lang,
    );
  },
  async deletePayment(site: SiteId, actor: OrderActor, idOrder: number, idPayment: number, lang: Lang) {
    return this.view(
      site,
      await changeOrder(site, idOrder, deletePayment(idPayment, actor, new Date().toISOString())),
      lang,
    );
  },
};
