import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DiscountType, DiscountView } from '@cellar/shared/checkout/discount';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { catalogueVersionRepository } from './catalogue-version-repository.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import { referenceUpdates, type Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { setFields } from '../data/update-fields.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A discount of a site (`DISCOUNT#<id>`, docs/checkout.md "Discounts"); its code reserved by `CODE#<code>`. Unlike
 * its view: `startOn` and `endOn` are yyyy-mm-dd, `type` is stored as `discountType`, `used` is moved by orders
 * only (never by a save), each of `idProducts` is counted in the product's `discountUses`; `expired` is computed.
 */
export type DiscountRecord = Omit<DiscountView, 'expired'> & { createdAt: string; updatedAt: string };

/** The discount changed (or went away) between our read and our write. */
export class DiscountChanged extends Error {}
/** Another discount of the site holds this code (whatever its case). */
export class DiscountCodeTaken extends Error {}
/** A product the discount names is not one of the site's. */
export class DiscountProductMissing extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(`Missing product on ${field}`);
  }
}

const meta = new Set(['pk', 'sk', 'type', 'v']);
function toRecord(item: Record<string, unknown>): DiscountRecord {
  const record = Object.fromEntries(
    Object.entries(item).filter(([name]) => !meta.has(name)),
  ) as unknown as DiscountRecord;
  return { ...record, type: item.discountType as DiscountType, used: Number(item.used ?? 0) };
}

/** The record as stored: `type` is the entity tag, so the discount's type is `discountType`; `used` is left to the
 * orders. */
function storedFields(record: DiscountRecord): Record<string, unknown> {
  const { type, used: _used, id: _id, ...fields } = record;
  return { ...fields, discountType: type };
}

/** A PRODUCT discount names products of its site: each counts it (`discountUses`), so none is deleted under it. */
function productReferences(site: SiteId, record: Pick<DiscountRecord, 'idProducts'>): Reference[] {
  return record.idProducts.map((id, i) => ({
    key: keys.product(site, id),
    field: `idProducts.${i}`,
    message: 'discount.unknownProduct',
    counter: 'discountUses',
  }));
}

function reserveCode(site: SiteId, record: DiscountRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.discountCode(site, record.code!), type: entityTypes.discountCode, v: 1, idDiscount: record.id },
      ConditionExpression: 'attribute_not_exists(pk) OR idDiscount = :id',
      ExpressionAttributeValues: { ':id': record.id },
    },
  };
}

function freeCode(site: SiteId, record: DiscountRecord): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.discountCode(site, record.code!),
      ConditionExpression: 'attribute_not_exists(pk) OR idDiscount = :id',
      ExpressionAttributeValues: { ':id': record.id },
    },
  };
}

const sameCode = (a: string | null, b: string | null): boolean => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * Runs the discount's own actions (the discount first, then its code's), then the products' counts;
 * a failed condition says what went wrong.
 */
async function write(
  site: SiteId,
  own: TransactItem[],
  codeActions: number[],
  before: readonly Reference[],
  after: readonly Reference[],
): Promise<void> {
  const references = referenceUpdates(before, after);
  try {
    // The catalogue's version moves with the discounts: the storefront's prices and the checkout read them per version.
    await transactWrite([...own, ...references.actions, catalogueVersionRepository.bumpAction(site)]);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (codeActions.includes(error.index)) throw new DiscountCodeTaken();
    if (error.index < own.length) throw new DiscountChanged();
    const failure = references.failures[error.index - own.length]!;
    throw new DiscountProductMissing(failure.field, failure.message);
  }
}

async function get(key: Key): Promise<Record<string, unknown> | null> {
  const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return (answer.Item as Record<string, unknown> | undefined) ?? null;
}

/** Who used a usable-once code: the signed-in customer, else the guest's e-mail (lower case). */
export function discountShopperKey(shopper: { idCustomer: number } | { email: string }): string {
  return 'idCustomer' in shopper ? `C${shopper.idCustomer}` : `E${shopper.email.trim().toLowerCase()}`;
}

/** A discount an order uses (docs/checkout.md "Uses"): which one, by whom, within which limit. */
export interface DiscountUse {
  idDiscount: number;
  /** Uses the discount allows; null (or 0): no limit. */
  limit: number | null;
  /** Kept per shopper, so that the shopper cannot use it again. */
  usableOnce: boolean;
  /** Who uses it: `discountShopperKey`. */
  shopperKey: string;
  at: string;
}

/** Why a use was refused: the discount used up (or switched off meanwhile), or the shopper's one use taken. */
export type DiscountUseFailure = 'USED_UP' | 'ALREADY_USED';

