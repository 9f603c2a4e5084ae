import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DecreasingDiscount } from '@cellar/shared/catalog/decreasing-discount';
import type { ProductType } from '@cellar/shared/catalog/product';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/**
 * One product as the storefront's list shows it, before the language (names of the nomenclature), the discounts of
 * the day and the media address are applied: what the projection keeps (docs/catalogue-cache.md).
 */
export interface StoreListRow {
  id: number;
  productType: ProductType;
  name: string;
  order: number;
  /** The lowest price of what shoppers can buy (a WINE's valid vintages). */
  price: number;
  priceFrom: boolean;
  /** The first image's object key and alt text. */
  image: { key: string; alt: string } | null;
  kind: number | null;
  year: number | null;
  isVintage: boolean;
  inStock: boolean;
  /** The product's own decreasing discounts (the list shows the price of one unit with them). */
  decreasingDiscounts: DecreasingDiscount[];
}

/** The list's rows built for a catalogue version, and when (epoch ms). */
export interface StoreListProjection {
  version: number;
  builtAt: number;
  rows: StoreListRow[];
}

/**
 * A DynamoDB item holds 400 KB: a catalogue whose rows pass this is not stored (each container builds it then), and
 * the log says so. About 1 500 products at the rows' usual size.
 */
export const maxProjectionBytes = 350 * 1024;

export const storeListRepository = {
  async get(site: SiteId): Promise<StoreListProjection | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.storeProductList(site) }));
    if (!answer.Item) return null;
    const { version, builtAt, rows } = answer.Item as StoreListProjection;
    return { version, builtAt, rows };
  },

  /**
   * Stores a projection unless a newer one is there (a later version, or the same one built later): two containers
   * rebuilding at once leave the newest. False when it was not written.
   */
  async put(site: SiteId, projection: StoreListProjection): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.storeProductList(site), type: entityTypes.storeProductList, v: 1, ...projection },
          ConditionExpression:
            'attribute_not_exists(pk) OR version < :version OR (version = :version AND builtAt < :at)',
          ExpressionAttributeValues: { ':version': projection.version, ':at': projection.builtAt },
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },
};
