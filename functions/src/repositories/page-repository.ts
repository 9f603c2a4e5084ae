import { BatchWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LayoutType, PageInfo, PageLayout } from '@cellar/shared/pages/page-document';
import { queryIndexItem, queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A page's information as stored (`META` of its partition, and its menu entry): no layouts. */
export interface PageRecord extends PageInfo {
  id: number;
  /** Counts saves: the editor's conflict check compares it. */
  version: number;
  schemaVersion: number;
  createdAt: string;
  updatedAt: string;
}

/** A page with its layouts, in order. */
export interface StoredPage {
  page: PageRecord;
  layouts: PageLayout[];
}

/** A tagged layout as the saved-layouts list shows it (`SITE#<s>#LAYOUT_TAGS`). */
export interface LayoutTagRecord {
  id: number;
  pageId: number;
  pageTitle: string;
  layoutType: LayoutType;
  tags: string[];
}

/** The page was saved, moved or deleted between our read and our write. */
export class PageChanged extends Error {}
/** Another page of the site holds the url. */
export class PageUrlTaken extends Error {}
/** The parent named went away between our read and our write. */
export class PageParentMissing extends Error {}

/** The most actions DynamoDB takes in one transaction. */
const maxTransactItems = 100;

/** A transaction's action, with what its failed condition means. */
interface Action {
  item: TransactItem;
  onConditionFailed?: () => Error;
}

async function transact(actions: readonly Action[]): Promise<void> {
  try {
    await transactWrite(actions.map((a) => a.item));
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw actions[error.index]?.onConditionFailed?.() ?? error;
    throw error;
  }
}

const urlIndex = (site: SiteId, url: string, sk: string) => (url ? keys.pageUrlIndex(site, url, sk) : {});

function metaItem(site: SiteId, page: PageRecord) {
  return {
    ...keys.pageMeta(site, page.id),
    ...urlIndex(site, page.url, keys.pageMetaSk()),
    type: entityTypes.page,
    v: 1,
    ...page,
  };
}

function menuItem(site: SiteId, page: PageRecord) {
  return { ...keys.pageMenuEntry(site, page.id), type: entityTypes.pageMenu, v: 1, ...page };
}

/** A layout's item: the layout is kept whole under `layout` (its `type` is not the item's entity `type`). */
function layoutItem(site: SiteId, page: PageRecord, layout: PageLayout, order: number) {
  const key = keys.pageLayout(site, page.id, order);
  return {
    ...key,
    ...urlIndex(site, page.url, key.sk),
    ...keys.layoutByIdIndex(site, layout.id!),
    type: entityTypes.pageLayout,
    v: 1,
    id: layout.id!,
    pageId: page.id,
    layout: { ...layout, order },
  };
}

function tagItem(site: SiteId, record: LayoutTagRecord) {
  return { ...keys.layoutTag(site, record.id), type: entityTypes.layoutTag, v: 1, ...record };
}

function pageOf(item: Record<string, unknown>): PageRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, v: _v, ...page } = item;
  return page as unknown as PageRecord;
}

/** The items of one page's partition (or of its url in gsi1), as a page with its layouts; null when no META. */
function assemble(items: ReadonlyArray<Record<string, unknown>>): StoredPage | null {
  const meta = items.find((item) => item.type === entityTypes.page);
  if (!meta) return null;
  const layouts = items
    .filter((item) => item.type === entityTypes.pageLayout)
    .map((item) => item.layout as PageLayout)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return { page: pageOf(meta), layouts };
}

function tagRecord(item: Record<string, unknown>): LayoutTagRecord {
  return {
    id: item.id as number,
    pageId: item.pageId as number,
    pageTitle: item.pageTitle as string,
    layoutType: item.layoutType as LayoutType,
    tags: (item.tags as string[] | undefined) ?? [],
  };
}

/** The index entry a layout of a page should have: none when it has no tags. */
function tagEntryOf(page: PageRecord, layout: PageLayout): LayoutTagRecord | null {
  const tags = layout.tags ?? [];
  if (tags.length === 0 || !layout.id) return null;
  return { id: layout.id, pageId: page.id, pageTitle: page.title, layoutType: layout.type, tags };
}

const sameEntry = (a: LayoutTagRecord, b: LayoutTagRecord) =>
  a.pageId === b.pageId &&
  a.pageTitle === b.pageTitle &&
  a.layoutType === b.layoutType &&
  a.tags.length === b.tags.length &&
  a.tags.every((tag, i) => tag === b.tags[i]);

