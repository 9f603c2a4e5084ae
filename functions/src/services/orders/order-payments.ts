import type { PaymentStatus } from '@cellar/shared/checkout/orders';
import type { OrderActor, OrderPaymentInput, PaymentKind } from '@cellar/shared/orders/admin-orders';
import { ValidationError, NotFoundError, ConflictError } from '../../lib/errors.ts';
import type { OrderRecord, StoredOrderPayment } from '../../repositories/order-repository.ts';
import { event, type OrderChange } from './order-changes.ts';

/** A payment line with everything read (lines written before issue 12 lack id, kind and source). */
export type OrderPayment = Required<Omit<StoredOrderPayment, 'recordedAt'>> & { recordedAt: string | null };

const cents = (amount: number): number => Math.round(amount * 100);

export function paymentsOf(order: Pick<OrderRecord, 'payments'>): OrderPayment[] {
  return order.payments.map((p, index) => ({
    id: p.id ?? index + 1,
    kind: p.kind ?? 'PAYMENT',
    amount: p.amount,
    date: p.date,
    method: p.method,
    reference: p.reference,
    source: p.source ?? (p.method === 'CARD' ? 'CARD' : 'ADMIN'),
    recordedAt: p.recordedAt ?? null,
  }));
}

/** Payments less refunds, in euros (summed in cents: no binary noise). */
export function paidOf(order: Pick<OrderRecord, 'payments'>): number {
  return (
    paymentsOf(order).reduce((sum, p) => sum + (p.kind === 'REFUND' ? -cents(p.amount) : cents(p.amount)), 0) / 100
  );
}

/** The refunds of accepted returns: the goods came back with the money, so the shopper owes them no more. */
export function returnedOf(order: Pick<OrderRecord, 'payments'>): number {
  return (
    paymentsOf(order).reduce(
      (sum, p) => sum + (p.source === 'RETURN' && p.kind === 'REFUND' ? cents(p.amount) : 0),
      0,
    ) / 100
  );
}

/** What the shopper still owes (negative: what the producer owes back). */
export function balanceOf(order: Pick<OrderRecord, 'payments' | 'total'>): number {
  return (cents(order.total) - cents(returnedOf(order)) - cents(paidOf(order))) / 100;
}

/** PAID once nothing is owed; otherwise the card's own state (FAILED, CANCELED) or PENDING. */
export function paymentStatusOf(order: Pick<OrderRecord, 'payments' | 'total' | 'payment'>): PaymentStatus {
  if (cents(balanceOf(order)) <= 0 && cents(paidOf(order)) > 0) return 'PAID';
  const own = order.payment.status;
  return own === 'FAILED' || own === 'CANCELED' ? own : 'PENDING';
}

const nextPaymentId = (order: OrderRecord): number => paymentsOf(order).reduce((max, p) => Math.max(max, p.id), 0) + 1;

/** The order with its payment lines replaced, its payment status following them. */
function withPayments(order: OrderRecord, payments: StoredOrderPayment[], at: string): OrderRecord {
  const next = { ...order, payments, updatedAt: at };
  return { ...next, payment: { ...order.payment, status: paymentStatusOf(next) } };
}

const details = (p: { kind: PaymentKind; amount: number; date: string; method: string; reference: string | null }) => ({
  kind: p.kind,
  amount: p.amount,
  date: p.date,
  method: p.method,
  reference: p.reference,
});

/** A refund may not take back more than was paid (after this change). */
function checkRefunds(order: OrderRecord): void {
  if (cents(paidOf(order)) < 0)
    throw new ValidationError({ amount: ['orderPayment.refundTooLarge'] }, 'orderPayment.refundTooLarge');
}

/** `POST /admin/order/{id}/payment` (ADMIN), and an accepted return's refund (RETURN). A canceled order takes refunds
 * only. */
export function addPayment(
  input: OrderPaymentInput,
  actor: OrderActor,
  at: string,
  source: 'ADMIN' | 'RETURN' = 'ADMIN',
) {
  return (order: OrderRecord): OrderChange => {
    if (order.status === 'CANCELED' && input.kind === 'PAYMENT')
      throw new ConflictError('orderPayment.orderCanceled', { kind: ['orderPayment.orderCanceled'] });
    const line: StoredOrderPayment = {
      id: nextPaymentId(order),
      kind: input.kind,
      amount: input.amount,
      date: input.day,
      method: input.method,
      reference: input.reference,
      source,
      recordedAt: at,
    };
    const next = withPayments(order, [...paymentsOf(order), line], at);
    checkRefunds(next);
    const status = { from: order.payment.status, to: next.payment.status };
    return {
      order: next,
      events: [
        event(
          at,
          actor,
          'PAYMENT_ADDED',
          status.from === status.to ? null : status.from,
          status.from === status.to ? null : status.to,
          { id: line.id!, ...details(input2(line)) },
        ),
      ],
    };
  };
}

