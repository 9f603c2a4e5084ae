import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { queryIndexItem, queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import { referenceUpdates, type Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { setFields } from '../data/update-fields.ts';
import { catalogueVersionRepository } from './catalogue-version-repository.ts';
import type { DecreasingDiscount } from '@cellar/shared/catalog/decreasing-discount';
import type {
  AwardRecord,
  ProductCustomizationRecord,
  ProductPage,
  ProductRecord,
  VintageRecord,
} from './product-records.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A referenced item is missing (or of the wrong kind): the request's field and message say which. */
export class ReferenceMissing extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(`Missing reference on ${field}`);
  }
}

/** The item changed (or went away) between our read and our write. */
export class ProductChanged extends Error {}
/**
 * A stock change was asked from a stock the admin's screen showed, and the stock is no longer
 * that (orders took bottles meanwhile): nothing was written.
 */
export class StockChanged extends Error {}
/** The product is named by a box: it cannot be deleted. */
export class ProductInBox extends Error {}
/** The product is named by a discount (its `discountUses`): it cannot be deleted. */
export class ProductInDiscount extends Error {}

const meta = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'v', 'uses', 'discountUses'];
function strip<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!meta.includes(name)) out[name] = value;
  return out as T;
}

function productItem(site: SiteId, product: ProductRecord) {
  return {
    ...keys.product(site, product.id),
    ...keys.productListIndex(site, product.id),
    type: entityTypes.product,
    v: 1,
    ...product,
  };
}
function vintageItem(site: SiteId, vintage: VintageRecord) {
  return {
    ...keys.vintage(site, vintage.idProduct, vintage.id),
    ...keys.vintageListIndex(site, vintage.idProduct, vintage.id),
    ...keys.vintageByIdIndex(site, vintage.id),
    type: entityTypes.vintage,
    v: 1,
    ...vintage,
  };
}

/** Sorts what one Query of a product partition (or of the catalogue index) read. */
function sortItems(items: Record<string, unknown>[]): {
  products: ProductRecord[];
  vintages: VintageRecord[];
  awards: AwardRecord[];
  customizations: ProductCustomizationRecord[];
} {
  const products: ProductRecord[] = [];
  const vintages: VintageRecord[] = [];
  const awards: AwardRecord[] = [];
  const customizations: ProductCustomizationRecord[] = [];
  for (const item of items) {
    if (item.type === entityTypes.product) products.push(strip(item));
    else if (item.type === entityTypes.vintage) vintages.push(strip(item));
    else if (item.type === entityTypes.award) awards.push(strip(item));
    else if (item.type === entityTypes.productCustomization) customizations.push(strip(item));
  }
  return { products, vintages, awards, customizations };
}

/**
 * Runs a transaction whose first actions are the caller's own, then those moving reference counts,
 * then the site's catalogue version bump; a failed condition on a reference names the request field,
 * on the caller's own actions means the item changed meanwhile.
 */
async function transactWithReferences(
  site: SiteId,
  own: TransactItem[],
  before: readonly Reference[],
  after: readonly Reference[],
  onOwnFailure: (index: number) => Error,
): Promise<void> {
  const references = referenceUpdates(before, after);
  try {
    // The catalogue's version moves with the write (last: it has no condition to fail).
    await transactWrite([...own, ...references.actions, catalogueVersionRepository.bumpAction(site)]);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (error.index < own.length) throw onOwnFailure(error.index);
    const failure = references.failures[error.index - own.length]!;
    throw new ReferenceMissing(failure.field, failure.message);
  }
}

const changed = () => new ProductChanged();
/** A save's own UpdateItem was refused: its lock, or its stock guard (told apart by `stockOrChanged`). */
class OwnConditionFailed extends Error {}

/**
 * A save's stock change: `SET quantity = :quantity`, on the condition that the stock is still
 * `expected` (what the admin's screen loaded) when it is given. Saves without one never write
 * `quantity`: only orders move it (docs/decisions.md "Catalogue API", stock).
 */
export interface StockWrite {
  quantity: number;
  expected: number | undefined;
}

/** The fields a product save writes: never its stock, place in the list, counts, discounts or creation time. */
export type ProductSave = Omit<ProductRecord, 'id' | 'quantity' | 'order' | 'createdAt' | 'decreasingDiscounts'>;
/** The fields a vintage save writes: never its stock, place, product or creation time. */
export type VintageSave = Omit<VintageRecord, 'id' | 'idProduct' | 'quantity' | 'order' | 'createdAt'>;

