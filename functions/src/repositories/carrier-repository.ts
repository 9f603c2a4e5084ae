import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { usableBoxSchema, type UsableBox } from '@cellar/shared/shipping/boxes';
import type {
  CarrierInput,
  CarrierRuleView,
  CarrierView,
  CountryPrices,
  PriceFileParsed,
  PriceFileRow,
} from '@cellar/shared/shipping/carriers';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import { referenceUpdates, type Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { catalogueVersionRepository } from './catalogue-version-repository.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { setFields } from '../data/update-fields.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A carrier as stored (`CARRIER#<id>` of `SITE#<s>#CARRIER`): its view's own fields, `boxes` as ids (the view names
 * each box from its copy), `type` as `carrierType`; its rules, prices and box copies are items of their own.
 */
export type CarrierRecord = Omit<CarrierView, 'boxes' | 'rules' | 'prices' | 'flatRates' | 'destinations'> &
  Pick<CarrierInput, 'boxes'>;

export type CarrierRuleRecord = CarrierRuleView;
/** A carrier's prices in one country: the country's grid and its departments' grids (one item). */
export interface CarrierPricesRecord extends CountryPrices {
  idCarrier: number;
  updatedAt: string;
}
export type FlatRateRecord = CarrierView['flatRates'][number] & { idCarrier: number; updatedAt: string };
/** A copy of a box the carrier accepts (as the site can use it), refreshed when the box changes. */
export interface CarrierBoxRecord {
  idCarrier: number;
  idBox: number;
  box: UsableBox;
}

/** A carrier with everything it owns: one Query of its items. */
export interface CarrierPage {
  carrier: CarrierRecord;
  rules: CarrierRuleRecord[];
  prices: CarrierPricesRecord[];
  flatRates: FlatRateRecord[];
  boxes: CarrierBoxRecord[];
}

/** A parsed price file waiting for its insert (its rows stored as compact JSON, see `savePriceFile`). */
export type PriceFileRecord = Pick<PriceFileParsed, 'filename' | 'rows'> & { idCarrier: number; createdAt: string };

/** The carrier (or the item a write depends on) changed or went away meanwhile. */
export class CarrierChanged extends Error {}
/** A box the carrier names is missing (or not chosen by the site): the request's field and message. */
export class CarrierReferenceMissing extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(`Missing reference on ${field}`);
  }
}

/** Parsed price files are kept a day. */
const priceFileSeconds = 24 * 60 * 60;

const meta = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'v'];
function strip<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !meta.includes(name))) as T;
}

/**
 * The packing fields of a box a copy keeps: `UsableBox`'s but its id, kind, range and stock, which are the site's
 * (what a box item holds beyond them is not the carriers' business).
 */
const boxCopyFields = Object.keys(
  usableBoxSchema.omit({ id: true, boxType: true, type: true, quantity: true }).shape,
) as Array<keyof UsableBox>;

/** The carrier's type is stored as `carrierType`: `type` is every item's entity tag. */
function carrierFields(carrier: CarrierRecord): Record<string, unknown> {
  const { type, ...fields } = carrier;
  return { ...fields, carrierType: type };
}
function carrierOf(item: Record<string, unknown>): CarrierRecord {
  const { carrierType, ...fields } = strip<Record<string, unknown>>(item);
  return { ...fields, type: carrierType } as CarrierRecord;
}
function carrierItem(site: SiteId, carrier: CarrierRecord) {
  return { ...keys.carrier(site, carrier.id), ...carrierFields(carrier), type: entityTypes.carrier, v: 1 };
}
function boxCopyItem(site: SiteId, copy: CarrierBoxRecord) {
  return {
    ...keys.carrierBox(site, copy.idCarrier, copy.idBox),
    ...keys.carrierBoxCopyIndex(site, copy.idCarrier, copy.idBox),
    type: entityTypes.carrierBox,
    v: 1,
    ...copy,
  };
}
function pricesItem(site: SiteId, prices: CarrierPricesRecord) {
  return {
    ...keys.carrierPrices(site, prices.idCarrier, prices.country),
    type: entityTypes.carrierPrices,
    v: 1,
    ...prices,
  };
}
function flatRateItem(site: SiteId, rate: FlatRateRecord) {
  return {
    ...keys.carrierFlatRate(site, rate.idCarrier, rate.country),
    type: entityTypes.carrierFlatRate,
    v: 1,
    ...rate,
  };
}

