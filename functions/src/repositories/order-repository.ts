import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@cellar/shared/checkout/orders';
import type { FeeExplanationView } from '@cellar/shared/shipping/fees';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed, type TransactOptions } from '../data/transactions.ts';
import type { StockRef } from '../services/checkout/order-lines.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface StoredAddress {
  firstname: string | null;
  lastname: string | null;
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  country: string;
}

export interface StoredOrderLine {
  id: number;
  idVintage: number | null;
  productType: 'WINE' | 'BOX' | 'OTHER';
  name: string;
  year: number | null;
  capacity: number | null;
  capacityUnit: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  price: number;
  total: number;
}

export interface StoredPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  /** CARD only. */
  provider: 'local' | 'stripe' | null;
  intentId: string | null;
  clientSecret: string | null;
  account: string | null;
  /** CHEQUE, TRANSFER: the producer's details as they were when the order was placed. */
  instructions: { accountHolder: string | null; iban: string | null; bic: string | null; payableTo: string | null; mailTo: string | null } | null;
}

/** An order as stored (`ORDER#<id>` of the site's order partition): everything it was placed with, as written then. */
export interface OrderRecord {
  id: number;
  number: string;
  status: OrderStatus;
  lang: Lang;
  createdAt: string;
  updatedAt: string;
  customer: { idCustomer: number | null; sub: string | null; email: string; firstname: string | null; lastname: string | null; phone: string | null; guest: boolean };
  products: StoredOrderLine[];
  subtotal: number;
  discount: { code: string; label: string | null; amount: number; on: 'PRODUCTS' | 'SHIPPING_FEES'; idDiscount: number | null } | null;
  shippingFees: number;
  total: number;
  currency: 'EUR';
  delivery: {
    type: 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT';
    idCarrier: number | null;
    carrierName: string | null;
    serviceCode: string | null;
    price: number;
    fdp: number;
    accessPoint: { id: string; name: string | null; address: string | null; postalCode: string | null; city: string | null; country: string | null } | null;
    pickup: { idAddress: number; name: string; address: string; postalCode: string; city: string; date: string; idSchedule: number; start: string; end: string; startsAt: string; endsAt: string } | null;
  };
  /**
   * How the shipping fee was computed, in full (the producer's percentage and fixed part, the grid's
   * and the partner's prices: docs/shipping.md "The answer"), for the admin's order views; null for
   * click and collect and for orders placed before it was kept. Never in the shopper's view.
   */
  shippingExplanation?: FeeExplanationView | null;
  address: { delivery: StoredAddress | null; billing: StoredAddress | null };
  message: string | null;
  legal: { legalAge: true; salesConditions: true; acceptedAt: string };
  payment: StoredPayment;
  /** Payments received (spec 1 §3: amount paid, date, method). */
  payments: Array<{ amount: number; date: string; method: PaymentMethod; reference: string | null }>;
  /** What the order took from stock, per item (to give it back if the order is cancelled). */
  stock: Array<{ id: string; idProduct: number; idVintage: number | null; quantity: number }>;
  /** Mails sent about the order (spec 1 §3 "mail history"); the confirmation is written with the order and marked FAILED if it could not be sent. */
  mails: Array<{ kind: string; to: string; sentAt: string; status: 'SENT' | 'FAILED' }>;
}

/** The Idempotency-Key record of an order placement. */
export interface OrderKeyRecord {
  idOrder: number;
  bodyHash: string;
  createdAt: string;
  /** Epoch seconds (TTL). */
  expiresAt: number;
}

/** The Idempotency-Key is held by another placement (the order's transaction refused it). */
export class OrderKeyTaken extends Error {}
/** A stock item holds less than the order takes; `index` is the take's position. */
export class StockRefused extends Error {
  constructor(readonly index: number) {
    super(`stock refused on take ${index}`);
  }
}
/** One of the caller's extra actions (a discount's use) refused its condition. */
export class ExtraRefused extends Error {
  constructor(readonly index: number) {
    super(`extra action ${index} refused`);
  }
}

export interface StockDecrement {
  ref: StockRef;
  quantity: number;
}

const meta = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'v'];
function strip<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!meta.includes(name)) out[name] = value;
  return out as T;
}

const stockKey = (site: SiteId, ref: StockRef): Key => (ref.kind === 'vintage' ? keys.vintage(site, ref.idProduct, ref.idVintage) : keys.product(site, ref.idProduct));

/** The action taking `quantity` units from a stock item: never below zero (`quantity >= n`), the item must exist. */
export function stockAction(site: SiteId, take: StockDecrement): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: stockKey(site, take.ref),
      UpdateExpression: 'SET #quantity = #quantity - :n',
      ConditionExpression: 'attribute_exists(pk) AND #quantity >= :n',
      ExpressionAttributeNames: { '#quantity': 'quantity' },
      ExpressionAttributeValues: { ':n': take.quantity },
    },
  };
}