/**
 * An UpdateItem of a save's own fields, locked on `updatedAt` (the service's read), with its stock
 * change when there is one (guarded by the stock the admin saw).
 */
function saveUpdate(key: Key, fields: Record<string, unknown>, previousUpdatedAt: string, stock: StockWrite | null) {
  const guarded = stock?.expected !== undefined;
  const update = setFields(key, stock ? { ...fields, quantity: stock.quantity } : fields, {
    expression: `attribute_exists(pk) AND updatedAt = :previous${guarded ? ' AND #stock = :expected' : ''}`,
    values: guarded
      ? { ':previous': previousUpdatedAt, ':expected': stock!.expected }
      : { ':previous': previousUpdatedAt },
  });
  if (guarded) update.ExpressionAttributeNames = { ...update.ExpressionAttributeNames, '#stock': 'quantity' };
  return update as Extract<TransactItem, { Update?: unknown }>['Update'];
}

/**
 * After a save's own condition failed: when it carried a guarded stock change and the item's stock
 * (read consistently) is no longer what the admin saw, the stock moved (StockChanged); else the
 * item changed or went away (ProductChanged).
 */
async function stockOrChanged(key: Key, stock: StockWrite | null): Promise<Error> {
  if (stock?.expected === undefined) return new ProductChanged();
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true, ProjectionExpression: 'pk, quantity' }),
  );
  if (answer.Item && answer.Item.quantity !== stock.expected) return new StockChanged();
  return new ProductChanged();
}

/**
 * The only code that reads and writes products, vintages and their partition (only repositories send
 * DynamoDB commands: docs/request-pipeline.md).
 */
