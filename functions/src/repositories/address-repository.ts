import { GetCommand, PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type {
  AddressImportParsed,
  AddressInput,
  AddressView,
  ScheduleSlotView,
} from '@cellar/shared/shipping/addresses';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { referenceUpdates, type Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type ScheduleSlotRecord = ScheduleSlotView;

/**
 * A company address (`ADDRESS#<id>` of `SITE#<id>#ADDRESS`) with its weekly schedule inside: its `types` are codes
 * (the view names them as the site sees them); its `idCalendar` is counted in the calendar's `uses`.
 */
export type AddressRecord = AddressInput &
  Pick<AddressView, 'id' | 'schedules' | 'preparationHours' | 'idCalendar'> & { createdAt: string; updatedAt: string };

/** A row of an address file, read and checked, waiting to be inserted. */
export type ImportedAddressRow = AddressImportParsed['rows'][number];

/** An address file parsed and kept under a name until inserted (a day at most). */
export type AddressImportRecord = Pick<AddressImportParsed, 'filename' | 'rows'> & {
  name: string;
  skipped: number;
  createdAt: string;
  /** Epoch seconds: DynamoDB forgets the item after. */
  expiresAt: number;
};

/** The address changed (or went away) between our read and our write. */
export class AddressChanged extends Error {}
/** The calendar the address names does not exist (any more). */
export class AddressCalendarMissing extends Error {}
/** The import is gone: inserted already, or expired. */
export class AddressImportGone extends Error {}

function strip<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...rest } = item;
  return rest as T;
}

function addressItem(site: SiteId, record: AddressRecord) {
  return { ...keys.address(site, record.id), type: entityTypes.address, v: 1, ...record };
}

function calendarReferences(site: SiteId, record: AddressRecord | null): Reference[] {
  return record?.idCalendar
    ? [{ key: keys.calendar(site, record.idCalendar), field: 'idCalendar', message: 'calendar.notFound' }]
    : [];
}

/** Runs the address write with the calendar count moves; the first action is the address's own. */
async function writeWithCalendar(
  site: SiteId,
  own: TransactItem,
  before: AddressRecord | null,
  after: AddressRecord | null,
): Promise<void> {
  const references = referenceUpdates(calendarReferences(site, before), calendarReferences(site, after));
  try {
    await transactWrite([own, ...references.actions]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed)
      throw error.index === 0 ? new AddressChanged() : new AddressCalendarMissing();
    throw error;
  }
}

/** The only code that reads and writes company addresses and the address files waiting to be inserted. */
export const addressRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'ADDRESS')),

  /** Every address of the site: one Query of its partition. */
  async all(site: SiteId): Promise<AddressRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.addressPartition(site))).map((item) =>
      strip<AddressRecord>(item),
    );
  },

  async get(site: SiteId, id: number): Promise<AddressRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.address(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip<AddressRecord>(answer.Item) : null;
  },

  /** A new address; with a calendar, the calendar's count moves in the same transaction. */
  create(site: SiteId, record: AddressRecord): Promise<void> {
    return writeWithCalendar(
      site,
      {
        Put: {
          TableName: tableName(),
          Item: addressItem(site, record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      null,
      record,
    );
  },

  /** Saves an address read at `previous.updatedAt`; the calendars it stops and starts naming are counted with it. */
  update(site: SiteId, previous: AddressRecord, next: AddressRecord): Promise<void> {
    return writeWithCalendar(
      site,
      {
        Put: {
          TableName: tableName(),
          Item: addressItem(site, next),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      },
      previous,
      next,
    );
  },

  /** Deletes an address as read; its calendar counts one use less. */
  remove(site: SiteId, previous: AddressRecord): Promise<void> {
    return writeWithCalendar(
      site,
      {
        Delete: {
          TableName: tableName(),
          Key: keys.address(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      },
      previous,
      null,
    );
  },

  /** Keeps the rows of a parsed file under its name (one item, forgotten after `expiresAt`). */
  async saveImport(site: SiteId, record: AddressImportRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.addressImport(site, record.name), type: entityTypes.addressImport, v: 1, ...record },
      }),
    );
  },

  async getImport(site: SiteId, name: string): Promise<AddressImportRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.addressImport(site, name), ConsistentRead: true }),
    );
    const record = answer.Item ? strip<AddressImportRecord>(answer.Item) : null;
    // TTL deletion is lazy: an expired item may still be there for a while.
    return record && record.expiresAt * 1000 > Date.now() ? record : null;
  },

  /**
   * Writes the addresses of an import and forgets the import: 100 actions per transaction, the
   * first one also deleting the import item (so one file is never inserted twice, even by two
   * calls at once). Imported addresses name no calendar.
   */
  async insertImport(site: SiteId, name: string, records: readonly AddressRecord[]): Promise<void> {
    const table = tableName();
    const puts: TransactItem[] = records.map((record) => ({
      Put: { TableName: table, Item: addressItem(site, record), ConditionExpression: 'attribute_not_exists(pk)' },
    }));
    const consume: TransactItem = {
      Delete: { TableName: table, Key: keys.addressImport(site, name), ConditionExpression: 'attribute_exists(pk)' },
    };
    const batches: TransactItem[][] = [[consume, ...puts.slice(0, 99)]];
    for (let i = 99; i < puts.length; i += 100) batches.push(puts.slice(i, i + 100));
    for (const [index, batch] of batches.entries()) {
      try {
        await transactWrite(batch);
      } catch (error) {
        if (error instanceof TransactionConditionFailed && index === 0 && error.index === 0)
          throw new AddressImportGone();
        throw error;
      }
    }
  },
};