/** Groups what one Query of the carrier partition read, carrier by carrier (the partition is sorted so). */
function pagesOf(items: Record<string, unknown>[]): CarrierPage[] {
  const pages = new Map<number, CarrierPage>();
  const pageOf = (id: number) => pages.get(id);
  for (const item of items) {
    if (item.type === entityTypes.carrier) {
      const carrier = carrierOf(item);
      pages.set(carrier.id, { carrier, rules: [], prices: [], flatRates: [], boxes: [] });
    }
  }
  for (const item of items) {
    const idCarrier = item.idCarrier as number | undefined;
    const page = idCarrier === undefined ? undefined : pageOf(idCarrier);
    if (!page) continue;
    if (item.type === entityTypes.carrierRule) page.rules.push(strip(item));
    else if (item.type === entityTypes.carrierPrices) page.prices.push(strip(item));
    else if (item.type === entityTypes.carrierFlatRate) page.flatRates.push(strip(item));
    else if (item.type === entityTypes.carrierBox) page.boxes.push(strip(item));
  }
  return [...pages.values()];
}

/**
 * The boxes a carrier names, counted where it is written (docs/shipping.md "Boxes and carriers"):
 * the site's item for each box — its own box, or its choice of a global box — so a box a carrier
 * names is neither deleted nor un-chosen. The count's condition checks the item still exists.
 */
function carrierBoxReferences(site: SiteId, boxes: readonly UsableBox[]): Reference[] {
  return boxes.map((box, i): Reference => ({
    key: box.boxType === 'GLOBAL' ? keys.chosenGlobalBox(site, box.id) : keys.box(site, box.id),
    field: `boxes.${i}`,
    message: 'carrier.unknownBox',
  }));
}

/** The references a stored carrier counts: its box copies say which item each box is. */
function storedBoxReferences(site: SiteId, page: CarrierPage): Reference[] {
  const copies = new Map(page.boxes.map((c) => [c.idBox, c.box]));
  return carrierBoxReferences(
    site,
    page.carrier.boxes.flatMap((id) => {
      const copy = copies.get(id);
      return copy ? [copy] : [];
    }),
  );
}

/** Runs a transaction whose last actions move reference counts; a failure names what failed. */
async function transactWithReferences(
  own: TransactItem[],
  before: readonly Reference[],
  after: readonly Reference[],
): Promise<void> {
  const references = referenceUpdates(before, after);
  try {
    await transactWrite([...own, ...references.actions]);
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (error.index < own.length) throw new CarrierChanged();
    const failure = references.failures[error.index - own.length]!;
    throw new CarrierReferenceMissing(failure.field, failure.message);
  }
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

async function batchDelete(keysToDelete: readonly Key[]): Promise<void> {
  const table = tableName();
  for (let i = 0; i < keysToDelete.length; i += 25) {
    let requests = keysToDelete.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: key } }));
    for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (answer.UnprocessedItems?.[table] as typeof requests | undefined) ?? [];
    }
  }
}

/** The carrier must exist for a child (rule, prices, flat rate) to be written under it. */
const carrierExists = (site: SiteId, idCarrier: number): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.carrier(site, idCarrier),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/** A put locked on the item's previous `updatedAt` (or its absence). */
function lockedPut(item: Record<string, unknown>, previousUpdatedAt: string | null): TransactItem {
  return previousUpdatedAt === null
    ? { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }
    : {
        Put: {
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previousUpdatedAt },
        },
      };
}
function lockedDelete(key: Key, previousUpdatedAt: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'updatedAt = :previous',
      ExpressionAttributeValues: { ':previous': previousUpdatedAt },
    },
  };
}

/**
 * The only code that reads and writes carriers and what they own (only repositories send DynamoDB
 * commands: docs/request-pipeline.md): the partition
 * `SITE#<s>#CARRIER` holds each carrier, its rules, prices per country, flat rates and box copies.
 */
