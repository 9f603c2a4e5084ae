import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed, type TransactOptions } from '../data/transactions.ts';
import { discountUseActions, type DiscountUse, type DiscountUseFailure } from './discount-repository.ts';
import {
  eventPut,
  orderItem,
  stockAction,
  type OrderEventRecord,
  type OrderKeyRecord,
  type OrderRecord,
  type StockDecrement,
} from './order-repository.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Everything placing an order writes, at once (docs/checkout.md "Stock, in the order's transaction"). */
export interface Placement<Take extends StockDecrement> {
  order: OrderRecord;
  /** The Idempotency-Key's record; null without the header. */
  key: { hash: string; record: OrderKeyRecord } | null;
  /** One per stock item. */
  takes: readonly Take[];
  discountUse: DiscountUse | null;
}

/** The condition that refused a placement, named: nothing was written. */
export type PlacementRefusal<Take extends StockDecrement> =
  { refused: 'KEY_TAKEN' } | { refused: 'STOCK'; take: Take } | { refused: 'DISCOUNT'; failure: DiscountUseFailure };

/** One action of the transaction and what its refusal means; null: one the placement never expects refused. */
interface Part<Take extends StockDecrement> {
  action: TransactItem;
  refusal: PlacementRefusal<Take> | null;
}

/** The first event of every order: who placed it, how it pays and travels. */
function placedEvent(order: OrderRecord): OrderEventRecord {
  const name = [order.customer.firstname, order.customer.lastname].filter(Boolean).join(' ') || order.customer.email;
  return {
    type: 'PLACED',
    at: order.createdAt,
    actor: { kind: order.customer.guest ? 'GUEST' : 'CUSTOMER', id: order.customer.idCustomer, name },
    from: null,
    to: order.status,
    details: {
      total: order.total,
      paymentMethod: order.payment.method,
      deliveryType: order.delivery.type,
      mail: order.mails[0]?.kind ?? null,
    },
  };
}

/** The key's record, written unless another placement holds it (an expired one counts as absent). */
function keyPart<Take extends StockDecrement>(site: SiteId, key: NonNullable<Placement<Take>['key']>): Part<Take> {
  return {
    action: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.orderKey(site, key.hash), type: entityTypes.orderKey, v: 1, ...key.record },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': Math.floor(Date.parse(key.record.createdAt) / 1000) },
      },
    },
    refusal: { refused: 'KEY_TAKEN' },
  };
}

/** The order (new, at revision 1) and its PLACED event: a number is never given twice, so never refused. */
function orderParts<Take extends StockDecrement>(site: SiteId, order: OrderRecord): Part<Take>[] {
  const placed: OrderRecord = { ...order, revision: 1 };
  const put: TransactItem = {
    Put: { TableName: tableName(), Item: orderItem(site, placed), ConditionExpression: 'attribute_not_exists(pk)' },
  };
  return [
    { action: put, refusal: null },
    { action: eventPut(site, order.id, 1, 0, placedEvent(order)), refusal: null },
  ];
}

/** The transaction's actions in order: the key first, the order, every take, then the discount's use. */
function parts<Take extends StockDecrement>(site: SiteId, placement: Placement<Take>): Part<Take>[] {
  const use = placement.discountUse ? discountUseActions(site, placement.discountUse) : [];
  return [
    ...(placement.key ? [keyPart<Take>(site, placement.key)] : []),
    ...orderParts<Take>(site, placement.order),
    ...placement.takes.map((take) => ({
      action: stockAction(site, take),
      refusal: { refused: 'STOCK', take } as const,
    })),
    ...use.map(({ action, failure }) => ({ action, refusal: { refused: 'DISCOUNT', failure } as const })),
  ];
}

/** The only code that places an order: one transaction of the order repository's items and a discount's use. */
export const orderPlacementRepository = {
  /**
   * Writes an order in one transaction (docs/checkout.md "Orders"): its Idempotency-Key record, the
   * order with its first event, every stock take (`quantity >= n`) and the discount's use. Answers
   * null once written, else the condition that refused it (nothing written). A conflict with another
   * transaction is retried (transactWrite). At most 100 actions (the caller bounds the takes).
   */
  async place<Take extends StockDecrement>(
    site: SiteId,
    placement: Placement<Take>,
    options: TransactOptions = {},
  ): Promise<PlacementRefusal<Take> | null> {
    const all = parts(site, placement);
    if (all.length > 100) throw new Error(`An order transaction of ${all.length} actions is over DynamoDB's 100`);
    try {
      const actions = all.map((part) => part.action);
      await transactWrite(actions, options);
      return null;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      const refusal = all[error.index]?.refusal;
      if (!refusal) throw new Error(`Order ${placement.order.id} of site ${site} exists already`, { cause: error });
      return refusal;
    }
  },
};
