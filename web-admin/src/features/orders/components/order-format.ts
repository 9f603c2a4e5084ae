import type { OrderStatus, PaymentStatus } from '@cellar/shared/checkout/orders';

/** One colour per status, the same on the tabs, the list and the order. */
export const statusColours: Record<OrderStatus, string> = {
  WAITING: 'orange',
  PROCESSING: 'blue',
  SHIPPED: 'grape',
  DELIVERED: 'green',
  CANCELED: 'gray',
};

export const paymentStatusColours: Record<PaymentStatus, string> = {
  PENDING: 'yellow',
  PAID: 'green',
  FAILED: 'red',
  CANCELED: 'gray',
};

/** Today in Paris as dd/mm/yyyy (the day a payment is typed, by default). */
export function parisDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);
}