/**
 * The carriers, their grids, rules, flat rates and box copies are what the fee calculation reads: a write to them moves
 * the site's catalogue version, so the checkout's copy of them is read again (docs/catalogue-cache.md).
 */
const carrierWrites = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'CARRIER')),
  nextRuleId: (site: SiteId) => nextId(keys.siteCounter(site, 'CARRIER_RULE')),

  /** Every carrier of the site with everything it owns: one Query of the carrier partition. */
  async all(site: SiteId): Promise<CarrierPage[]> {
    return pagesOf(await queryPartition<Record<string, unknown>>(keys.carrierPartition(site)));
  },

  /** One carrier with what it owns: one Query of its items (sort-key prefix). */
  async page(site: SiteId, idCarrier: number): Promise<CarrierPage | null> {
    const pages = pagesOf(
      await queryPartition<Record<string, unknown>>(keys.carrierPartition(site), {
        skPrefix: keys.carrierSkPrefix(idCarrier),
      }),
    );
    return pages.find((p) => p.carrier.id === idCarrier) ?? null;
  },

  /**
   * The fee calculation's read (docs/shipping.md "What the fee calculation reads"): every valid
   * carrier of the site with its rules, prices, flat rates and box copies, in ONE Query.
   */
  async forFees(site: SiteId): Promise<CarrierPage[]> {
    return (await carrierRepository.all(site)).filter((page) => page.carrier.valid);
  },

  /** A new carrier with its box copies, counting the boxes it names, all or nothing. */
  async create(site: SiteId, carrier: CarrierRecord, copies: readonly CarrierBoxRecord[]): Promise<void> {
    const table = tableName();
    await transactWithReferences(
      [
        {
          Put: { TableName: table, Item: carrierItem(site, carrier), ConditionExpression: 'attribute_not_exists(pk)' },
        },
        ...copies.map((copy): TransactItem => ({ Put: { TableName: table, Item: boxCopyItem(site, copy) } })),
      ],
      [],
      carrierBoxReferences(
        site,
        copies.map((copy) => copy.box),
      ),
    );
  },

  /**
   * Saves a carrier read at `previous.updatedAt` (optimistic lock), its box copies (refreshed; those
   * of boxes it no longer names deleted) and the box counts that move.
   */
  async update(
    site: SiteId,
    previous: CarrierPage,
    next: CarrierRecord,
    copies: readonly CarrierBoxRecord[],
  ): Promise<void> {
    const table = tableName();
    const { id: _id, ...fields } = carrierFields(next);
    const update = setFields(keys.carrier(site, next.id), fields, {
      expression: 'attribute_exists(pk) AND updatedAt = :previous',
      values: { ':previous': previous.carrier.updatedAt },
    });
    const kept = new Set(copies.map((c) => c.idBox));
    const dropped = previous.boxes.filter((c) => !kept.has(c.idBox));
    await transactWithReferences(
      [
        { Update: update as Extract<TransactItem, { Update?: unknown }>['Update'] },
        ...copies.map((copy): TransactItem => ({ Put: { TableName: table, Item: boxCopyItem(site, copy) } })),
        ...dropped.map((copy): TransactItem => ({
          Delete: { TableName: table, Key: keys.carrierBox(site, copy.idCarrier, copy.idBox) },
        })),
      ],
      storedBoxReferences(site, previous),
      carrierBoxReferences(
        site,
        copies.map((copy) => copy.box),
      ),
    );
  },

  /** Switches a carrier valid or invalid (its `updatedAt` moves: a form read before is "changed meanwhile"). */
  async setValid(site: SiteId, previous: CarrierRecord, valid: boolean, updatedAt: string): Promise<void> {
    try {
      await dynamo().send(
        new UpdateCommand(
          setFields(
            keys.carrier(site, previous.id),
            { valid, updatedAt },
            {
              expression: 'attribute_exists(pk) AND updatedAt = :previous',
              values: { ':previous': previous.updatedAt },
            },
          ),
        ),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new CarrierChanged();
      throw error;
    }
  },

  /**
   * Deletes a carrier with everything it owns, counting down the boxes it named. A transaction takes
   * 100 actions: past them, the rest of its items go in batches once the carrier itself is gone.
   */
  async delete(site: SiteId, page: CarrierPage): Promise<void> {
    const table = tableName();
    const references = storedBoxReferences(site, page);
    const id = page.carrier.id;
    const children: Key[] = [
      ...page.boxes.map((c) => keys.carrierBox(site, id, c.idBox)),
      ...page.rules.map((r) => keys.carrierRule(site, id, r.id)),
      ...page.flatRates.map((f) => keys.carrierFlatRate(site, id, f.country)),
      ...page.prices.map((p) => keys.carrierPrices(site, id, p.country)),
    ];
    const room = Math.max(0, 99 - referenceUpdates(references, []).actions.length);
    await transactWithReferences(
      [
        {
          Delete: {
            TableName: table,
            Key: keys.carrier(site, id),
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
            ExpressionAttributeValues: { ':previous': page.carrier.updatedAt },
          },
        },
        ...children.slice(0, room).map((key): TransactItem => ({ Delete: { TableName: table, Key: key } })),
      ],
      references,
      [],
    );
    await batchDelete(children.slice(room));
  },

  // Rules -----------------------------------------------------------------------------------------

  /** Writes a rule under an existing carrier (new: it must not exist; changed: it must). */
  async putRule(site: SiteId, rule: CarrierRuleRecord, isNew: boolean): Promise<void> {
    try {
      await transactWrite([
        carrierExists(site, rule.idCarrier),
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.carrierRule(site, rule.idCarrier, rule.id), type: entityTypes.carrierRule, v: 1, ...rule },
            ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
          },
        },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new CarrierChanged();
      throw error;
    }
  },

  /** Deletes a rule; false when there was none. */
  async deleteRule(site: SiteId, idCarrier: number, idRule: number): Promise<boolean> {
    try {
      await dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.carrierRule(site, idCarrier, idRule),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  // Prices and flat rates ----------------------------------------------------------------------------

  /**
   * Writes a carrier's prices country by country (a country with no grid left is deleted), each
   * locked on what was read (`previous`: country → its `updatedAt`, absent when it had none), under
   * a carrier that still exists. Up to 98 countries per transaction.
   */
  async putPrices(
    site: SiteId,
    idCarrier: number,
    changes: ReadonlyArray<{ next: CarrierPricesRecord; previousUpdatedAt: string | null }>,
  ): Promise<void> {
    for (let i = 0; i < changes.length; i += 98) {
      const actions = changes.slice(i, i + 98).flatMap(({ next, previousUpdatedAt }): TransactItem[] => {
        if (next.grids.length > 0) return [lockedPut(pricesItem(site, next), previousUpdatedAt)];
        return previousUpdatedAt === null
          ? []
          : [lockedDelete(keys.carrierPrices(site, idCarrier, next.country), previousUpdatedAt)];
      });
      if (actions.length === 0) continue;
      try {
        await transactWrite([carrierExists(site, idCarrier), ...actions]);
      } catch (error) {
        if (error instanceof TransactionConditionFailed) throw new CarrierChanged();
        throw error;
      }
    }
  },

  /** Deletes a carrier's prices in a country; false when it had none. */
  async deletePrices(site: SiteId, idCarrier: number, country: string): Promise<boolean> {
    try {
      await dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.carrierPrices(site, idCarrier, country),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** Sets flat rates of a carrier (one item per country) under a carrier that still exists. */
  async putFlatRates(site: SiteId, idCarrier: number, rates: readonly FlatRateRecord[]): Promise<void> {
    for (let i = 0; i < rates.length; i += 98) {
      try {
        await transactWrite([
          carrierExists(site, idCarrier),
          ...rates
            .slice(i, i + 98)
            .map((rate): TransactItem => ({ Put: { TableName: tableName(), Item: flatRateItem(site, rate) } })),
        ]);
      } catch (error) {
        if (error instanceof TransactionConditionFailed) throw new CarrierChanged();
        throw error;
      }
    }
  },

  /** Deletes a flat rate; false when there was none. */
  async deleteFlatRate(site: SiteId, idCarrier: number, country: string): Promise<boolean> {
    try {
      await dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.carrierFlatRate(site, idCarrier, country),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  // Box copies ---------------------------------------------------------------------------------------

  /**
   * Refreshes every carrier's copy of a box after the box changed (the box service calls it with the
   * box as stored; `boxSite` is the box's site, 0 for a global box, whose copies may be in any site):
   * gsi2 finds the copies by box id. Only the packing fields are copied; the copy keeps its scope.
   */
  async refreshBoxCopies(_boxSite: SiteId, idBox: number, box: Record<string, unknown>): Promise<SiteId[]> {
    const copies = await queryPartition<Record<string, unknown>>(keys.carrierBoxCopyPartition(idBox), {
      index: 'gsi2',
    });
    const sites = new Set<SiteId>();
    for (const copy of copies) {
      const previous = copy.box as UsableBox;
      const next = { ...previous, ...Object.fromEntries(boxCopyFields.map((field) => [field, box[field] ?? null])) };
      await dynamo()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: copy.pk as string, sk: copy.sk as string },
            UpdateExpression: 'SET #box = :box',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#box': 'box' },
            ExpressionAttributeValues: { ':box': next },
          }),
        )
        .catch((error: unknown) => {
          // The carrier stopped naming the box meanwhile: nothing to refresh.
          if (!isConditionFailure(error)) throw error;
        });
      sites.add(keys.siteOfCarrierItem(copy.pk as string));
    }
    return [...sites];
  },

  // Price files -------------------------------------------------------------------------------------

  /** Keeps a parsed file a day; its rows as compact JSON (5 000 rows stay far below DynamoDB's 400 KB). */
  async savePriceFile(site: SiteId, file: PriceFileRecord): Promise<void> {
    const { rows, ...fields } = file;
    const compact = rows.map((r) => [r.line, r.country, r.department, r.min, r.max, r.priceType, r.price]);
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.carrierPriceFile(site, file.filename),
          type: entityTypes.carrierPriceFile,
          v: 1,
          ...fields,
          rows: JSON.stringify(compact),
          expiresAt: Math.floor(Date.now() / 1000) + priceFileSeconds,
        },
      }),
    );
  },

  /** A parsed file not yet expired (TTL deletion is lazy: the expiry is checked here too). */
  async priceFile(site: SiteId, filename: string): Promise<PriceFileRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.carrierPriceFile(site, filename), ConsistentRead: true }),
    );
    const item = answer.Item;
    if (!item || (item.expiresAt as number) < Date.now() / 1000) return null;
    const compact = JSON.parse(item.rows as string) as Array<
      [number, string, string | null, number, number, PriceFileRow['priceType'], number]
    >;
    const rows = compact.map(([line, country, department, min, max, priceType, price]) => ({
      line,
      country,
      department,
      min,
      max,
      priceType,
      price,
    }));
    return {
      filename: item.filename as string,
      idCarrier: item.idCarrier as number,
      createdAt: item.createdAt as string,
      rows,
    };
  },

  async deletePriceFile(site: SiteId, filename: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.carrierPriceFile(site, filename) }));
  },
};

function bumpsAfter<A extends [SiteId, ...unknown[]], R>(write: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const result = await write(...args);
    await catalogueVersionRepository.bump(args[0]);
    return result;
  };
}

export const carrierRepository = {
  ...carrierWrites,
  create: bumpsAfter(carrierWrites.create),
  update: bumpsAfter(carrierWrites.update),
  setValid: bumpsAfter(carrierWrites.setValid),
  delete: bumpsAfter(carrierWrites.delete),
  putRule: bumpsAfter(carrierWrites.putRule),
  deleteRule: bumpsAfter(carrierWrites.deleteRule),
  putPrices: bumpsAfter(carrierWrites.putPrices),
  deletePrices: bumpsAfter(carrierWrites.deletePrices),
  putFlatRates: bumpsAfter(carrierWrites.putFlatRates),
  deleteFlatRate: bumpsAfter(carrierWrites.deleteFlatRate),
  /** A box changed: every site holding a copy of it prices with the new one. */
  async refreshBoxCopies(boxSite: SiteId, idBox: number, box: Record<string, unknown>): Promise<void> {
    const sites = await carrierWrites.refreshBoxCopies(boxSite, idBox, box);
    for (const site of sites) await catalogueVersionRepository.bump(site);
  },
};
