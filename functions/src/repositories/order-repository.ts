import { BatchGetCommand, GetCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@cellar/shared/checkout/orders';
import type { OrderActor, OrderEventType, PaymentKind } from '@cellar/shared/orders/admin-orders';
import type { FeeExplanationView } from '@cellar/shared/shipping/fees';
import type { ReturnStatus } from '@cellar/shared/orders/returns';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { catalogueVersionRepository } from './catalogue-version-repository.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { boxStockTakeAction, type BoxStockTake } from './box-repository.ts';
import type { StockRef } from './product-records.ts';

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
  instructions: {
    accountHolder: string | null;
    iban: string | null;
    bic: string | null;
    payableTo: string | null;
    mailTo: string | null;
  } | null;
}

/** An order as stored (`ORDER#<id>` of the site's order partition): everything it was placed with, as written then. */
export interface OrderRecord {
  id: number;
  number: string;
  status: OrderStatus;
  lang: Lang;
  createdAt: string;
  updatedAt: string;
  customer: {
    idCustomer: number | null;
    sub: string | null;
    email: string;
    firstname: string | null;
    lastname: string | null;
    phone: string | null;
    guest: boolean;
  };
  products: StoredOrderLine[];
  subtotal: number;
  discount: {
    code: string;
    label: string | null;
    amount: number;
    on: 'PRODUCTS' | 'SHIPPING_FEES';
    idDiscount: number | null;
  } | null;
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
    accessPoint: {
      id: string;
      name: string | null;
      address: string | null;
      postalCode: string | null;
      city: string | null;
      country: string | null;
    } | null;
    pickup: {
      idAddress: number;
      name: string;
      address: string;
      postalCode: string;
      city: string;
      date: string;
      idSchedule: number;
      start: string;
      end: string;
      startsAt: string;
      endsAt: string;
    } | null;
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
  /** Payments received and refunds made (spec 1 §3: amount paid, date, method). */
  payments: StoredOrderPayment[];
  /**
   * Incremented by every change, under a condition (docs/orders.md "History"): two changes never
   * interleave, and each change's events are keyed by it. Absent on orders placed before issue 12 (0).
   */
  revision?: number;
  /** The shipment, once the order is shipped (docs/orders.md). */
  shipment?: StoredShipment | null;
  canceledAt?: string | null;
  /** When the units the order took went back to stock (a canceled order), once. */
  stockReturnedAt?: string | null;
  /** What the order took from stock, per item (to give it back if the order is cancelled). */
  stock: Array<{ id: string; idProduct: number; idVintage: number | null; quantity: number }>;
  /** Mails sent about the order (spec 1 §3 "mail history"); the confirmation is written with the order and marked
   * FAILED if it could not be sent. */
  mails: Array<{ kind: string; to: string; sentAt: string; status: 'SENT' | 'FAILED' }>;
  /**
   * The order's returns (docs/orders.md "Returns"): each one's status and units, written with the
   * return in the order's transaction, so one open return at a time and the units left to return
   * are judged on the order alone. Absent: none yet.
   */
  returns?: StoredOrderReturn[];
}

export interface StoredOrderReturn {
  id: number;
  status: ReturnStatus;
  lines: Array<{ id: number; idVintage: number | null; quantity: number }>;
}

/** A write of another item that goes with an order's change, in its transaction (built by its repository:
 * `orderBackRepository.putAction`). */
export type OrderExtraAction = TransactItem;

/**
 * A payment or a refund. Lines written before issue 12 have no id, kind or source (payments, by
 * their method); `paymentsOf` reads them so.
 */
export interface StoredOrderPayment {
  id?: number;
  kind?: PaymentKind;
  /** Positive: `kind` says which way the money went. */
  amount: number;
  /** yyyy-mm-dd as typed by the producer; the instant a card payment was recorded. */
  date: string;
  method: PaymentMethod;
  reference: string | null;
  source?: 'ADMIN' | 'CARD' | 'RETURN';
  recordedAt?: string | null;
}

export interface StoredShipment {
  idCarrier: number | null;
  /** The partner that created the shipment (docs/orders.md "Shipping an order"); null or absent: a typed tracking
   * number. */
  partner?: 'MONDIAL_RELAY' | 'CHRONOPOST' | 'VIGNOBLE_EXPORT' | null;
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** S3 key of a label bought at the carrier. */
  labelKey: string | null;
  status: 'ACTIVE' | 'CANCELED';
  shippedAt: string;
}

/** One event of an order's history, as stored (docs/orders.md "History"). */
export interface OrderEventRecord {
  type: OrderEventType;
  at: string;
  actor: OrderActor;
  from: string | null;
  to: string | null;
  details: Record<string, string | number | boolean | null>;
}
export interface StoredOrderEvent extends OrderEventRecord {
  revision: number;
  n: number;
}

