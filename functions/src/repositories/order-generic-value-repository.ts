import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderGenericValueType, OrderGenericValueView } from '@cellar/shared/orders/generic-values';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { setOrders } from '../data/set-orders.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed } from '../data/transactions.ts';

/**
 * A value of one of the site's lists for orders and returns (`VALUE#<id>` of `SITE#<id>#ORDER_VALUE`): the view's
 * `type` (which list) is stored as `valueType`, `type` being the entity tag; `value` is its label in one language.
 */
export type OrderGenericValueRecord = Omit<OrderGenericValueView, 'type' | 'value'> & {
  valueType: OrderGenericValueType;
  createdAt: string;
  updatedAt: string;
};

/** The value changed or went away between our read and our write. */
export class OrderGenericValueChanged extends Error {}

const fields = ['id', 'valueType', 'label', 'order', 'createdAt', 'updatedAt'] as const;
function strip(item: Record<string, unknown>): OrderGenericValueRecord {
  return Object.fromEntries(fields.map((name) => [name, item[name]])) as unknown as OrderGenericValueRecord;
}

const item = (site: SiteId, value: OrderGenericValueRecord) => ({
  ...keys.orderGenericValue(site, value.id),
  type: entityTypes.orderGenericValue,
  v: 1,
  ...value,
});

/** Runs a conditional write; a failed condition is `OrderGenericValueChanged`. */
async function conditional(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (
      (error as { name?: string }).name === 'ConditionalCheckFailedException' ||
      error instanceof TransactionConditionFailed
    )
      throw new OrderGenericValueChanged();
    throw error;
  }
}

/** The only code that reads and writes the site's order values. */
export const orderGenericValueRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'ORDER_GENERIC_VALUE')),

  /** The values of one list: one Query of the site's partition (every list, a few tens of items), then the type's. */
  async ofType(site: SiteId, type: OrderGenericValueType): Promise<OrderGenericValueRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.orderGenericValuePartition(site), {
      skPrefix: 'VALUE#',
    });
    return items.filter((it) => it.type === entityTypes.orderGenericValue && it.valueType === type).map(strip);
  },

  async get(site: SiteId, id: number): Promise<OrderGenericValueRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.orderGenericValue(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  async create(site: SiteId, value: OrderGenericValueRecord): Promise<void> {
    await conditional(() =>
      dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: item(site, value),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
  },

  /** Saves a value read at `previous.updatedAt` (optimistic lock). */
  async update(site: SiteId, previous: OrderGenericValueRecord, next: OrderGenericValueRecord): Promise<void> {
    await conditional(() =>
      dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: item(site, next),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      ),
    );
  },

  async remove(site: SiteId, id: number): Promise<void> {
    await conditional(() =>
      dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.orderGenericValue(site, id),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      ),
    );
  },

  async setOrders(site: SiteId, changes: ReadonlyArray<{ id: number; order: number }>): Promise<void> {
    await conditional(() =>
      setOrders(changes.map(({ id, order }) => ({ key: keys.orderGenericValue(site, id), order }))),
    );
  },
};
