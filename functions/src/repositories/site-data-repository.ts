import { BatchWriteCommand, ScanCommand, type ScanCommandInput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import { referenceUpdates, type Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { awardReferences, productReferences, vintageReferences } from './product-references.ts';

/**
 * A whole site's items, for its export and its deletion (docs/site-lifecycle.md). No list of a site's partitions
 * exists, so these Scan the table for `SITE#<id>` and every `SITE#<id>#…` partition: a workflow task's way, never a
 * request's (docs/data-model.md).
 */
export type SiteItem = Record<string, unknown> & Key;

/** Where a Scan goes on: the key DynamoDB answered as the last one its page looked at (null: the table's start). */
export type ScanCursor = Record<string, unknown> | null;

type TransactItem = Parameters<typeof transactWrite>[0][number];

/**
 * The partitions a deletion's batches leave alone: the jobs (the deletion's own record and the audit trail, kept for
 * good), and what forget-site handles once the batches are done — the releases (their objects go first) and the
 * staff memberships (each user's record is changed with it). The site's own record stays too: until forget-site, the
 * site is there to delete again if the job fails.
 */
function heldPartitions(site: SiteId): string[] {
  return [keys.jobPartition(site), keys.releasePartition(site), keys.siteUsersPartition(site)];
}

function siteFilter(site: SiteId, leaveHeld: boolean) {
  const filter: Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeValues'> = {
    FilterExpression: '(pk = :site OR begins_with(pk, :prefix))',
    ExpressionAttributeValues: { ':site': keys.sitePartition(site), ':prefix': keys.siteCollectionsPrefix(site) },
  };
  if (!leaveHeld) return filter;
  const held = heldPartitions(site);
  const names = held.map((_, i) => `:held${i}`);
  return {
    FilterExpression: `${filter.FilterExpression} AND NOT (pk IN (${names.join(', ')})) AND NOT (pk = :site AND sk = :record)`,
    ExpressionAttributeValues: {
      ...filter.ExpressionAttributeValues,
      ...Object.fromEntries(held.map((pk, i) => [names[i], pk])),
      ':record': keys.site(site).sk,
    },
  };
}

/** The reference counts outside the site that an item moved when it was written, and so must move back. */
export function outsideCounts(site: SiteId, item: SiteItem): TransactItem[] {
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
  let references: Reference[] = [];
  if (item.type === entityTypes.product)
    references = productReferences(site, {
      kind: typeof item.kind === 'number' ? item.kind : null,
      grapes: list(item.grapes),
      taste: list(item.taste),
      meal: list(item.meal),
      label: list(item.label),
      // Its feature types and boxed products are the site's own items: they go with it.
      features: [],
      products: [],
    });
  else if (item.type === entityTypes.vintage) references = vintageReferences({ ingredients: list(item.ingredients) });
  else if (item.type === entityTypes.award && typeof item.awardType === 'number')
    references = awardReferences({ awardType: item.awardType });
  else if (item.type === entityTypes.boxChoice && typeof item.id === 'number')
    // A site's choice counts in the global box's `uses` and `chosenBy` (box-repository.ts `choose`).
    return [
      {
        Update: {
          TableName: tableName(),
          Key: keys.globalBox(item.id),
          UpdateExpression: 'ADD #uses :minus, #chosenBy :minus',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#uses': 'uses', '#chosenBy': 'chosenBy' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ];
  const own = (key: Key) => key.pk === keys.sitePartition(site) || key.pk.startsWith(keys.siteCollectionsPrefix(site));
  return referenceUpdates(
    references.filter((reference) => !own(reference.key)),
    [],
  ).actions;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Deletes by BatchWriteItem, 25 a call; what DynamoDB leaves unprocessed is sent again with a growing pause. */
async function batchDelete(items: readonly Key[]): Promise<void> {
  const table = tableName();
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let attempt = 1; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`DynamoDB left ${requests.length} deletions unprocessed after 8 attempts`);
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (answer.UnprocessedItems?.[table] ?? []) as typeof requests;
      if (requests.length > 0) await sleep(Math.min(2000, 50 * 2 ** attempt));
    }
  }
}

/** Deletes an item with the counts it moved outside the site, together; false when it was already gone. */
async function deleteCounted(item: SiteItem, counts: TransactItem[]): Promise<boolean> {
  const own: TransactItem = {
    Delete: { TableName: tableName(), Key: { pk: item.pk, sk: item.sk }, ConditionExpression: 'attribute_exists(pk)' },
  };
  try {
    await transactWrite([own, ...counts]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (error.index === 0) return false; // deleted by an earlier attempt, its counts with it
  }
  // What it counted in is gone (nothing left to count down): the item goes alone.
  await batchDelete([item]);
  return true;
}

export const siteDataRepository = {
  /** Every item of the site, a Scan page (up to 1 MB) at a time: what its export holds. */
  async *pages(site: SiteId): AsyncGenerator<SiteItem[]> {
    let cursor: ScanCursor = null;
    do {
      const page: ScanCommandOutput = await dynamo().send(
        new ScanCommand({
          TableName: tableName(),
          ...siteFilter(site, false),
          ConsistentRead: true,
          ExclusiveStartKey: cursor ?? undefined,
        }),
      );
      if (page.Items?.length) yield page.Items as SiteItem[];
      cursor = page.LastEvaluatedKey ?? null;
    } while (cursor);
  },

  /**
   * The next items a deletion batch takes (the held partitions and the site's record left out), from `cursor` on:
   * pages of at most half a batch until half a batch is found — so never more than `max` — the table's end, or
   * `budgetMs` spent reading other sites' items (the next batch goes on from there).
   */
  async nextBatch(
    site: SiteId,
    cursor: ScanCursor,
    max: number,
    budgetMs: number,
  ): Promise<{ items: SiteItem[]; cursor: ScanCursor }> {
    const half = Math.max(1, Math.floor(max / 2));
    const deadline = Date.now() + budgetMs;
    const items: SiteItem[] = [];
    let next = cursor;
    do {
      const page: ScanCommandOutput = await dynamo().send(
        new ScanCommand({
          TableName: tableName(),
          ...siteFilter(site, true),
          Limit: half,
          ConsistentRead: true,
          ExclusiveStartKey: next ?? undefined,
        }),
      );
      // A page finds at most half a batch (its Limit), so its LastEvaluatedKey is where the next one goes on.
      items.push(...((page.Items ?? []) as SiteItem[]));
      next = page.LastEvaluatedKey ?? null;
    } while (next && items.length < half && Date.now() < deadline);
    return { items, cursor: next };
  },

  /** The customer pool usernames of the customers among these items. */
  customerUsernames(items: readonly SiteItem[]): string[] {
    return items.flatMap((item) =>
      item.type === entityTypes.customer && typeof item.username === 'string' ? [item.username] : [],
    );
  },

  /** What of these items the storefront's edge holds entries for: redirections' old URLs, and whether scripts. */
  edgeItems(items: readonly SiteItem[]): { oldUrls: string[]; scripts: boolean } {
    return {
      oldUrls: items.flatMap((item) =>
        item.type === entityTypes.redirection && typeof item.oldUrl === 'string' ? [item.oldUrl] : [],
      ),
      scripts: items.some((item) => item.type === entityTypes.scriptToLoad),
    };
  },

  /**
   * Deletes the items; one that moved a count outside the site (a product its nomenclature, a choice its global box)
   * moves it back in the same transaction, so a retried batch never counts twice. Answers how many went.
   */
  async deleteItems(site: SiteId, items: readonly SiteItem[]): Promise<number> {
    const plain: SiteItem[] = [];
    let deleted = 0;
    for (const item of items) {
      const counts = outsideCounts(site, item);
      if (counts.length === 0) plain.push(item);
      else if (await deleteCounted(item, counts)) deleted++;
    }
    await batchDelete(plain);
    return deleted + plain.length;
  },

  /** Deletes what is left of the partitions the batches held, but the jobs (forget-site's last sweep). */
  async clearHeld(site: SiteId): Promise<number> {
    const left = [];
    for (const pk of heldPartitions(site).filter((pk) => pk !== keys.jobPartition(site)))
      left.push(...(await queryPartition<SiteItem>(pk)));
    await batchDelete(left);
    return left.length;
  },
};
