import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { OrderBackView, ReturnFileView, ReturnLineView } from '@cellar/shared/orders/returns';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, mediaKeys } from '../data/keys.ts';
import { s3Objects } from '../data/s3.ts';
import type { SiteId } from '../data/site-id.ts';
import type { OrderExtraAction } from './order-repository.ts';

/** A file a move of the return carried, at `key` under the bucket's private prefix (the view: a `path` to GET it). */
export type StoredReturnFile = Omit<ReturnFileView, 'path'> & { key: string };

/** A line of the return; its `total` is the view's sum. */
export type StoredReturnLine = Omit<ReturnLineView, 'total'>;

/**
 * A return as stored (`BACK#<id>` of the site's `ORDER_BACK` partition; docs/data-model.md). Unlike its view, it
 * keeps who the shopper is, the reason's labels in both languages (as they were then) and the files' keys; the
 * labels, sums, date and actions of the view are computed.
 */
export type OrderBackRecord = Omit<
  OrderBackView,
  'statusLabel' | 'customer' | 'lines' | 'quantity' | 'value' | 'reason' | 'files' | 'allowedActions' | 'date'
> & {
  /** The shopper's language (the order's): the return's mails go out in it. */
  lang: Lang;
  customer: OrderBackView['customer'] & { sub: string | null; idCustomer: number | null };
  lines: StoredReturnLine[];
  /** The RETURN_REASON value chosen, its labels as they were then. */
  reason: { id: number; label: Record<Lang, string> } | null;
  files: StoredReturnFile[];
  /** The products came back (the return went through PRODUCT_RECEIVED). */
  received: boolean;
};

/** The files are the producer's and the shopper's, not the public's: no shared cache may keep them. */
const privateFile = 'private, no-store';

const meta = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'v'];
function strip(item: Record<string, unknown>): OrderBackRecord {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!meta.includes(name)) out[name] = value;
  return out as unknown as OrderBackRecord;
}

/** The only code that reads and writes order returns and their files. */
export const orderBackRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'ORDER_BACK')),

  async get(site: SiteId, id: number): Promise<OrderBackRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.orderBack(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Every return of the site, oldest first (one Query of its partition: lists filter in memory). */
  async all(site: SiteId): Promise<OrderBackRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.orderBackPartition(site))).map(strip);
  },

  /**
   * The write of a return that goes with its order's change (`orderRepository.commit`'s extra
   * actions): new (`previousUpdatedAt` null: must not exist), or over the version that was read.
   */
  putAction(site: SiteId, record: OrderBackRecord, previousUpdatedAt: string | null): OrderExtraAction {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...keys.orderBack(site, record.id), type: entityTypes.orderBack, v: 1, ...record },
        ConditionExpression: previousUpdatedAt === null ? 'attribute_not_exists(pk)' : 'updatedAt = :previous',
        ...(previousUpdatedAt === null ? {} : { ExpressionAttributeValues: { ':previous': previousUpdatedAt } }),
      },
    };
  },

  fileKey: (site: SiteId, idOrderBack: number, id: string, extension: string): string =>
    mediaKeys.orderBackFile(site, idOrderBack, id, extension),
  putFile: (key: string, data: Uint8Array, contentType: string) => s3Objects.put(key, data, contentType, privateFile),
  getFile: (key: string) => s3Objects.get(key),
  removeFile: (key: string) => s3Objects.remove(key),
};
