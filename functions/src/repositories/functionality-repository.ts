import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

/** A functionality a super-admin can link to sites (issue 20): global, one per key. */
export interface FunctionalityRecord {
  id: number;
  key: string;
  label: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

/** Another functionality has the key. */
export class FunctionalityKeyTaken extends Error {}
/** The functionality changed or went away since it was read. */
export class FunctionalityChanged extends Error {}

function strip(item: Record<string, unknown>): FunctionalityRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...rest } = item;
  return rest as unknown as FunctionalityRecord;
}

const itemOf = (record: FunctionalityRecord) => ({
  ...keys.functionality(record.id),
  type: entityTypes.functionality,
  v: 1,
  ...record,
});

/** The only code that reads and writes functionalities (a few items: one partition, one Query). */
export const functionalityRepository = {
  nextId: () => nextId(keys.globalCounter('FUNCTIONALITY')),

  async all(): Promise<FunctionalityRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.functionalityPartition(), {
      skPrefix: 'FUNCTIONALITY#',
    });
    return items.map(strip);
  },

  async get(id: number): Promise<FunctionalityRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.functionality(id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes the functionality and its key's guard together: a taken key writes nothing. */
  async create(record: FunctionalityRecord): Promise<void> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.uniqueFunctionalityKey(record.key),
              type: entityTypes.uniqueFunctionalityKey,
              id: record.id,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName(), Item: itemOf(record), ConditionExpression: 'attribute_not_exists(pk)' } },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new FunctionalityKeyTaken();
      throw error;
    }
  },

  /** Replaces the functionality if it is still as it was read (the key never changes). */
  async update(previous: FunctionalityRecord, next: FunctionalityRecord): Promise<void> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: itemOf(next),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new FunctionalityChanged();
      throw error;
    }
  },
};
