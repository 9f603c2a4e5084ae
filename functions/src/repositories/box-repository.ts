import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { BoxOrderView, GlobalBoxType, UsableBox } from '@cellar/shared/shipping/boxes';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import { deleteUnused, ItemInUse } from '../data/references.ts';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { setFields } from '../data/update-fields.ts';
import { carrierRepository } from './carrier-repository.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A box as stored: a site's own box (`BOX` in its partition) or a global box (`BOX` in site 0's): the packing fields
 * of `UsableBox`, whose `boxType` is where the item is.
 */
export type BoxRecord = Omit<UsableBox, 'boxType' | 'type' | 'quantity'> & {
  /** Own box: the stock. A global box has none (each site keeps its own on its choice). */
  quantity?: number;
  /** Global box: its range (stored as `boxRange`). */
  type?: GlobalBoxType;
  /** Own box: carriers naming it; global box: the sites' choices and carriers naming it (a box in use is not deleted).
   * */
  uses: number;
  /** Global box: how many sites chose it. */
  chosenBy?: number;
  createdAt: string;
  updatedAt: string;
};

/** A site's choice of a global box (`BOX_CHOICE`, `keys.chosenGlobalBox`), with the site's stock of it. */
export type BoxChoiceRecord = Pick<UsableBox, 'id' | 'quantity'> & {
  /** Carriers of the site naming it. */
  uses: number;
  createdAt: string;
};

/** An order of boxes, stored as the admin's list shows it. */
export type BoxOrderRecord = BoxOrderView;

/** A carrier names the box: it cannot be deleted (own) or un-chosen (global). */
export class BoxInUse extends Error {}
/** The box changed or went away between our read and our write. */
export class BoxChanged extends Error {}
/** A choice failed: the global box to add is unknown (or the id is an own box), or the one to leave is named by a
 * carrier. */
export class BoxChoiceFailed extends Error {
  constructor(
    readonly idBox: number,
    readonly adding: boolean,
  ) {
    super(`Choice of box ${idBox} failed`);
  }
}

const meta = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'v'];
function strip<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!meta.includes(name)) out[name] = value;
  // The global box's range is stored as `boxRange`: `type` is the entity tag of every item.
  if ('boxRange' in out) {
    out.type = out.boxRange;
    delete out.boxRange;
  }
  return out as T;
}

function boxItem(key: Key, box: BoxRecord) {
  const { type: range, ...fields } = box;
  return { ...key, type: entityTypes.box, v: 1, ...fields, ...(range ? { boxRange: range } : {}) };
}