/** The order's revision moved on since it was read: read it again and redo the change. */
export class OrderChangedMeanwhile extends Error {}

/** The Idempotency-Key record of an order placement. */
export interface OrderKeyRecord {
  idOrder: number;
  bodyHash: string;
  createdAt: string;
  /** Epoch seconds (TTL). */
  expiresAt: number;
}

/** A box a shipment takes from the site's box stock holds fewer than it takes; `index` is the take's position. */
export class BoxStockRefused extends Error {
  constructor(readonly index: number) {
    super(`box stock refused on take ${index}`);
  }
}

/** One of the extra actions of an order's change (`commit`) refused its condition. */
export class ExtraRefused extends Error {
  constructor(readonly index: number) {
    super(`extra action ${index} refused`);
  }
}

/** Units an order takes from one stock item. */
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

/** The order's item: its keys, the customer's index, and the unpaid-card index while a card payment is awaited. */
export function orderItem(site: SiteId, order: OrderRecord): Record<string, unknown> {
  const customerIndex = order.customer.sub ? keys.customerOrdersIndex(site, order.customer.sub, order.id) : {};
  const awaitingCard =
    order.payment.method === 'CARD' &&
    order.payment.status !== 'PAID' &&
    order.payment.status !== 'CANCELED' &&
    order.status === 'WAITING';
  const cardIndex = awaitingCard ? keys.cardPendingIndex(site, order.id, order.createdAt) : {};
  return { ...keys.order(site, order.id), ...customerIndex, ...cardIndex, type: entityTypes.order, v: 1, ...order };
}

