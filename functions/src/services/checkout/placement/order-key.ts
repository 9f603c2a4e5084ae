import { createHash } from 'node:crypto';
import { idempotencyKeyPattern } from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import { paymentProvider } from '../../../adapters/payment/payments.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { SiteId } from '../../../data/site-id.ts';
import { ConflictError } from '../../../lib/errors.ts';
import { orderRepository, type OrderKeyRecord } from '../../../repositories/order-repository.ts';
import { orderView } from '../order-views.ts';
import type { OrderBody, PlacedOrder } from './placement-types.ts';
import { refuse } from './refuse.ts';

/** An Idempotency-Key is remembered a day (Stripe's practice): a retry comes within minutes. */
export const idempotencyKeyLifetimeSeconds = 24 * 3600;

/** An order's Idempotency-Key as the placement holds it: scoped to who sends it, with the hash of the body sent. */
export interface OrderKey {
  hash: string;
  bodyHash: string;
}

/** Keys sorted at every level: the same body gives the same hash whatever the order of its fields. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The request's key (none: every call places an order); a malformed one is refused before any read. */
export function orderKeyOf(principal: Principal, body: OrderBody, rawKey: string | undefined): OrderKey | null {
  if (rawKey !== undefined && !idempotencyKeyPattern.test(rawKey))
    refuse({ 'idempotency-key': ['order.invalidIdempotencyKey'] }, 'order.invalidIdempotencyKey');
  if (!rawKey) return null;
  const scope = principal.kind === 'customer' ? `customer:${principal.sub}` : 'guest';
  return { hash: sha256(`${scope}\n${rawKey}`), bodyHash: sha256(canonical(body)) };
}

/** The order placed before with the same key and body, answered again; the same key with another body: 409. */
export async function replayIfSameKey(
  site: SiteId,
  key: OrderKey | null,
  lang: Lang,
  now: Date,
): Promise<PlacedOrder | null> {
  if (!key) return null;
  const record = await orderRepository.getKey(site, key.hash, now);
  if (!record) return null;
  if (record.bodyHash !== key.bodyHash)
    throw new ConflictError('order.idempotencyKeyReused', { 'idempotency-key': ['order.idempotencyKeyReused'] });
  const order = await orderRepository.get(site, record.idOrder);
  if (!order) throw new Error(`Idempotency record of site ${site} names order ${record.idOrder}, which is missing`);
  return { order: orderView(order, lang, paymentProvider().publishableKey), replayed: true };
}

/** The key's record, written in the order's transaction: it names the order and lasts a day. */
export function keyRecord(key: OrderKey, idOrder: number, now: Date): { hash: string; record: OrderKeyRecord } {
  const createdAt = now.toISOString();
  const expiresAt = Math.floor(now.getTime() / 1000) + idempotencyKeyLifetimeSeconds;
  return { hash: key.hash, record: { idOrder, bodyHash: key.bodyHash, createdAt, expiresAt } };
}
