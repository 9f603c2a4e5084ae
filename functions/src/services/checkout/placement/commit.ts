import type { Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../../data/site-id.ts';
import type { TransactOptions } from '../../../data/transactions.ts';
import { ConflictError } from '../../../lib/errors.ts';
import type { DiscountUse } from '../../../repositories/discount-repository.ts';
import { orderPlacementRepository, type PlacementRefusal } from '../../../repositories/order-placement-repository.ts';
import { catalogueVersionRepository } from '../../../repositories/catalogue-version-repository.ts';
import { orderRepository, type OrderRecord } from '../../../repositories/order-repository.ts';
import { shortages, type StockTake } from '../order-lines.ts';
import { paymentService } from '../payment-service.ts';
import { codeRefusalMessages } from '../pricing.ts';
import { keyRecord, replayIfSameKey, type OrderKey } from './order-key.ts';
import type { PlacedOrder } from './placement-types.ts';
import { refuse } from './refuse.ts';
import { notEnoughStock } from './stock-refusal.ts';

/** What the transaction writes besides the order. */
export interface Commitment {
  key: OrderKey | null;
  takes: readonly StockTake[];
  discountUse: DiscountUse | null;
}

/** A refused transaction as the shopper hears of it; a duplicate that won is answered as its replay. */
async function answerRefusal(
  site: SiteId,
  refusal: PlacementRefusal<StockTake>,
  commitment: Commitment,
  context: { lang: Lang; now: Date },
): Promise<PlacedOrder> {
  switch (refusal.refused) {
    case 'KEY_TAKEN': {
      // A duplicate placed at the same time won: answer its order (or 409 for another body).
      const earlier = await replayIfSameKey(site, commitment.key, context.lang, context.now);
      if (earlier) return earlier;
      throw new ConflictError();
    }
    case 'STOCK': {
      // Every item short is named, with what it holds now; at least the one the transaction refused.
      const levels = await orderRepository.stockLevels(site, commitment.takes);
      const refused = shortages(commitment.takes, levels);
      throw notEnoughStock(refused.length ? refused : [refusal.take]);
    }
    case 'DISCOUNT': {
      const message = codeRefusalMessages[refusal.failure];
      refuse({ discount: [message] }, message);
    }
  }
}

/**
 * An order that empties a stock item changes what the storefront's list shows (out of stock): the catalogue's version
 * moves (docs/catalogue-cache.md). Read after the transaction, consistently: exact whatever other orders took
 * meanwhile.
 */
async function bumpWhenSoldOut(site: SiteId, takes: readonly StockTake[]): Promise<void> {
  if (takes.length === 0) return;
  const levels = await orderRepository.stockLevels(site, takes);
  if ([...levels.values()].some((units) => units <= 0)) await catalogueVersionRepository.bump(site);
}

/**
 * The one transaction (`orderPlacementRepository.place`); refused, the payment started for it is
 * abandoned and the refusal answered. Null: the order is written.
 */
export async function commit(
  site: SiteId,
  order: OrderRecord,
  commitment: Commitment,
  context: { lang: Lang; now: Date; transact?: TransactOptions | undefined },
): Promise<PlacedOrder | null> {
  const placement = {
    order,
    key: commitment.key ? keyRecord(commitment.key, order.id, context.now) : null,
    takes: commitment.takes,
    discountUse: commitment.discountUse,
  };
  let refusal: PlacementRefusal<StockTake> | null;
  try {
    // A popular wine makes orders conflict on its item on real DynamoDB: more attempts than the default 5.
    refusal = await orderPlacementRepository.place(site, placement, { maxAttempts: 8, ...context.transact });
  } catch (error) {
    await paymentService.abandon(order.payment);
    throw error;
  }
  if (!refusal) {
    await bumpWhenSoldOut(site, commitment.takes);
    return null;
  }
  await paymentService.abandon(order.payment);
  return answerRefusal(site, refusal, commitment, context);
}