/** `PUT /admin/order/{id}/payment/{idPayment}`: a line the producer recorded (a card's is the provider's). */
export function updatePayment(idPayment: number, input: OrderPaymentInput, actor: OrderActor, at: string) {
  return (order: OrderRecord): OrderChange => {
    const lines = paymentsOf(order);
    const before = lines.find((p) => p.id === idPayment);
    if (!before) throw new NotFoundError('orderPayment.notFound');
    if (before.source !== 'ADMIN')
      throw new ConflictError(before.source === 'CARD' ? 'orderPayment.cardReadOnly' : 'orderPayment.returnReadOnly');
    if (order.status === 'CANCELED' && input.kind === 'PAYMENT')
      throw new ConflictError('orderPayment.orderCanceled', { kind: ['orderPayment.orderCanceled'] });
    const after: StoredOrderPayment = {
      ...before,
      kind: input.kind,
      amount: input.amount,
      date: input.day,
      method: input.method,
      reference: input.reference,
    };
    const next = withPayments(
      order,
      lines.map((p) => (p.id === idPayment ? after : p)),
      at,
    );
    checkRefunds(next);
    return {
      order: next,
      events: [
        event(at, actor, 'PAYMENT_CHANGED', describe(before), describe(input2(after)), {
          id: idPayment,
          ...details(input2(after)),
        }),
      ],
    };
  };
}

/** `DELETE /admin/order/{id}/payment/{idPayment}`. */
export function deletePayment(idPayment: number, actor: OrderActor, at: string) {
  return (order: OrderRecord): OrderChange => {
    const lines = paymentsOf(order);
    const before = lines.find((p) => p.id === idPayment);
    if (!before) throw new NotFoundError('orderPayment.notFound');
    if (before.source !== 'ADMIN')
      throw new ConflictError(before.source === 'CARD' ? 'orderPayment.cardReadOnly' : 'orderPayment.returnReadOnly');
    const next = withPayments(
      order,
      lines.filter((p) => p.id !== idPayment),
      at,
    );
    checkRefunds(next);
    return {
      order: next,
      events: [event(at, actor, 'PAYMENT_DELETED', describe(before), null, { id: idPayment, ...details(before) })],
    };
  };
}

/**
 * The provider says the card payment succeeded: recorded once, whatever the order's status (a
 * payment that lands after the unpaid order was canceled is money received: the balance shows it).
 */
export function recordCardPayment(intentId: string, amount: number, at: string, actor: OrderActor) {
  return (order: OrderRecord): OrderChange | null => {
    if (order.payment.intentId !== intentId || order.payment.status === 'PAID') return null;
    if (paymentsOf(order).some((p) => p.source === 'CARD' && p.reference === intentId)) return null;
    const line: StoredOrderPayment = {
      id: nextPaymentId(order),
      kind: 'PAYMENT',
      amount,
      date: at,
      method: 'CARD',
      reference: intentId,
      source: 'CARD',
      recordedAt: at,
    };
    const next = withPayments(order, [...paymentsOf(order), line], at);
    next.payment = { ...next.payment, status: 'PAID' };
    return {
      order: next,
      events: [event(at, actor, 'CARD_PAID', order.payment.status, 'PAID', { amount, intent: intentId })],
    };
  };
}

/** The provider says the card payment failed or was cancelled (never over a recorded payment). */
export function recordCardFailure(
  intentId: string,
  status: 'FAILED' | 'CANCELED',
  at: string,
  actor: OrderActor,
  reason: string | null,
) {
  return (order: OrderRecord): OrderChange | null => {
    if (order.payment.intentId !== intentId || order.payment.status === 'PAID' || order.payment.status === status)
      return null;
    const next = { ...order, payment: { ...order.payment, status }, updatedAt: at };
    return {
      order: next,
      events: [event(at, actor, 'CARD_FAILED', order.payment.status, status, { intent: intentId, reason })],
    };
  };
}

const input2 = (p: StoredOrderPayment) => ({
  kind: p.kind ?? 'PAYMENT',
  amount: p.amount,
  date: p.date,
  method: p.method,
  reference: p.reference,
});
const describe = (p: { kind: PaymentKind; amount: number; method: string }) =>
  `${p.kind} ${p.amount.toFixed(2)} ${p.method}`;
