import { randomUUID } from 'node:crypto';
import type { SiteId } from '../../../data/site-id.ts';
import { rateLimiter, rateLimits } from '../../common/rate-limits.ts';
import type { Customer } from '../../users/customer-service.ts';
import type { OrderKey } from './order-key.ts';
import type { OrderBody } from './placement-types.ts';

/**
 * The limits a new order takes (a replay is not one): orders per client address on this shop, and a
 * guest's orders per e-mail, each of which mails that address. An order retried with its
 * Idempotency-Key, even at the same moment, counts once.
 */
export async function takeOrderLimits(
  site: SiteId,
  who: { key: OrderKey | null; customer: Customer | null; email: OrderBody['user']['email']; clientAddress: string },
): Promise<void> {
  const once = who.key?.hash ?? randomUUID();
  await rateLimiter.take(rateLimits.ordersPerAddress, `${site}|${who.clientAddress}`, { once });
  if (!who.customer && who.email)
    await rateLimiter.take(rateLimits.guestOrdersPerEmail, `${site}|${who.email}`, { once });
}