/** The Put of one event of an order's history, keyed by the change's revision and its rank in the change. */
export function eventPut(
  site: SiteId,
  idOrder: number,
  revision: number,
  n: number,
  event: OrderEventRecord,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      // The item's `type` is the entity's (ORDER_EVENT); the event's own type is `eventType`.
      Item: {
        ...keys.orderEvent(site, idOrder, revision, n),
        type: entityTypes.orderEvent,
        v: 1,
        revision,
        n,
        eventType: event.type,
        at: event.at,
        actor: event.actor,
        from: event.from,
        to: event.to,
        details: event.details,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The stock item an order's stock line took from. */
const stockRefOf = (line: { idProduct: number; idVintage: number | null }): StockRef =>
  line.idVintage !== null
    ? { kind: 'vintage', idProduct: line.idProduct, idVintage: line.idVintage }
    : { kind: 'product', idProduct: line.idProduct };

const stockKey = (site: SiteId, ref: StockRef): Key =>
  ref.kind === 'vintage' ? keys.vintage(site, ref.idProduct, ref.idVintage) : keys.product(site, ref.idProduct);

/** The actions giving back what an order took, to items that must still exist (the caller checks first). */
function stockBackActions(site: SiteId, stock: OrderRecord['stock']): TransactItem[] {
  return stock.map((line) => ({
    Update: {
      TableName: tableName(),
      Key: stockKey(site, stockRefOf(line)),
      UpdateExpression: 'SET #quantity = #quantity + :n',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#quantity': 'quantity' },
      ExpressionAttributeValues: { ':n': line.quantity },
    },
  }));
}

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

/**
 * The only code that reads and writes orders and their Idempotency-Key records (only repositories send
 * DynamoDB commands: docs/request-pipeline.md); placing one
 * is `orderPlacementRepository`'s transaction, built of this file's items.
 */
export const orderRepository = {
  nextOrderId: (site: SiteId) => nextId(keys.siteCounter(site, 'ORDER')),

  /** The record of an Idempotency-Key, unless it has expired (DynamoDB's TTL removes items some time after). */
  async getKey(site: SiteId, keyHash: string, now: Date = new Date()): Promise<OrderKeyRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.orderKey(site, keyHash), ConsistentRead: true }),
    );
    const item = answer.Item as (OrderKeyRecord & Record<string, unknown>) | undefined;
    if (!item || item.expiresAt * 1000 <= now.getTime()) return null;
    return strip<OrderKeyRecord>(item);
  },

  async get(site: SiteId, idOrder: number): Promise<OrderRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.order(site, idOrder), ConsistentRead: true }),
    );
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
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.orderPartition(site) },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
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
        const answer = await dynamo().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: { Keys: pending, ConsistentRead: true, ProjectionExpression: 'pk, sk, quantity' },
            },
          }),
        );
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
   * One change of an order (docs/orders.md "History"): the order as it is now (its revision one
   * more than `expected`, the one it was read at) and the change's events, plus the caller's extra
   * actions (stock given back, items written with the change: a return), in one transaction.
   * Another change since the read throws OrderChangedMeanwhile and writes nothing; a refused extra
   * action throws ExtraRefused.
   */
  async commit(
    site: SiteId,
    order: OrderRecord,
    expected: number,
    events: readonly OrderEventRecord[],
    options: {
      stockBack?: OrderRecord['stock'];
      extra?: readonly OrderExtraAction[];
      boxTakes?: readonly BoxStockTake[];
    } = {},
  ): Promise<void> {
    const revision = expected + 1;
    // Stock given back may put a product back in stock on the storefront's list: the catalogue's version moves with it.
    const stockBack = options.stockBack?.length
      ? [...stockBackActions(site, options.stockBack), catalogueVersionRepository.bumpAction(site)]
      : [];
    const extra = [...stockBack, ...(options.extra ?? [])];
    const actions: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: orderItem(site, { ...order, revision }),
          // Orders placed before revisions were kept have none: they read as revision 0.
          ConditionExpression:
            expected === 0
              ? 'attribute_exists(pk) AND (attribute_not_exists(revision) OR revision = :rev)'
              : 'attribute_exists(pk) AND revision = :rev',
          ExpressionAttributeValues: { ':rev': expected },
        },
      },
      ...events.map((event, n) => eventPut(site, order.id, revision, n, event)),
      ...extra,
      // Boxes a shipment takes from box stock (docs/orders.md "Shipping an order"), last.
      ...(options.boxTakes ?? []).map((take) => boxStockTakeAction(site, take)),
    ];
    if (actions.length > 100) throw new Error(`An order change of ${actions.length} actions is over DynamoDB's 100`);
    try {
      await transactWrite(actions);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (error.index === 0) throw new OrderChangedMeanwhile();
      if (error.index > events.length + extra.length)
        throw new BoxStockRefused(error.index - events.length - extra.length - 1);
      if (error.index > events.length) throw new ExtraRefused(error.index - events.length - 1);
      throw error;
    }
  },

  /** An order's events, oldest first. */
  async events(site: SiteId, idOrder: number): Promise<StoredOrderEvent[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.orderEventPartition(site, idOrder), {
      skPrefix: 'EVENT#',
    });
    return items.map((item) => {
      const { eventType, ...rest } = strip<Omit<StoredOrderEvent, 'type'> & { eventType: OrderEventType }>(item);
      return { ...rest, type: eventType };
    });
  },

  /** Card orders placed before `before` (ISO) whose payment is still awaited, every site: (site, order) pairs. */
  async cardPendingBefore(before: string, limit = 100): Promise<Array<{ idSite: number; idOrder: number }>> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
        ExpressionAttributeValues: { ':pk': keys.cardPendingPartition, ':before': before },
        Limit: limit,
      }),
    );
    return (answer.Items ?? []).map((item) => {
      const [, idSite, idOrder] = String(item.gsi2sk).split('#');
      return { idSite: Number(idSite), idOrder: Number(idOrder) };
    });
  },

  /**
   * The placement's confirmation mail (the history's first) could not be sent after all: marked
   * FAILED with its event, whatever else changed the order meanwhile.
   */
  async markMailFailed(site: SiteId, idOrder: number, index: number, reason = 'send failed'): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const order = await this.get(site, idOrder);
      const mail = order?.mails[index];
      if (!order || !mail || mail.status === 'FAILED') return;
      const mails = order.mails.map((m, i) => (i === index ? { ...m, status: 'FAILED' as const } : m));
      const at = new Date().toISOString();
      const event: OrderEventRecord = {
        type: 'MAIL_FAILED',
        at,
        actor: { kind: 'SYSTEM', id: null, name: 'mail' },
        from: null,
        to: null,
        details: { kind: mail.kind, to: mail.to, reason },
      };
      try {
        await this.commit(site, { ...order, mails, updatedAt: at }, order.revision ?? 0, [event]);
        return;
      } catch (error) {
        if (!(error instanceof OrderChangedMeanwhile)) throw error;
      }
    }
  },

  /** Which of an order's stock items exist still and keep a quantity, by their `id`. */
  async existingStock(site: SiteId, stock: OrderRecord['stock']): Promise<Set<string>> {
    const refs = stock.map((line) => ({ id: line.id, ref: stockRefOf(line) }));
    const found = new Set<string>();
    const byKey = new Map(refs.map((r) => [JSON.stringify(stockKey(site, r.ref)), r.id]));
    for (let i = 0; i < refs.length; i += 100) {
      let pending: Record<string, unknown>[] = refs.slice(i, i + 100).map((r) => ({ ...stockKey(site, r.ref) }));
      for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
        const answer = await dynamo().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: { Keys: pending, ConsistentRead: true, ProjectionExpression: 'pk, sk, quantity' },
            },
          }),
        );
        for (const item of answer.Responses?.[tableName()] ?? []) {
          const id = byKey.get(JSON.stringify({ pk: item.pk, sk: item.sk }));
          if (id && typeof item.quantity === 'number') found.add(id);
        }
        pending = (answer.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      }
    }
    return found;
  },
};