/**
 * The writes using a discount, for the order's transaction, each with what its refusal means: `used`
 * counted on the discount, still valid and, with a limit, below it; usable once, the shopper's use,
 * which must not exist yet.
 */
export function discountUseActions(
  site: SiteId,
  use: DiscountUse,
): Array<{ action: TransactItem; failure: DiscountUseFailure }> {
  const limited = use.limit !== null && use.limit > 0;
  const count: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.discount(site, use.idDiscount),
      UpdateExpression: 'ADD #used :one',
      ConditionExpression: limited
        ? 'attribute_exists(pk) AND #valid = :true AND (attribute_not_exists(#used) OR #used < :total)'
        : 'attribute_exists(pk) AND #valid = :true',
      ExpressionAttributeNames: { '#used': 'used', '#valid': 'valid' },
      ExpressionAttributeValues: limited
        ? { ':one': 1, ':true': true, ':total': use.limit }
        : { ':one': 1, ':true': true },
    },
  };
  if (!use.usableOnce) return [{ action: count, failure: 'USED_UP' }];
  const keep: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.discountUse(site, use.shopperKey, use.idDiscount),
        type: entityTypes.discountUse,
        v: 1,
        idDiscount: use.idDiscount,
        shopper: use.shopperKey,
        usedAt: use.at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  return [
    { action: count, failure: 'USED_UP' },
    { action: keep, failure: 'ALREADY_USED' },
  ];
}

/** The only code that reads and writes discounts, their codes and their uses. */
export const discountRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'DISCOUNT')),

  /** Every discount of the site: one Query of its discount partition (codes left out). */
  async list(site: SiteId): Promise<DiscountRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.discountPartition(site), {
      skPrefix: keys.discountSkPrefix(),
    });
    return items.filter((item) => item.type === entityTypes.discount).map(toRecord);
  },

  /** The site's valid discounts, what a cart is priced with: the same one Query. */
  async valid(site: SiteId): Promise<DiscountRecord[]> {
    return (await this.list(site)).filter((discount) => discount.valid);
  },

  async get(site: SiteId, id: number): Promise<DiscountRecord | null> {
    const item = await get(keys.discount(site, id));
    return item ? toRecord(item) : null;
  },

  /** A discount by its code, any case: the code's reservation, then the discount (two GetItems). */
  async byCode(site: SiteId, code: string): Promise<DiscountRecord | null> {
    const reservation = await get(keys.discountCode(site, code.trim()));
    return reservation ? this.get(site, Number(reservation.idDiscount)) : null;
  },

  /** A new discount, its code reserved and its products counted, together. */
  async create(site: SiteId, record: DiscountRecord): Promise<void> {
    const own: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.discount(site, record.id),
            type: entityTypes.discount,
            v: 1,
            id: record.id,
            ...storedFields(record),
            used: 0,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
    if (record.code) own.push(reserveCode(site, record));
    await write(site, own, record.code ? [1] : [], [], productReferences(site, record));
  },

  /**
   * Saves a discount read at `previous` (optimistic lock on `updatedAt`); `used` is left as the
   * orders counted it. A new code is reserved and the old one freed, the products' counts moved.
   */
  async update(site: SiteId, previous: DiscountRecord, next: DiscountRecord): Promise<void> {
    const update = setFields(keys.discount(site, next.id), storedFields(next), {
      expression: 'attribute_exists(pk) AND updatedAt = :previous',
      values: { ':previous': previous.updatedAt },
    });
    const own: TransactItem[] = [{ Update: update as Extract<TransactItem, { Update?: unknown }>['Update'] }];
    const codeActions: number[] = [];
    if (!sameCode(previous.code, next.code)) {
      if (next.code) codeActions.push(own.push(reserveCode(site, next)) - 1);
      if (previous.code) own.push(freeCode(site, previous));
    }
    await write(site, own, codeActions, productReferences(site, previous), productReferences(site, next));
  },

  /** Deletes a discount read at `previous`, frees its code and counts its products down. */
  async delete(site: SiteId, previous: DiscountRecord): Promise<void> {
    const own: TransactItem[] = [
      {
        Delete: {
          TableName: tableName(),
          Key: keys.discount(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      },
    ];
    if (previous.code) own.push(freeCode(site, previous));
    await write(site, own, [], productReferences(site, previous), []);
  },

  /** Ids of the usable-once discounts a shopper has used: one Query of the site's uses under the shopper. */
  async usedBy(site: SiteId, shopperKey: string): Promise<number[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.discountUsePartition(site), {
      skPrefix: keys.discountUseShopperPrefix(shopperKey),
    });
    return items.map((item) => Number(item.idDiscount));
  },
};