/** The only code that reads and writes orders and their Idempotency-Key records (DESIGN §5). */
export const orderRepository = {
  nextOrderId: (site: SiteId) => nextId(keys.siteCounter(site, 'ORDER')),

  /** The record of an Idempotency-Key, unless it has expired (DynamoDB's TTL removes items some time after). */
  async getKey(site: SiteId, keyHash: string, now: Date = new Date()): Promise<OrderKeyRecord | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.orderKey(site, keyHash), ConsistentRead: true }));
    const item = answer.Item as (OrderKeyRecord & Record<string, unknown>) | undefined;
    if (!item || item.expiresAt * 1000 <= now.getTime()) return null;
    return strip<OrderKeyRecord>(item);
  },

  /**
   * Writes an order in one transaction (docs/checkout.md "Orders"): the Idempotency-Key record
   * (absent or expired), the order (new), every stock decrement (`quantity >= n`), then the
   * caller's extra actions (a discount's use). A conflict with another transaction is retried
   * (transactWrite); a refused condition is OrderKeyTaken, StockRefused (which take) or ExtraRefused,
   * and nothing is written. At most 100 actions (the caller bounds the takes).
   */
  async place(
    site: SiteId,
    order: OrderRecord,
    takes: readonly StockDecrement[],
    key: { hash: string; record: OrderKeyRecord } | null,
    extra: readonly TransactItem[] = [],
    options: TransactOptions = {},
  ): Promise<void> {
    const table = tableName();
    const actions: TransactItem[] = [];
    if (key) {
      actions.push({
        Put: {
          TableName: table,
          Item: { ...keys.orderKey(site, key.hash), type: entityTypes.orderKey, v: 1, ...key.record },
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
          ExpressionAttributeValues: { ':now': Math.floor(Date.parse(key.record.createdAt) / 1000) },
        },
      });
    }
    const customerIndex = order.customer.sub ? keys.customerOrdersIndex(site, order.customer.sub, order.id) : {};
    actions.push({
      Put: { TableName: table, Item: { ...keys.order(site, order.id), ...customerIndex, type: entityTypes.order, v: 1, ...order }, ConditionExpression: 'attribute_not_exists(pk)' },
    });
    const firstTake = actions.length;
    actions.push(...takes.map((take) => stockAction(site, take)));
    const firstExtra = actions.length;
    actions.push(...extra);
    if (actions.length > 100) throw new Error(`An order transaction of ${actions.length} actions is over DynamoDB's 100`);
    try {
      await transactWrite(actions, options);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (key && error.index === 0) throw new OrderKeyTaken();
      if (error.index >= firstTake && error.index < firstExtra) throw new StockRefused(error.index - firstTake);
      if (error.index >= firstExtra) throw new ExtraRefused(error.index - firstExtra);
      throw new Error(`Order ${order.id} of site ${site} exists already`);
    }
  },

  async get(site: SiteId, idOrder: number): Promise<OrderRecord | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.order(site, idOrder), ConsistentRead: true }));
    return answer.Item ? strip<OrderRecord>(answer.Item) : null;
  },

  /** A signed-in customer's orders, newest first: one Query of gsi1 (a customer's orders number in the tens). */
  async forCustomer(site: SiteId, sub: string): Promise<OrderRecord[]> {
    const orders: OrderRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.customerOrdersPartition(site, sub) },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      orders.push(...(page.Items ?? []).map((item) => strip<OrderRecord>(item)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return orders;
  },

  /** Every order of the site, oldest first (tests; the admin's list pages by key when it is built). */
  async all(site: SiteId): Promise<OrderRecord[]> {
    const orders: OrderRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.orderPartition(site) }, ConsistentRead: true, ExclusiveStartKey: startKey }),
      );
      orders.push(...(page.Items ?? []).map((item) => strip<OrderRecord>(item)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return orders;
  },

  /** What stock items hold now (consistent reads), by `stockId`; a missing item holds 0. */
  async stockLevels(site: SiteId, refs: ReadonlyArray<{ id: string; ref: StockRef }>): Promise<Map<string, number>> {
    const levels = new Map<string, number>(refs.map((r) => [r.id, 0]));
    const byKey = new Map(refs.map((r) => [JSON.stringify(stockKey(site, r.ref)), r.id]));
    for (let i = 0; i < refs.length; i += 100) {
      let pending: Record<string, unknown>[] = refs.slice(i, i + 100).map((r) => ({ ...stockKey(site, r.ref) }));
      for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
        const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true, ProjectionExpression: 'pk, sk, quantity' } } }));
        for (const item of answer.Responses?.[tableName()] ?? []) {
          const id = byKey.get(JSON.stringify({ pk: item.pk, sk: item.sk }));
          if (id) levels.set(id, Number(item.quantity ?? 0));
        }
        pending = (answer.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      }
    }
    return levels;
  },

  /**
   * Records a card payment once: the order's intent must be this one and not already paid (a
   * webhook and the shopper's check may both arrive). Answers false when it was recorded before.
   */
  async recordCardPayment(site: SiteId, idOrder: number, intentId: string, payment: { amount: number; date: string }): Promise<boolean> {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.order(site, idOrder),
          UpdateExpression: 'SET payment.#status = :paid, payments = list_append(payments, :payment), updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND payment.intentId = :intent AND payment.#status <> :paid',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':paid': 'PAID', ':intent': intentId, ':payment': [{ amount: payment.amount, date: payment.date, method: 'CARD', reference: intentId }], ':now': payment.date },
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },

  /** A card payment that failed or was cancelled at the provider (never over a recorded payment). */
  async setCardPaymentStatus(site: SiteId, idOrder: number, intentId: string, status: 'PENDING' | 'FAILED' | 'CANCELED', now: string): Promise<void> {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.order(site, idOrder),
          UpdateExpression: 'SET payment.#status = :status, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND payment.intentId = :intent AND payment.#status <> :paid',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':intent': intentId, ':paid': 'PAID', ':now': now },
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  },

  /** Adds a sent mail to the order's history. */
  async addMail(site: SiteId, idOrder: number, mail: OrderRecord['mails'][number]): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(site, idOrder),
        UpdateExpression: 'SET mails = list_append(if_not_exists(mails, :none), :mail)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':mail': [mail], ':none': [] },
      }),
    );
  },

  /** A mail of the history could not be sent after all. */
  async markMailFailed(site: SiteId, idOrder: number, index: number): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(site, idOrder),
        UpdateExpression: `SET mails[${index}].#status = :failed`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'FAILED' },
      }),
    );
  },
};
