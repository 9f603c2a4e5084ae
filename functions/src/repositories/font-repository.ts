import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FontSettings, FontStyle } from '@cellar/shared/site/fonts';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** A base font as stored (global): its files are media keys under `fonts/`. */
export interface BaseFontRecord {
  id: number;
  family: string;
  weight: number;
  style: FontStyle;
  woff2Key: string;
  woffKey: string | null;
  /** Place in the super-admin's list (0 first); ties by id. */
  position: number;
  updatedAt: string;
}

/** A site's fonts: the base fonts it chose and its three settings. */
export interface SiteFontsRecord {
  idsBaseFont: number[];
  settings: FontSettings;
  updatedAt: string | null;
}

/** The item changed since it was read. */
export class FontChanged extends Error {}

const emptySettings = (): FontSettings => ({ TITLE: null, MENU: null, CONTENT: null });

function stripBaseFont(item: Record<string, unknown>): BaseFontRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...rest } = item;
  return rest as unknown as BaseFontRecord;
}

/** Optimistic write: the item is as it was read (`updatedAt`), or absent when it was absent. */
const unchanged = (previous: string | null) =>
  previous === null
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : {
        ConditionExpression: 'updatedAt = :previous',
        ExpressionAttributeValues: { ':previous': previous },
      };

async function conditional(send: Promise<unknown>): Promise<void> {
  try {
    await send;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new FontChanged();
    throw error;
  }
}

/** The only code that reads and writes base fonts and a site's font settings. */
export const fontRepository = {
  nextBaseFontId: () => nextId(keys.baseFontCounter()),

  /** Every base font, in the super-admin's order: one Query of their partition. */
  async baseFonts(): Promise<BaseFontRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.baseFontPartition(), { skPrefix: 'FONT#' });
    return items.map(stripBaseFont).sort((a, b) => a.position - b.position || a.id - b.id);
  },

  async baseFont(id: number): Promise<BaseFontRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.baseFont(id), ConsistentRead: true }),
    );
    return answer.Item ? stripBaseFont(answer.Item) : null;
  },

  /** Creates (`previous` null) or replaces the base font as it was read. */
  async putBaseFont(font: BaseFontRecord, previous: BaseFontRecord | null): Promise<void> {
    await conditional(
      dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.baseFont(font.id), type: entityTypes.baseFont, v: 1, ...font },
          ...unchanged(previous?.updatedAt ?? null),
        }),
      ),
    );
  },

  async deleteBaseFont(previous: BaseFontRecord): Promise<void> {
    await conditional(
      dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.baseFont(previous.id),
          ...unchanged(previous.updatedAt),
        }),
      ),
    );
  },

  /** The site's fonts; a site that never chose any has none. */
  async siteFonts(site: SiteId): Promise<SiteFontsRecord> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.siteFonts(site), ConsistentRead: true }),
    );
    if (!answer.Item) return { idsBaseFont: [], settings: emptySettings(), updatedAt: null };
    const { idsBaseFont, settings, updatedAt } = answer.Item as SiteFontsRecord;
    return { idsBaseFont, settings: { ...emptySettings(), ...settings }, updatedAt };
  },

  /** Writes the site's fonts as they were read (`previous.updatedAt`), so two admins cannot lose a change. */
  async putSiteFonts(site: SiteId, next: SiteFontsRecord, previous: SiteFontsRecord): Promise<void> {
    await conditional(
      dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.siteFonts(site), type: entityTypes.siteFonts, v: 1, ...next },
          ...unchanged(previous.updatedAt),
        }),
      ),
    );
  },
};
