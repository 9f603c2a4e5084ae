import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { CustomizationValueView, CustomizationView } from '@cellar/shared/catalog/customization';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { deleteUnused, ItemInUse, referenceUpdates, type Reference } from '../data/references.ts';
import { setOrders } from '../data/set-orders.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { setFields } from '../data/update-fields.ts';
import type { ProductCustomizationRecord } from './product-records.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type CustomizationValueRecord = CustomizationValueView;

/**
 * A customization of a site (`CUSTOMIZATION#<id>` of `SITE#<id>#CUSTOMIZATION`), its values inside it. The view's
 * `products` is the item's `uses`, which only link writes move.
 */
export type CustomizationRecord = Omit<CustomizationView, 'products'> & { createdAt: string; updatedAt: string };

/** A customization as read, with the number of products that link it (its `uses`). */
export type StoredCustomization = CustomizationRecord & { uses: number };

/** The customization changed (or went away) between our read and our write. */
export class CustomizationChanged extends Error {}
/** Products link the customization: it cannot be deleted. */
export class CustomizationInUse extends Error {}
/** A link write failed on one of the items it needs: which one. */
export class LinkFailed extends Error {
  constructor(readonly reason: 'alreadyLinked' | 'notLinked' | 'productMissing' | 'customizationMissing') {
    super(`Link failed: ${reason}`);
  }
}

const meta = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'v'];
function strip<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !meta.includes(name))) as T;
}
function stored(item: Record<string, unknown>): StoredCustomization {
  const record = strip<StoredCustomization>(item);
  return { ...record, uses: Number(record.uses ?? 0) };
}

function linkItem(site: SiteId, link: ProductCustomizationRecord) {
  return {
    ...keys.productCustomization(site, link.idProduct, link.idCustomization),
    type: entityTypes.productCustomization,
    v: 1,
    ...link,
  };
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** The only code that reads and writes customizations and the links products make to them. */
export const customizationRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'CUSTOMIZATION')),
  /** Value ids are counted per site, so a value keeps its id whichever customization it is in. */
  nextValueId: (site: SiteId) => nextId(keys.siteCounter(site, 'CUSTOMIZATION_VALUE')),

  /** Every customization of the site: one Query of its partition. */
  async all(site: SiteId): Promise<StoredCustomization[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.customizationPartition(site));
    return items.filter((item) => item.type === entityTypes.customization).map(stored);
  },

  async get(site: SiteId, id: number): Promise<StoredCustomization | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.customization(site, id), ConsistentRead: true }),
    );
    return answer.Item ? stored(answer.Item) : null;
  },

  /** A few customizations by id (those a product links), in one BatchGetItem per 100. */
  async some(site: SiteId, ids: readonly number[]): Promise<StoredCustomization[]> {
    const unique = [...new Set(ids)];
    const found: StoredCustomization[] = [];
    for (let i = 0; i < unique.length; i += 100) {
      let pending: Record<string, unknown>[] = unique
        .slice(i, i + 100)
        .map((id) => ({ ...keys.customization(site, id) }));
      for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
        const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
        found.push(...(answer.Responses?.[tableName()] ?? []).map(stored));
        pending = (answer.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      }
    }
    return found;
  },

  async create(site: SiteId, customization: CustomizationRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.customization(site, customization.id),
          type: entityTypes.customization,
          v: 1,
          ...customization,
          uses: 0,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Saves a customization (its fields and values) read at `previous.updatedAt`; its `uses` stay as they are. */
  async save(site: SiteId, previous: Pick<CustomizationRecord, 'updatedAt'>, next: CustomizationRecord): Promise<void> {
    const { id, uses: _uses, ...fields } = next as StoredCustomization;
    const update = setFields(keys.customization(site, id), fields, {
      expression: 'attribute_exists(pk) AND updatedAt = :previous',
      values: { ':previous': previous.updatedAt },
    });
    try {
      await dynamo().send(new UpdateCommand(update));
    } catch (error) {
      if (isConditionFailure(error)) throw new CustomizationChanged();
      throw error;
    }
  },

  /** Deletes a customization no product links (its values go with it). */
  async delete(site: SiteId, id: number): Promise<void> {
    await deleteUnused(keys.customization(site, id)).catch((error: unknown) => {
      throw error instanceof ItemInUse ? new CustomizationInUse() : error;
    });
  },

  async setOrders(site: SiteId, changes: ReadonlyArray<{ id: number; order: number }>): Promise<void> {
    try {
      await setOrders(changes.map(({ id, order }) => ({ key: keys.customization(site, id), order })));
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new CustomizationChanged();
      throw error;
    }
  },

  // Links (items of the product's partition) ---------------------------------------------------

  /** The customization links of a product, in order: a Query of its partition under `CUSTOMIZATION#`. */
  async links(site: SiteId, idProduct: number): Promise<ProductCustomizationRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.productPartition(site, idProduct), {
      skPrefix: keys.productCustomizationSkPrefix(),
    });
    return items
      .filter((item) => item.type === entityTypes.productCustomization)
      .map((item) => strip<ProductCustomizationRecord>(item))
      .sort((a, b) => a.order - b.order || a.idCustomization - b.idCustomization);
  },

  /**
   * Links a customization to a product, in one transaction: the link is new, the product exists (a
   * ConditionCheck) and the customization exists and counts one more use (its `uses` update is
   * conditioned on its existence: a transaction takes one action per item).
   */
  async link(site: SiteId, link: ProductCustomizationRecord, customization: Reference): Promise<void> {
    const table = tableName();
    const references = referenceUpdates([], [customization]);
    await linkTransaction(
      [
        { Put: { TableName: table, Item: linkItem(site, link), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          ConditionCheck: {
            TableName: table,
            Key: keys.product(site, link.idProduct),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...references.actions,
      ],
      ['alreadyLinked', 'productMissing', 'customizationMissing'],
    );
  },

  /** Changes a link; the link, the product and the customization must all still exist. */
  async updateLink(site: SiteId, link: ProductCustomizationRecord): Promise<void> {
    const table = tableName();
    await linkTransaction(
      [
        { Put: { TableName: table, Item: linkItem(site, link), ConditionExpression: 'attribute_exists(pk)' } },
        {
          ConditionCheck: {
            TableName: table,
            Key: keys.product(site, link.idProduct),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          ConditionCheck: {
            TableName: table,
            Key: keys.customization(site, link.idCustomization),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
      ['notLinked', 'productMissing', 'customizationMissing'],
    );
  },

  /** Removes a link and counts one use less on the customization, together. */
  async unlink(
    site: SiteId,
    link: Pick<ProductCustomizationRecord, 'idProduct' | 'idCustomization'>,
    customization: Reference,
  ): Promise<void> {
    const references = referenceUpdates([customization], []);
    await linkTransaction(
      [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.productCustomization(site, link.idProduct, link.idCustomization),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...references.actions,
      ],
      ['notLinked', 'customizationMissing'],
    );
  },

  async setLinkOrders(
    site: SiteId,
    idProduct: number,
    changes: ReadonlyArray<{ idCustomization: number; order: number }>,
  ): Promise<void> {
    try {
      await setOrders(
        changes.map(({ idCustomization, order }) => ({
          key: keys.productCustomization(site, idProduct, idCustomization),
          order,
        })),
      );
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new LinkFailed('notLinked');
      throw error;
    }
  },
};

async function linkTransaction(actions: TransactItem[], reasons: LinkFailed['reason'][]): Promise<void> {
  try {
    await transactWrite(actions);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw new LinkFailed(reasons[error.index] ?? 'notLinked');
    throw error;
  }
}
