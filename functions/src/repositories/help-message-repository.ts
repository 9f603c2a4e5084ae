import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HelpMessageType } from '@cellar/shared/content/help-message';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

/** A help message as stored (issue 17): global, one per identifier. */
export interface HelpMessageRecord {
  id: number;
  identifier: string;
  type: HelpMessageType;
  message: string;
  updatedAt: string;
}

/** Another help message has the identifier. */
export class HelpIdentifierTaken extends Error {}
/** The help message changed or went away since it was read. */
export class HelpMessageChanged extends Error {}

function strip(item: Record<string, unknown>): HelpMessageRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, messageType, ...rest } = item;
  return { ...(rest as Omit<HelpMessageRecord, 'type'>), type: messageType as HelpMessageType };
}

// `type` is the item's entity type in this table: the help message's own type is stored as `messageType`.
const itemOf = (help: HelpMessageRecord) => {
  const { type, ...rest } = help;
  return { ...keys.helpMessage(help.id), type: entityTypes.helpMessage, v: 1, messageType: type, ...rest };
};

const itemCondition = (previous: HelpMessageRecord) => ({
  ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
  ExpressionAttributeValues: { ':previous': previous.updatedAt },
});

/** The only code that reads and writes help messages. */
export const helpMessageRepository = {
  nextId: () => nextId(keys.helpMessageCounter()),

  /** Every help message, in id order: one Query of their partition. */
  async all(): Promise<HelpMessageRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.helpMessagePartition(), { skPrefix: 'HELP#' });
    return items.map(strip);
  },

  async get(id: number): Promise<HelpMessageRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.helpMessage(id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes the help message and its identifier's guard together: a taken identifier writes nothing. */
  async create(help: HelpMessageRecord): Promise<void> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.helpMessageIdentifier(help.identifier),
              type: entityTypes.helpMessageIdentifier,
              id: help.id,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName(), Item: itemOf(help), ConditionExpression: 'attribute_not_exists(pk)' } },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new HelpIdentifierTaken();
      throw error;
    }
  },

  async update(previous: HelpMessageRecord, next: HelpMessageRecord): Promise<void> {
    try {
      await transactWrite([{ Put: { TableName: tableName(), Item: itemOf(next), ...itemCondition(previous) } }]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new HelpMessageChanged();
      throw error;
    }
  },

  /** Deletes the help message as it was read, and frees its identifier. */
  async delete(previous: HelpMessageRecord): Promise<void> {
    try {
      await transactWrite([
        { Delete: { TableName: tableName(), Key: keys.helpMessage(previous.id), ...itemCondition(previous) } },
        { Delete: { TableName: tableName(), Key: keys.helpMessageIdentifier(previous.identifier) } },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new HelpMessageChanged();
      throw error;
    }
  },
};
