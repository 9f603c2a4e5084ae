import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import type { MailDataInput, MailModelInput, MailModelView } from '@cellar/shared/mail/mail-models';
import { queryPartition } from '../data/collection.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';

/**
 * A stored model (`MAIL_MODEL`): a site's own, or on site 0 the base one. Always saved at some time (the view's
 * `updatedAt` is null for the code's built-in default). It holds its text in the site's default language; another
 * language is a translation (docs/translations.md), except on items older than that, until the migration moves it.
 */
export type StoredMailModel = MailModelInput & Pick<MailModelView, 'key' | 'updatedBy'> & { updatedAt: string };

/** A super-admin's descriptions and samples of a mail's variables (`MAIL_DATA`, site 0), as the body gave them. */
export type StoredMailData = MailDataInput & { updatedAt: string };

export class MailModelExists extends Error {}

const baseSite = authorisedSiteId(defaultsSiteId);
const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...rest } = item;
  return rest as T;
};

export const mailModelRepository = {
  /** Every model a site keeps (site 0: the base ones): one Query. */
  async list(site: SiteId): Promise<StoredMailModel[]> {
    return (await queryPartition<Record<string, unknown>>(keys.mailModelPartition(site), { skPrefix: 'MODEL#' })).map(
      (item) => strip<StoredMailModel>(item),
    );
  },

  async get(site: SiteId, key: MailKey): Promise<StoredMailModel | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.mailModel(site, key), ConsistentRead: true }),
    );
    return answer.Item ? strip<StoredMailModel>(answer.Item) : null;
  },

  /** The site's model and the base one of a key, in one BatchGetItem (a mail's resolution). */
  async siteAndBase(
    site: SiteId,
    key: MailKey,
  ): Promise<{ own: StoredMailModel | null; base: StoredMailModel | null }> {
    const wanted =
      site === baseSite ? [keys.mailModel(baseSite, key)] : [keys.mailModel(site, key), keys.mailModel(baseSite, key)];
    const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted } } }));
    const items = answer.Responses?.[tableName()] ?? [];
    // Two small items: unprocessed keys are read one by one rather than retried as a batch.
    const unprocessed = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    for (const k of unprocessed) {
      const one = await dynamo().send(new GetCommand({ TableName: tableName(), Key: k }));
      if (one.Item) items.push(one.Item);
    }
    const of = (s: SiteId) => items.find((item) => item.pk === keys.mailModel(s, key).pk);
    const own = site === baseSite ? undefined : of(site);
    const base = of(baseSite);
    return { own: own ? strip<StoredMailModel>(own) : null, base: base ? strip<StoredMailModel>(base) : null };
  },

  async put(site: SiteId, model: StoredMailModel, options: { onlyIfNew?: boolean } = {}): Promise<void> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.mailModel(site, model.key), type: entityTypes.mailModel, v: 1, ...model },
          ConditionExpression: options.onlyIfNew ? 'attribute_not_exists(pk)' : undefined,
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') throw new MailModelExists();
      throw error;
    }
  },

  /** Drops a site's own model; true when there was one. */
  async delete(site: SiteId, key: MailKey): Promise<boolean> {
    const answer = await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.mailModel(site, key), ReturnValues: 'ALL_OLD' }),
    );
    return Boolean(answer.Attributes);
  },

  async data(key: MailKey): Promise<StoredMailData | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.mailData(key) }));
    return answer.Item ? strip<StoredMailData>(answer.Item) : null;
  },

  async putData(data: StoredMailData): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.mailData(data.key), type: entityTypes.mailData, v: 1, ...data },
      }),
    );
  },
};
