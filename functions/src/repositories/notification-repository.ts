import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationEvent, NotificationView } from '@cellar/shared/mail/notifications';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

export type NotificationRecord = NotificationView;

/** The site's recipients of notification mails (`NOTIFICATION` items of `SITE#<id>#NOTIFICATION`). */
export const notificationRepository = {
  /** Every recipient of the site, in id order: one Query. */
  async list(site: SiteId): Promise<NotificationRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.notificationPartition(site), {
      skPrefix: 'NOTIFICATION#',
    });
    return items.map(({ id, email, events, createdAt }) => ({ id, email, events, createdAt }) as NotificationRecord);
  },

  /** The recipients of one event. */
  async recipientsOf(site: SiteId, event: NotificationEvent): Promise<string[]> {
    return (await this.list(site)).filter((n) => n.events.includes(event)).map((n) => n.email);
  },

  async create(site: SiteId, email: string, events: NotificationEvent[], now: string): Promise<NotificationRecord> {
    const id = await nextId(keys.siteCounter(site, 'NOTIFICATION'));
    const record: NotificationRecord = { id, email, events, createdAt: now };
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.notification(site, id), type: entityTypes.notification, v: 1, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return record;
  },

  /** Deletes the site's recipients with these ids; ids the site does not have are ignored (never another site's: the
   * key is the site's). */
  async delete(site: SiteId, ids: readonly number[]): Promise<void> {
    for (const id of ids)
      await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.notification(site, id) }));
  },
};
