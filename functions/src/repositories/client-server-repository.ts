import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';

/** A client server (spec 1 §3 "Server: IP, seats, monitoring URL"): global, super-admin only. */
export interface ClientServerRecord {
  id: number;
  ip: string;
  seats: number;
  monitoringUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The server changed or went away since it was read. */
export class ClientServerChanged extends Error {}

function strip(item: Record<string, unknown>): ClientServerRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...rest } = item;
  return rest as unknown as ClientServerRecord;
}

const asOf = (previous: ClientServerRecord) => ({
  ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
  ExpressionAttributeValues: { ':previous': previous.updatedAt },
});

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new ClientServerChanged();
  throw error;
}

/** The only code that reads and writes client servers (a few items: one partition, one Query). */
export const clientServerRepository = {
  nextId: () => nextId(keys.globalCounter('CLIENT_SERVER')),

  async all(): Promise<ClientServerRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.clientServerPartition(), { skPrefix: 'SERVER#' });
    return items.map(strip);
  },

  async get(id: number): Promise<ClientServerRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.clientServer(id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes a new server, or replaces `previous` if it is still as it was read. */
  async save(previous: ClientServerRecord | null, next: ClientServerRecord): Promise<void> {
    const item = { ...keys.clientServer(next.id), type: entityTypes.clientServer, v: 1, ...next };
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ...(previous ? asOf(previous) : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      )
      .catch(changed);
  },

  async delete(previous: ClientServerRecord): Promise<void> {
    await dynamo()
      .send(new DeleteCommand({ TableName: tableName(), Key: keys.clientServer(previous.id), ...asOf(previous) }))
      .catch(changed);
  },
};