/** Deletes items outside a transaction, 25 a call, the unprocessed ones sent again. */
async function batchDelete(keyList: ReadonlyArray<{ pk: string; sk: string }>): Promise<void> {
  const table = tableName();
  for (let i = 0; i < keyList.length; i += 25) {
    let requests: Array<Record<string, unknown>> = keyList
      .slice(i, i + 25)
      .map((key) => ({ DeleteRequest: { Key: key } }));
    while (requests.length > 0) {
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
      requests = (answer.UnprocessedItems?.[table] as Array<Record<string, unknown>> | undefined) ?? [];
    }
  }
}

/**
 * The only code that reads and writes pages (docs/data-model.md "Pages"): a page's partition (`META` and
 * `LAYOUT#<order>`), its menu entry and url in `SITE#<s>#PAGES`, the tagged layouts' index. A page is always written
 * whole in one transaction, conditioned on the version it was read at.
 */
export const pageRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'PAGE')),

  /** Every page of the site without layouts (the menu tree's entries): one Query. */
  async all(site: SiteId): Promise<PageRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.pagesPartition(site), {
      skPrefix: keys.pageMenuSkPrefix(),
    });
    return items.map(pageOf);
  },

  /** A page with its layouts: one Query of its partition. */
  async get(site: SiteId, id: number): Promise<StoredPage | null> {
    return assemble(await queryPartition<Record<string, unknown>>(keys.pagePartition(site, id)));
  },

  /** The page that has this url, with its layouts: one Query of gsi1. */
  async getByUrl(site: SiteId, url: string): Promise<StoredPage | null> {
    const items = await queryPartition<Record<string, unknown>>(keys.pageUrlIndexPartition(site, url), {
      index: 'gsi1',
    });
    return assemble(items);
  },

  /** A layout by its id, with the page holding it: one Query of gsi2. */
  async layoutById(site: SiteId, idLayout: number): Promise<{ pageId: number; layout: PageLayout } | null> {
    const index = keys.layoutByIdIndex(site, idLayout);
    const item = await queryIndexItem<Record<string, unknown>>('gsi2', index.gsi2pk, index.gsi2sk);
    return item ? { pageId: item.pageId as number, layout: item.layout as PageLayout } : null;
  },

  /** Every tagged layout of the site: one Query. */
  async taggedLayouts(site: SiteId): Promise<LayoutTagRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.layoutTagsPartition(site))).map(tagRecord);
  },

  /**
   * Writes a page whole (new, or over `previous` as read): META and menu entry, the layouts by place (and the
   * removal of places beyond the last), the url's reservation (moved when it changes), the tagged layouts' index, in
   * one transaction conditioned on the version read. Past DynamoDB's 100 actions (only when a save both drops and
   * tags dozens of layouts at once), the index entries of dropped layouts are removed just after.
   */
  async save(site: SiteId, previous: StoredPage | null, next: StoredPage): Promise<void> {
    const table = tableName();
    const { page } = next;
    const actions: Action[] = [
      {
        item: {
          Put: {
            TableName: table,
            Item: metaItem(site, page),
            ...(previous
              ? {
                  ConditionExpression: '#version = :version',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':version': previous.page.version },
                }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        },
        onConditionFailed: () => new PageChanged(),
      },
      { item: { Put: { TableName: table, Item: menuItem(site, page) } } },
    ];
    if (page.parentId !== null)
      actions.push({
        item: {
          ConditionCheck: {
            TableName: table,
            Key: keys.pageMenuEntry(site, page.parentId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        onConditionFailed: () => new PageParentMissing(),
      });
    next.layouts.forEach((layout, order) =>
      actions.push({ item: { Put: { TableName: table, Item: layoutItem(site, page, layout, order) } } }),
    );
    for (let order = next.layouts.length; order < (previous?.layouts.length ?? 0); order++)
      actions.push({ item: { Delete: { TableName: table, Key: keys.pageLayout(site, page.id, order) } } });
    const previousUrl = previous?.page.url ?? '';
    if (page.url && page.url !== previousUrl)
      actions.push({
        item: {
          Put: {
            TableName: table,
            Item: { ...keys.pageUrl(site, page.url), type: entityTypes.pageUrl, v: 1, idPage: page.id },
            ConditionExpression: 'attribute_not_exists(pk) OR idPage = :id',
            ExpressionAttributeValues: { ':id': page.id },
          },
        },
        onConditionFailed: () => new PageUrlTaken(),
      });
    if (previousUrl && previousUrl !== page.url)
      actions.push({
        item: {
          Delete: {
            TableName: table,
            Key: keys.pageUrl(site, previousUrl),
            ConditionExpression: 'attribute_not_exists(pk) OR idPage = :id',
            ExpressionAttributeValues: { ':id': page.id },
          },
        },
        onConditionFailed: () => new PageChanged(),
      });

    const before = new Map(
      (previous?.layouts ?? []).flatMap((layout) => {
        const entry = tagEntryOf(previous!.page, layout);
        return entry ? [[entry.id, entry] as const] : [];
      }),
    );
    const after = new Map(
      next.layouts.flatMap((layout) => {
        const entry = tagEntryOf(page, layout);
        return entry ? [[entry.id, entry] as const] : [];
      }),
    );
    for (const entry of after.values()) {
      const was = before.get(entry.id);
      if (!was || !sameEntry(was, entry))
        actions.push({ item: { Put: { TableName: table, Item: tagItem(site, entry) } } });
    }
    const dropped = [...before.keys()].filter((id) => !after.has(id)).map((id) => keys.layoutTag(site, id));
    const inline = dropped.slice(0, Math.max(0, maxTransactItems - actions.length));
    for (const key of inline) actions.push({ item: { Delete: { TableName: table, Key: key } } });
    await transact(actions);
    await batchDelete(dropped.slice(inline.length));
  },

  /**
   * Sets fields of a page's information (its place in the tree, its valid flag) on META and the menu entry together,
   * with the next version, conditioned on the version read.
   */
  async updateInfo(
    site: SiteId,
    previous: PageRecord,
    fields: Partial<Pick<PageRecord, 'parentId' | 'order' | 'isValid'>>,
    updatedAt: string,
  ): Promise<PageRecord> {
    const next: PageRecord = { ...previous, ...fields, version: previous.version + 1, updatedAt };
    const changes: Record<string, unknown> = { ...fields, version: next.version, updatedAt };
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':previousVersion': previous.version };
    const sets = Object.entries(changes).map(([name, value], i) => {
      names[`#f${i}`] = name;
      values[`:f${i}`] = value;
      return `#f${i} = :f${i}`;
    });
    names['#version'] = 'version';
    const table = tableName();
    await transact(
      [keys.pageMeta(site, previous.id), keys.pageMenuEntry(site, previous.id)].map((key) => ({
        item: {
          Update: {
            TableName: table,
            Key: key,
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND #version = :previousVersion',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        onConditionFailed: () => new PageChanged(),
      })),
    );
    return next;
  },

  /**
   * Deletes a page whole: its partition (META and layouts), its menu entry, its url, its tagged layouts' index, in
   * one transaction conditioned on the version read (at most 40 layouts: 83 actions).
   */
  async remove(site: SiteId, stored: StoredPage): Promise<void> {
    const table = tableName();
    const { page } = stored;
    const actions: Action[] = [
      {
        item: {
          Delete: {
            TableName: table,
            Key: keys.pageMeta(site, page.id),
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': page.version },
          },
        },
        onConditionFailed: () => new PageChanged(),
      },
      { item: { Delete: { TableName: table, Key: keys.pageMenuEntry(site, page.id) } } },
      ...stored.layouts.map((_, order) => ({
        item: { Delete: { TableName: table, Key: keys.pageLayout(site, page.id, order) } },
      })),
      ...stored.layouts
        .filter((layout) => tagEntryOf(page, layout))
        .map((layout) => ({ item: { Delete: { TableName: table, Key: keys.layoutTag(site, layout.id!) } } })),
    ];
    if (page.url)
      actions.push({
        item: {
          Delete: {
            TableName: table,
            Key: keys.pageUrl(site, page.url),
            ConditionExpression: 'attribute_not_exists(pk) OR idPage = :id',
            ExpressionAttributeValues: { ':id': page.id },
          },
        },
        onConditionFailed: () => new PageChanged(),
      });
    await transact(actions);
  },

  /**
   * Sets the tags of the layout at `order` of a page (the layout must still be `layout.id` there) and its index
   * entry, together. The page's version is left alone: tags describe a saved layout, the editor's draft is not stale.
   */
  async setLayoutTags(site: SiteId, page: PageRecord, layout: PageLayout, tags: string[]): Promise<void> {
    const table = tableName();
    const order = layout.order ?? 0;
    const entry = tagEntryOf(page, { ...layout, tags });
    await transact([
      {
        item: {
          Update: {
            TableName: table,
            Key: keys.pageLayout(site, page.id, order),
            UpdateExpression: 'SET #layout.#tags = :tags',
            ConditionExpression: '#id = :id',
            ExpressionAttributeNames: { '#layout': 'layout', '#tags': 'tags', '#id': 'id' },
            ExpressionAttributeValues: { ':tags': tags, ':id': layout.id },
          },
        },
        onConditionFailed: () => new PageChanged(),
      },
      entry
        ? { item: { Put: { TableName: table, Item: tagItem(site, entry) } } }
        : { item: { Delete: { TableName: table, Key: keys.layoutTag(site, layout.id!) } } },
    ]);
  },
};