/** The fields a save writes (never `uses` nor `chosenBy`, which carriers and choices move). */
function savedFields(box: BoxRecord): Record<string, unknown> {
  const { id: _id, uses: _uses, chosenBy: _chosenBy, type: range, createdAt: _c, ...fields } = box;
  return range ? { ...fields, boxRange: range } : fields;
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** What a site can use, answered to the fee calculation and the admin lists. */
export function usableOwnBox(box: BoxRecord): UsableBox {
  return {
    id: box.id,
    boxType: 'SITE',
    type: null,
    mainType: box.mainType,
    name: box.name,
    bottleBoxCapacity: box.bottleBoxCapacity,
    bottleCapacity: box.bottleCapacity,
    weightBoxCapacity: box.weightBoxCapacity,
    width: box.width,
    height: box.height,
    depth: box.depth,
    boxWeight: box.boxWeight,
    quantity: box.quantity ?? 0,
  };
}

export function usableGlobalBox(box: BoxRecord, quantity: number): UsableBox {
  return { ...usableOwnBox(box), boxType: 'GLOBAL', type: box.type ?? null, quantity };
}

/** Boxes a shipment takes from the site's box stock: its own box, or (`global`) its choice of a global box. */
export interface BoxStockTake {
  idBox: number;
  global: boolean;
  quantity: number;
}

/**
 * The action taking boxes from the site's stock, in an order's change (docs/orders.md "Shipping an
 * order"): never below zero (`quantity >= n`), the item must exist.
 */
export function boxStockTakeAction(
  site: SiteId,
  take: BoxStockTake,
): NonNullable<TransactWriteCommandInput['TransactItems']>[number] {
  return {
    Update: {
      TableName: tableName(),
      Key: take.global ? keys.chosenGlobalBox(site, take.idBox) : keys.box(site, take.idBox),
      UpdateExpression: 'SET #quantity = #quantity - :n',
      ConditionExpression: 'attribute_exists(pk) AND #quantity >= :n',
      ExpressionAttributeNames: { '#quantity': 'quantity' },
      ExpressionAttributeValues: { ':n': take.quantity },
    },
  };
}

/** The only code that reads and writes boxes, global boxes, the sites' choices and box orders. */
export const boxRepository = {
  /** One counter for every box, site or global: an id names one box (docs/shipping.md). */
  nextId: () => nextId(keys.globalCounter('BOX')),
  nextOrderId: (site: SiteId) => nextId(keys.siteCounter(site, 'BOX_ORDER')),

  /** The site's partition: its own boxes and its choices of global boxes (one Query). */
  async siteItems(site: SiteId): Promise<{ boxes: BoxRecord[]; choices: BoxChoiceRecord[] }> {
    const items = await queryPartition<Record<string, unknown>>(keys.boxPartition(site));
    const boxes: BoxRecord[] = [];
    const choices: BoxChoiceRecord[] = [];
    for (const item of items) {
      if (item.type === entityTypes.box) boxes.push(strip(item));
      else if (item.type === entityTypes.boxChoice) choices.push(strip(item));
    }
    return { boxes, choices };
  },

  /** Every global box (site 0's partition: one Query; a few dozen at most). */
  async globalBoxes(): Promise<BoxRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.globalBoxPartition(), {
      skPrefix: keys.boxSkPrefix(),
    });
    return items.filter((item) => item.type === entityTypes.box).map((item) => strip<BoxRecord>(item));
  },

  /**
   * **For the fee calculation**: every box the site can use — its own boxes and the global boxes it
   * chose (with the site's stock of them) — in one call: the site's partition and the global boxes
   * are read by two Queries sent at once.
   */
  async usableBoxes(site: SiteId): Promise<UsableBox[]> {
    const [{ boxes, choices }, globals] = await Promise.all([this.siteItems(site), this.globalBoxes()]);
    const globalById = new Map(globals.map((box) => [box.id, box]));
    const chosen = choices.flatMap((choice) => {
      const box = globalById.get(choice.id);
      return box ? [usableGlobalBox(box, choice.quantity)] : [];
    });
    return [...boxes.map(usableOwnBox), ...chosen];
  },

  /** The site's item for a box id: its own box, its choice of that global box, or null (one BatchGetItem). */
  async siteItem(site: SiteId, id: number): Promise<{ box: BoxRecord } | { choice: BoxChoiceRecord } | null> {
    const table = tableName();
    const found: Record<string, unknown>[] = [];
    let pending: Record<string, unknown>[] = [{ ...keys.box(site, id) }, { ...keys.chosenGlobalBox(site, id) }];
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const answer = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...(answer.Responses?.[table] ?? []));
      pending = (answer.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    const box = found.find((item) => item.type === entityTypes.box);
    if (box) return { box: strip(box) };
    const choice = found.find((item) => item.type === entityTypes.boxChoice);
    return choice ? { choice: strip(choice) } : null;
  },

  async globalBox(id: number): Promise<BoxRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.globalBox(id), ConsistentRead: true }),
    );
    return answer.Item && answer.Item.type === entityTypes.box ? strip(answer.Item) : null;
  },

  async create(site: SiteId, box: BoxRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: boxItem(keys.box(site, box.id), box),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async createGlobal(box: BoxRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: boxItem(keys.globalBox(box.id), box),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Saves a box read at `previous.updatedAt` (optimistic lock); `uses` is kept as it is. */
  async update(site: SiteId, previous: BoxRecord, next: BoxRecord): Promise<void> {
    await this.save(keys.box(site, next.id), previous, next);
  },

  async updateGlobal(previous: BoxRecord, next: BoxRecord): Promise<void> {
    await this.save(keys.globalBox(next.id), previous, next);
  },

  async save(key: Key, previous: BoxRecord, next: BoxRecord): Promise<void> {
    const fields = savedFields(next);
    // A global box keeps no stock, an own box no range: what the other kind would have is removed.
    if (!next.type) fields.boxRange = undefined;
    try {
      await dynamo().send(
        // A choice has no `updatedAt`: only a box passes the lock.
        new UpdateCommand(
          setFields(key, fields, {
            expression: 'attribute_exists(pk) AND updatedAt = :previous',
            values: { ':previous': previous.updatedAt },
          }),
        ),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new BoxChanged();
      throw error;
    }
  },

  /**
   * Carriers keep a copy of each box they accept (docs/shipping.md "Boxes and carriers"): after a
   * box changes, its copies are refreshed (`site` null: a global box, of site 0).
   */
  async refreshCarrierCopies(site: SiteId | null, box: BoxRecord): Promise<void> {
    const { pk: _pk, sk: _sk, ...stored } = boxItem(keys.box(site ?? authorisedSiteId(defaultsSiteId), box.id), box);
    await carrierRepository.refreshBoxCopies(site ?? authorisedSiteId(defaultsSiteId), box.id, stored);
  },

  /** Deletes a box of the site no carrier names. */
  async delete(site: SiteId, id: number): Promise<void> {
    await deleteUnused(keys.box(site, id)).catch((error: unknown) => {
      throw error instanceof ItemInUse ? new BoxInUse() : error;
    });
  },

  /** Deletes a global box no site chose (a carrier names a global box only with the site's choice of it). */
  async deleteGlobal(id: number): Promise<void> {
    await deleteUnused(keys.globalBox(id)).catch((error: unknown) => {
      throw error instanceof ItemInUse ? new BoxInUse() : error;
    });
  },

  /** The stock of a box the site can use: its own box, or (`global`) its choice of a global box. */
  async setQuantity(site: SiteId, id: number, global: boolean, quantity: number): Promise<void> {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: global ? keys.chosenGlobalBox(site, id) : keys.box(site, id),
          UpdateExpression: 'SET #quantity = :quantity',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#quantity': 'quantity' },
          ExpressionAttributeValues: { ':quantity': quantity },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new BoxChanged();
      throw error;
    }
  },

  /**
   * Chooses and leaves global boxes: a choice is written with the global box's `uses` and `chosenBy`
   * counted up (the box must exist), a choice left is deleted only if no carrier of the site names it
   * (its own `uses`), counted down. Pairs of actions go 50 to a transaction (DynamoDB takes 100).
   */
  async choose(site: SiteId, add: readonly number[], remove: readonly number[], now: string): Promise<void> {
    const table = tableName();
    const changes = [...add.map((id) => ({ id, adding: true })), ...remove.map((id) => ({ id, adding: false }))];
    for (let start = 0; start < changes.length; start += 50) {
      const batch = changes.slice(start, start + 50);
      const actions: TransactItem[] = batch.flatMap(({ id, adding }): TransactItem[] => [
        adding
          ? {
              Put: {
                TableName: table,
                Item: {
                  ...keys.chosenGlobalBox(site, id),
                  type: entityTypes.boxChoice,
                  v: 1,
                  id,
                  quantity: 0,
                  uses: 0,
                  createdAt: now,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            }
          : {
              Delete: {
                TableName: table,
                Key: keys.chosenGlobalBox(site, id),
                ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#uses) OR #uses <= :zero)',
                ExpressionAttributeNames: { '#uses': 'uses' },
                ExpressionAttributeValues: { ':zero': 0 },
              },
            },
        {
          Update: {
            TableName: table,
            Key: keys.globalBox(id),
            UpdateExpression: 'ADD #uses :delta, #chosenBy :delta',
            ConditionExpression: 'attribute_exists(pk) AND #type = :box',
            ExpressionAttributeNames: { '#uses': 'uses', '#chosenBy': 'chosenBy', '#type': 'type' },
            ExpressionAttributeValues: { ':delta': adding ? 1 : -1, ':box': entityTypes.box },
          },
        },
      ]);
      try {
        await transactWrite(actions);
      } catch (error) {
        if (!(error instanceof TransactionConditionFailed)) throw error;
        const failed = batch[Math.floor(error.index / 2)]!;
        throw new BoxChoiceFailed(failed.id, failed.adding);
      }
    }
  },

  async createOrder(site: SiteId, order: BoxOrderRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.boxOrder(site, order.id), type: entityTypes.boxOrder, v: 1, ...order },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** The site's box orders (one Query of their partition; a site orders boxes a few times a year). */
  async orders(site: SiteId): Promise<BoxOrderRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.boxOrderPartition(site));
    return items.map((item) => strip<BoxOrderRecord>(item));
  },
};
