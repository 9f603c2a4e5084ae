import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RedirectionView } from '@cellar/shared/content/redirection';
import { tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed, transactWrite } from '../data/transactions.ts';
import { SiteItemChanged, siteItems } from './site-items.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A redirection as stored (issue 17; docs/data-model.md); `oldUrl` in its compared form (`redirectionPath`). */
export type RedirectionRecord = RedirectionView;

/** Another redirection of the site starts from this old URL. */
export class RedirectionUrlTaken extends Error {}

const items = siteItems<RedirectionRecord>({
  key: keys.redirection,
  partition: keys.redirectionPartition,
  skPrefix: 'REDIRECTION#',
  type: entityTypes.redirection,
  counter: 'REDIRECTION',
});

const guard = (site: SiteId, record: RedirectionRecord) => ({
  ...keys.redirectionUrl(site, record.oldUrl),
  type: entityTypes.redirectionUrl,
  v: 1,
  idRedirection: record.id,
});

async function run(actions: TransactItem[], guardIndex: number | null): Promise<void> {
  try {
    await transactWrite(actions);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (error.index === guardIndex) throw new RedirectionUrlTaken();
    throw new SiteItemChanged();
  }
}

/** The only code that reads and writes a site's redirections: each with its old URL reserved, both or neither. */
export const redirectionRepository = {
  nextId: items.nextId,
  all: items.all,
  get: items.get,

  /** Writes a new redirection, or replaces `previous` as read, moving its old URL's reservation when it changes. */
  async save(site: SiteId, previous: RedirectionRecord | null, next: RedirectionRecord): Promise<void> {
    const table = tableName();
    const actions: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: items.item(site, next),
          ...(previous
            ? {
                ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
                ExpressionAttributeValues: { ':previous': previous.updatedAt },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
    ];
    const moves = !previous || previous.oldUrl !== next.oldUrl;
    if (moves)
      actions.push({
        Put: { TableName: table, Item: guard(site, next), ConditionExpression: 'attribute_not_exists(pk)' },
      });
    if (previous && moves)
      actions.push({ Delete: { TableName: table, Key: keys.redirectionUrl(site, previous.oldUrl) } });
    await run(actions, moves ? 1 : null);
  },

  /** Deletes a redirection as read, and frees its old URL. */
  async delete(site: SiteId, previous: RedirectionRecord): Promise<void> {
    const table = tableName();
    await run(
      [
        {
          Delete: {
            TableName: table,
            Key: keys.redirection(site, previous.id),
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
            ExpressionAttributeValues: { ':previous': previous.updatedAt },
          },
        },
        { Delete: { TableName: table, Key: keys.redirectionUrl(site, previous.oldUrl) } },
      ],
      null,
    );
  },
};
