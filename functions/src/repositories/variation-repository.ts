import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { VariationView } from '@cellar/shared/catalog/variation';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { setOrders } from '../data/set-orders.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A variation of a site (`VARIATION#<id>` of `SITE#<id>#VARIATION`); a `FIELD#<n>` item reserves its `variation`. */
export type VariationRecord = VariationView & { createdAt: string; updatedAt: string };

/** Another variation of the site names this vintage field. */
export class VariationFieldTaken extends Error {}
/** The variation changed (or went away) between our read and our write. */
export class VariationChanged extends Error {}

const meta = ['pk', 'sk', 'type', 'v'];
function strip(item: Record<string, unknown>): VariationRecord {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => !meta.includes(name)),
  ) as unknown as VariationRecord;
}

function variationItem(site: SiteId, variation: VariationRecord) {
  return { ...keys.variation(site, variation.id), type: entityTypes.variation, v: 1, ...variation };
}

function reserveField(site: SiteId, variation: VariationRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.variationField(site, variation.variation),
        type: entityTypes.variationField,
        v: 1,
        idVariation: variation.id,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR idVariation = :id',
      ExpressionAttributeValues: { ':id': variation.id },
    },
  };
}

/** The only code that reads and writes variations. */
export const variationRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'VARIATION')),

  /** Every variation of the site: one Query of its partition (the field reservations are left out). */
  async all(site: SiteId): Promise<VariationRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.variationPartition(site), {
      skPrefix: 'VARIATION#',
    });
    return items.filter((item) => item.type === entityTypes.variation).map(strip);
  },

  async get(site: SiteId, id: number): Promise<VariationRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.variation(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** A new variation and the reservation of its field, together. */
  async create(site: SiteId, variation: VariationRecord): Promise<void> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: variationItem(site, variation),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        reserveField(site, variation),
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed)
        throw error.index === 1 ? new VariationFieldTaken() : new VariationChanged();
      throw error;
    }
  },

  /** Saves a variation read at `previous.updatedAt`; a new field is reserved and the old one freed, together. */
  async update(site: SiteId, previous: VariationRecord, next: VariationRecord): Promise<void> {
    const table = tableName();
    const actions: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: variationItem(site, next),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      },
    ];
    if (previous.variation !== next.variation) {
      actions.push(reserveField(site, next), {
        Delete: {
          TableName: table,
          Key: keys.variationField(site, previous.variation),
          ConditionExpression: 'idVariation = :id',
          ExpressionAttributeValues: { ':id': next.id },
        },
      });
    }
    try {
      await transactWrite(actions);
    } catch (error) {
      if (error instanceof TransactionConditionFailed)
        throw error.index === 1 ? new VariationFieldTaken() : new VariationChanged();
      throw error;
    }
  },

  async setOrders(site: SiteId, changes: ReadonlyArray<{ id: number; order: number }>): Promise<void> {
    try {
      await setOrders(changes.map(({ id, order }) => ({ key: keys.variation(site, id), order })));
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new VariationChanged();
      throw error;
    }
  },
};
