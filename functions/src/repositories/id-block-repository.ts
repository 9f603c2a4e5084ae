import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/**
 * Site counters handed out several ids at a time (an address file's rows, a schedule's new slots):
 * one atomic `ADD n`, the same counters `nextId` moves one by one.
 * - `ADDRESS`: company addresses.
 * - `SCHEDULE`: the weekly slots of addresses and the dates of calendars — one counter for both, so
 *   the slot an order names (`idSchedule`) is never ambiguous.
 * - `LAYOUT`, `CONTENT`: the layouts of pages and the contents (blocks) in them, given when a page is saved.
 * - `TR_UNIT`: the translatable units of an entity, given when it is synced (docs/translations.md).
 */
export type BlockCounter = 'ADDRESS' | 'SCHEDULE' | 'LAYOUT' | 'CONTENT' | 'TR_UNIT';

export const idBlockRepository = {
  async next(site: SiteId, counter: BlockCounter, n: number): Promise<number[]> {
    if (n <= 0) return [];
    const answer = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.siteCounter(site, counter),
        UpdateExpression: 'ADD #value :n SET #type = :type',
        ExpressionAttributeNames: { '#value': 'value', '#type': 'type' },
        ExpressionAttributeValues: { ':n': n, ':type': entityTypes.counter },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const last = Number(answer.Attributes?.value);
    return Array.from({ length: n }, (_, i) => last - n + 1 + i);
  },
};
