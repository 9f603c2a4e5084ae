import { authorisedSiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { orderRepository } from '../../repositories/order-repository.ts';
import { paymentProvider } from '../../adapters/payment/payments.ts';
import { paymentService } from '../checkout/payment-service.ts';
import { moveTo } from './admin-order-service.ts';
import { changeOrder, systemActor } from './order-changes.ts';
import { sendStatusMail } from './order-mails.ts';
import { orderStats } from '../stats/order-stats.ts';

/** A card order not paid this long after it was placed is canceled (docs/orders.md "A card order never paid"). */
export const unpaidCardLimitMs = 60 * 60 * 1000;
const actor = systemActor('unpaid card orders');

/**
 * Cancels the card orders still unpaid an hour after they were placed, every site: their stock
 * goes back and their intent is cancelled at the provider. The provider is asked first: a payment
 * it took but never told us of (a lost webhook) is recorded instead. Answers what it did.
 */
export async function cancelUnpaidCardOrders(now: Date = new Date()): Promise<{ canceled: number; paid: number }> {
  const cutoff = new Date(now.getTime() - unpaidCardLimitMs).toISOString();
  const done = { canceled: 0, paid: 0 };
  const seen = new Set<string>();
  for (;;) {
    const pending = (await orderRepository.cardPendingBefore(cutoff, 50)).filter(
      ({ idSite, idOrder }) => !seen.has(`${idSite}#${idOrder}`),
    );
    if (pending.length === 0) return done;
    for (const { idSite, idOrder } of pending) {
      seen.add(`${idSite}#${idOrder}`);
      try {
        const outcome = await settle(idSite, idOrder, now);
        if (outcome) done[outcome] += 1;
      } catch (error) {
        // One order's trouble (the provider down) never stops the others; the next run tries again.
        logger.error('unpaid card order not settled', {
          site: idSite,
          order: idOrder,
          error: (error as Error).message,
        });
      }
    }
  }
}

async function settle(idSite: number, idOrder: number, now: Date): Promise<'canceled' | 'paid' | null> {
  const site = authorisedSiteId(idSite);
  const order = await orderRepository.get(site, idOrder);
  if (!order || order.status !== 'WAITING' || order.payment.method !== 'CARD' || order.payment.status === 'PAID')
    return null;
  if (order.payment.intentId) {
    const intent = await paymentProvider().retrieveIntent(order.payment.intentId, order.payment.account);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      if (intent.status === 'succeeded') await paymentService.apply(site, order, intent, now);
      return intent.status === 'succeeded' ? 'paid' : null;
    }
  }
  const at = now.toISOString();
  const canceled = await changeOrder(site, idOrder, async (current) => {
    if (current.status !== 'WAITING' || current.payment.status === 'PAID') return null;
    return moveTo(site, 'CANCELED', actor, at, { reason: 'UNPAID_CARD' })(current);
  });
  if (canceled.status !== 'CANCELED') return null;
  await paymentService.abandon(canceled.payment);
  await orderStats.canceled(site, canceled);
  // The shopper learns why (their model may be turned off by the site).
  await sendStatusMail(site, canceled, 'CANCELED', actor, { automatic: true });
  return 'canceled';
}
