import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarDateView, CalendarView } from '@cellar/shared/shipping/calendars';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { deleteUnused, ItemInUse } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { setFields } from '../data/update-fields.ts';

/** A date of a calendar: its `date` stored as yyyy-mm-dd (the view's is dd/mm/yyyy); ids from the SCHEDULE counter. */
export type CalendarDateRecord = CalendarDateView;

/**
 * A calendar of a site (`CALENDAR#<id>` of `SITE#<id>#CALENDAR`), its dates inside it; its `uses` is apart: only
 * address writes move it.
 */
export type CalendarRecord = Omit<CalendarView, 'uses'> & { createdAt: string; updatedAt: string };

/** A calendar as read, with the number of addresses that apply it (its `uses`). */
export type StoredCalendar = CalendarRecord & Pick<CalendarView, 'uses'>;

/** The calendar changed (or went away) between our read and our write. */
export class CalendarChanged extends Error {}
/** Addresses apply the calendar: it cannot be deleted. */
export class CalendarInUse extends Error {}

function stored(item: Record<string, unknown>): StoredCalendar {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...rest } = item;
  const record = rest as unknown as StoredCalendar;
  return { ...record, uses: Number(record.uses ?? 0) };
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** The only code that reads and writes calendars. */
export const calendarRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'CALENDAR')),

  /** Every calendar of the site: one Query. */
  async all(site: SiteId): Promise<StoredCalendar[]> {
    return (await queryPartition<Record<string, unknown>>(keys.calendarPartition(site))).map(stored);
  },

  async get(site: SiteId, id: number): Promise<StoredCalendar | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.calendar(site, id), ConsistentRead: true }),
    );
    return answer.Item ? stored(answer.Item) : null;
  },

  async create(site: SiteId, record: CalendarRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.calendar(site, record.id), type: entityTypes.calendar, v: 1, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Saves the fields of a calendar read at `previousUpdatedAt`; its `uses` (kept by address writes) is left alone. */
  async update(site: SiteId, previousUpdatedAt: string, next: CalendarRecord): Promise<void> {
    const { id: _id, createdAt: _c, ...fields } = next;
    try {
      await dynamo().send(
        new UpdateCommand(
          setFields(keys.calendar(site, next.id), fields, {
            expression: 'attribute_exists(pk) AND updatedAt = :previous',
            values: { ':previous': previousUpdatedAt },
          }),
        ),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new CalendarChanged();
      throw error;
    }
  },

  /** Deletes a calendar no address applies (the condition is checked with the delete). */
  async remove(site: SiteId, id: number): Promise<void> {
    try {
      await deleteUnused(keys.calendar(site, id));
    } catch (error) {
      if (error instanceof ItemInUse) throw new CalendarInUse();
      throw error;
    }
  },
};