export const productRepository = {
  nextProductId: (site: SiteId) => nextId(keys.siteCounter(site, 'PRODUCT')),
  nextVintageId: (site: SiteId) => nextId(keys.siteCounter(site, 'VINTAGE')),

  /** A product with its vintages, awards and customization links: one Query of its partition (a product page). */
  async page(site: SiteId, idProduct: number): Promise<ProductPage | null> {
    const { products, vintages, awards, customizations } = sortItems(
      await queryPartition(keys.productPartition(site, idProduct)),
    );
    const product = products[0];
    return product
      ? {
          product,
          vintages: vintages.sort(byOrder),
          awards,
          customizations: customizations.sort((a, b) => a.order - b.order || a.idCustomization - b.idCustomization),
        }
      : null;
  },

  /** Every product of the site with its vintages: one Query of the catalogue index. */
  async catalogue(site: SiteId): Promise<Array<{ product: ProductRecord; vintages: VintageRecord[] }>> {
    const { products, vintages } = sortItems(await queryPartition(keys.productListPartition(site), { index: 'gsi1' }));
    const byProduct = new Map<number, VintageRecord[]>();
    for (const vintage of vintages)
      byProduct.set(vintage.idProduct, [...(byProduct.get(vintage.idProduct) ?? []), vintage]);
    return products.map((product) => ({ product, vintages: (byProduct.get(product.id) ?? []).sort(byOrder) }));
  },

  /** A few products by id (the contents of a box), in one BatchGetItem. */
  async products(site: SiteId, ids: readonly number[]): Promise<ProductRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found: ProductRecord[] = [];
    let pending: Record<string, unknown>[] = unique.map((id) => ({ ...keys.product(site, id) }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
      found.push(...(answer.Responses?.[tableName()] ?? []).map((item) => strip<ProductRecord>(item)));
      pending = (answer.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    return found;
  },

  /**
   * A vintage by its own id (gsi2), with the product it belongs to. The index is never strongly
   * consistent: with `consistent` (every admin write) the vintage the index names is then read by
   * its key, consistently, so nothing is decided on a stale stock or `updatedAt`.
   */
  async vintage(
    site: SiteId,
    idVintage: number,
    options: { consistent?: boolean } = {},
  ): Promise<VintageRecord | null> {
    const index = keys.vintageByIdIndex(site, idVintage);
    const item = await queryIndexItem<Record<string, unknown>>('gsi2', index.gsi2pk, index.gsi2sk);
    if (!item) return null;
    if (!options.consistent) return strip<VintageRecord>(item);
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }),
    );
    return answer.Item ? strip<VintageRecord>(answer.Item) : null;
  },

  /** A new product (and a WINE's first vintage), counting what they name, all or nothing. */
  async create(
    site: SiteId,
    product: ProductRecord,
    vintages: readonly VintageRecord[],
    references: readonly Reference[],
  ): Promise<void> {
    const table = tableName();
    await transactWithReferences(
      site,
      [
        {
          Put: { TableName: table, Item: productItem(site, product), ConditionExpression: 'attribute_not_exists(pk)' },
        },
        ...vintages.map((vintage): TransactItem => ({
          Put: { TableName: table, Item: vintageItem(site, vintage), ConditionExpression: 'attribute_not_exists(pk)' },
        })),
      ],
      [],
      references,
      changed,
    );
  },

  /**
   * Saves a product's own fields (`ProductSave`) read at `previous.updatedAt` (optimistic lock);
   * `uses`, `discountUses`, the place in the list and the discounts are kept as they are, and the
   * stock too unless `stock` changes it (StockChanged when orders moved it meanwhile).
   */
  async update(
    site: SiteId,
    previous: ProductRecord,
    fields: ProductSave,
    stock: StockWrite | null,
    before: readonly Reference[],
    after: readonly Reference[],
  ): Promise<void> {
    const key = keys.product(site, previous.id);
    try {
      await transactWithReferences(
        site,
        [{ Update: saveUpdate(key, fields, previous.updatedAt, stock) }],
        before,
        after,
        () => new OwnConditionFailed(),
      );
    } catch (error) {
      if (error instanceof OwnConditionFailed) throw await stockOrChanged(key, stock);
      throw error;
    }
  },

  /** Switches a product valid or invalid: `valid` and `updatedAt` only. False when the product is gone. */
  async setValid(site: SiteId, idProduct: number, valid: boolean, updatedAt: string): Promise<boolean> {
    const item = await setOwnFields(site, keys.product(site, idProduct), { valid, updatedAt });
    return item !== null;
  },

  /** A new vintage of a product that must still exist (a vintage is never written under a deleted product). */
  async createVintage(site: SiteId, vintage: VintageRecord, references: readonly Reference[]): Promise<void> {
    const table = tableName();
    await transactWithReferences(
      site,
      [
        {
          ConditionCheck: {
            TableName: table,
            Key: keys.product(site, vintage.idProduct),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          Put: { TableName: table, Item: vintageItem(site, vintage), ConditionExpression: 'attribute_not_exists(pk)' },
        },
      ],
      [],
      references,
      changed,
    );
  },

  /**
   * Saves a vintage's own fields (`VintageSave`: an UpdateItem, never a Put replacing the item)
   * read at `previous.updatedAt`; its product must still exist. The stock is kept unless `stock`
   * changes it (StockChanged when orders moved it meanwhile).
   */
  async updateVintage(
    site: SiteId,
    previous: VintageRecord,
    fields: VintageSave,
    stock: StockWrite | null,
    before: readonly Reference[],
    after: readonly Reference[],
  ): Promise<void> {
    const table = tableName();
    const key = keys.vintage(site, previous.idProduct, previous.id);
    try {
      await transactWithReferences(
        site,
        [
          {
            ConditionCheck: {
              TableName: table,
              Key: keys.product(site, previous.idProduct),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          { Update: saveUpdate(key, fields, previous.updatedAt, stock) },
        ],
        before,
        after,
        // The product gone (0) is a change meanwhile; the vintage's own condition (1) may be its stock.
        (index) => (index === 1 ? new OwnConditionFailed() : new ProductChanged()),
      );
    } catch (error) {
      if (error instanceof OwnConditionFailed) throw await stockOrChanged(key, stock);
      throw error;
    }
  },

  /** Switches a vintage valid or invalid: `valid` and `updatedAt` only; answers the vintage as written, null when it is
   * gone. */
  async setVintageValid(
    site: SiteId,
    vintage: VintageRecord,
    valid: boolean,
    updatedAt: string,
  ): Promise<VintageRecord | null> {
    const item = await setOwnFields(site, keys.vintage(site, vintage.idProduct, vintage.id), { valid, updatedAt });
    return item ? strip<VintageRecord>(item) : null;
  },

  async deleteVintage(site: SiteId, vintage: VintageRecord, references: readonly Reference[]): Promise<void> {
    await transactWithReferences(
      site,
      [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.vintage(site, vintage.idProduct, vintage.id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
      references,
      [],
      changed,
    );
  },

  /**
   * Deletes a product no box names, with what it names counted down, then everything else of its
   * partition (vintages, awards). A transaction takes 100 actions: past them, the rest of the
   * partition goes in batches once the product itself is gone.
   */
  async delete(site: SiteId, page: ProductPage, references: readonly Reference[]): Promise<void> {
    const table = tableName();
    const children: Key[] = [
      ...page.vintages.map((v) => keys.vintage(site, v.idProduct, v.id)),
      ...page.awards.map((a) => keys.award(site, a.idProduct, a.id)),
      ...page.customizations.map((link) => keys.productCustomization(site, link.idProduct, link.idCustomization)),
    ];
    // 100 actions: the product, its references and the version bump first.
    const room = Math.max(0, 98 - referenceUpdates(references, []).actions.length);
    const inTransaction = children.slice(0, room);
    await transactWithReferences(
      site,
      [
        {
          Delete: {
            TableName: table,
            Key: keys.product(site, page.product.id),
            // Named by no box (`uses`) and no discount (`discountUses`, docs/checkout.md "Discounts").
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(#uses) OR #uses <= :zero) AND (attribute_not_exists(#discountUses) OR #discountUses <= :zero)',
            ExpressionAttributeNames: { '#uses': 'uses', '#discountUses': 'discountUses' },
            ExpressionAttributeValues: { ':zero': 0 },
          },
        },
        ...inTransaction.map((key): TransactItem => ({ Delete: { TableName: table, Key: key } })),
      ],
      references,
      [],
      () => new ProductInBox(),
    ).catch(async (error: unknown) => {
      // Which holds it: a box wins (the catalogue's message), else a discount.
      if (!(error instanceof ProductInBox)) throw error;
      const answer = await dynamo().send(
        new GetCommand({ TableName: table, Key: keys.product(site, page.product.id), ConsistentRead: true }),
      );
      const counts = answer.Item as { uses?: number; discountUses?: number } | undefined;
      throw (counts?.uses ?? 0) <= 0 && (counts?.discountUses ?? 0) > 0 ? new ProductInDiscount() : error;
    });
    const rest = children.slice(room);
    for (let i = 0; i < rest.length; i += 25) {
      let requests = rest.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: key } }));
      for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
        const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = (answer.UnprocessedItems?.[table] as typeof requests | undefined) ?? [];
      }
    }
  },

  /**
   * Sets a product's decreasing discounts. `updatedAt` moves, so a product form saved from an older
   * read gets "changed meanwhile" instead of writing the old discounts back.
   */
  async setDecreasingDiscounts(
    site: SiteId,
    idProduct: number,
    discounts: readonly DecreasingDiscount[],
    updatedAt: string,
  ): Promise<void> {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.product(site, idProduct),
          UpdateExpression: 'SET #discounts = :discounts, #updatedAt = :updatedAt',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#discounts': 'decreasingDiscounts', '#updatedAt': 'updatedAt' },
          ExpressionAttributeValues: { ':discounts': discounts, ':updatedAt': updatedAt },
        }),
      );
      await catalogueVersionRepository.bump(site);
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new ProductChanged();
      throw error;
    }
  },

  /** Writes new positions (after a move in the list); each item must still exist. */
  async setOrders(
    site: SiteId,
    changes: ReadonlyArray<{ idProduct: number; idVintage?: number; order: number }>,
  ): Promise<void> {
    for (const change of changes) {
      const key =
        change.idVintage === undefined
          ? keys.product(site, change.idProduct)
          : keys.vintage(site, change.idProduct, change.idVintage);
      await dynamo()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET #order = :order',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#order': 'order' },
            ExpressionAttributeValues: { ':order': change.order },
          }),
        )
        .catch((error: { name?: string }) => {
          // Deleted meanwhile: nothing to order.
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        });
    }
    if (changes.length > 0) await catalogueVersionRepository.bump(site);
  },
};

/** SETs a few fields of an existing item (no lock: they are the whole change), then bumps the catalogue's version; the
 * item as written, null when it is gone. */
async function setOwnFields(
  site: SiteId,
  key: Key,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  try {
    const answer = await dynamo().send(
      new UpdateCommand({ ...setFields(key, fields, { expression: 'attribute_exists(pk)' }), ReturnValues: 'ALL_NEW' }),
    );
    await catalogueVersionRepository.bump(site);
    return answer.Attributes ?? null;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

function byOrder(a: { order: number; id: number }, b: { order: number; id: number }): number {
  return a.order - b.order || a.id - b.id;
}
