import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TranslationAuthor, UnitFormat } from '@cellar/shared/translations/translation';
import { batchGet } from '../data/batch-get.ts';
import { queryPartition } from '../data/collection.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed, transactWrite } from '../data/transactions.ts';
import { idBlockRepository } from './id-block-repository.ts';

/** A unit's source (docs/translations.md): its text in the site's default language and the languages translated. */
export interface SourceRecord {
  id: number;
  kind: string;
  entityId: number;
  field: string;
  format: UnitFormat;
  text: string;
  hash: string;
  label: string;
  updatedAt: string;
  /** The languages that hold a translation of the unit (a string set: who to tell when it changes or goes). */
  langs: string[];
}

/** A unit's translation in one language; `sourceHash` is the hash of the source it was made from. */
export interface TranslationRecord {
  id: number;
  kind: string;
  entityId: number;
  field: string;
  text: string;
  sourceHash: string;
  by: TranslationAuthor;
  updatedAt: string;
  updatedBy: string;
}

/** How counts move: units of the site, translated and outdated per language. */
export interface CountDeltas {
  units: number;
  langs: Map<string, { translated: number; outdated: number }>;
}

export interface StoredCounts {
  /** False while the site's units were never counted (data older than the translations: rebuild). */
  exists: boolean;
  units: number;
  langs: Map<string, { translated: number; outdated: number }>;
}

/** Which units a read covers: every one of the site, a kind's, or one entity's. */
export interface UnitScope {
  kind?: string;
  entityId?: number;
}

const prefixOf = (scope: UnitScope): string | undefined =>
  scope.kind === undefined
    ? undefined
    : scope.entityId === undefined
      ? keys.translationKindPrefix(scope.kind)
      : keys.translationEntityPrefix(scope.kind, scope.entityId);

export const unitSk = (unit: { kind: string; entityId: number; field: string }): string =>
  keys.translationUnitSk(unit.kind, unit.entityId, unit.field);

function toSource(item: Record<string, unknown>): SourceRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, langs, ...rest } = item;
  return { ...(rest as Omit<SourceRecord, 'langs'>), langs: langs instanceof Set ? [...(langs as Set<string>)] : [] };
}

function toTranslation(item: Record<string, unknown>): TranslationRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...rest } = item;
  return rest as unknown as TranslationRecord;
}

const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

async function update(input: Omit<UpdateCommandInput, 'TableName'>): Promise<Record<string, unknown> | null> {
  const answer = await dynamo().send(new UpdateCommand({ TableName: tableName(), ...input }));
  return answer.Attributes ?? null;
}

/**
 * The only code that reads and writes the translations' items (docs/translations.md); every key names the
 * authorised site. Writes answer the item they replaced, so the caller moves the counts by what really changed even
 * when two writers race.
 */
export const translationRepository = {
  /** New units' ids (the site's `TR_UNIT` counter, one `ADD n`). */
  nextUnitIds: (site: SiteId, n: number): Promise<number[]> => idBlockRepository.next(site, 'TR_UNIT', n),

  /** The sources of the scope: one paged Query. */
  async sources(site: SiteId, scope: UnitScope = {}): Promise<SourceRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.translationSourcePartition(site), {
      skPrefix: prefixOf(scope),
    });
    return items.map(toSource);
  },

  /** The translations of the scope in a language: one paged Query. */
  async translations(
    site: SiteId,
    lang: string,
    scope: UnitScope = {},
    consistent = true,
  ): Promise<TranslationRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.translationPartition(site, lang), {
      skPrefix: prefixOf(scope),
      consistent,
    });
    return items.map(toTranslation);
  },

  /** A unit's source by its id (two consistent GetItems: the pointer, then the source), or null. */
  async sourceById(site: SiteId, id: number): Promise<SourceRecord | null> {
    const pointer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.translationUnitId(site, id), ConsistentRead: true }),
    );
    const sk = pointer.Item?.unitSk;
    if (typeof sk !== 'string') return null;
    const source = await this.source(site, sk);
    return source?.id === id ? source : null;
  },

  async source(site: SiteId, sk: string): Promise<SourceRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.translationSource(site, sk), ConsistentRead: true }),
    );
    return answer.Item ? toSource(answer.Item) : null;
  },

  async translation(site: SiteId, lang: string, sk: string): Promise<TranslationRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.translation(site, lang, sk), ConsistentRead: true }),
    );
    return answer.Item ? toTranslation(answer.Item) : null;
  },

  /** The translations of one unit in these languages (BatchGet), by language. */
  async translationsOfUnit(
    site: SiteId,
    sk: string,
    langs: readonly string[],
  ): Promise<Map<string, TranslationRecord>> {
    if (langs.length === 0) return new Map();
    const items = await batchGet<Record<string, unknown>>(langs.map((lang) => keys.translation(site, lang, sk)));
    return new Map(
      items.map((item) => [String(item.pk).slice(keys.translationPartition(site, '').length), toTranslation(item)]),
    );
  },

  /**
   * Writes a unit's source, keeping its id and its languages if it exists (`id` is used for a new one only); answers
   * the source it replaced (null: a new unit, whose id pointer is written too).
   */
  async saveSource(site: SiteId, source: Omit<SourceRecord, 'langs'>): Promise<SourceRecord | null> {
    const sk = unitSk(source);
    const old = await update({
      Key: keys.translationSource(site, sk),
      UpdateExpression:
        'SET #type = :type, #v = :v, #id = if_not_exists(#id, :id), #kind = :kind, #entityId = :entityId, ' +
        '#field = :field, #format = :format, #text = :text, #hash = :hash, #label = :label, #updatedAt = :updatedAt',
      ExpressionAttributeNames: {
        '#type': 'type',
        '#v': 'v',
        '#id': 'id',
        '#kind': 'kind',
        '#entityId': 'entityId',
        '#field': 'field',
        '#format': 'format',
        '#text': 'text',
        '#hash': 'hash',
        '#label': 'label',
        '#updatedAt': 'updatedAt',
      },
      ExpressionAttributeValues: {
        ':type': entityTypes.translationSource,
        ':v': 1,
        ':id': source.id,
        ':kind': source.kind,
        ':entityId': source.entityId,
        ':field': source.field,
        ':format': source.format,
        ':text': source.text,
        ':hash': source.hash,
        ':label': source.label,
        ':updatedAt': source.updatedAt,
      },
      ReturnValues: 'ALL_OLD',
    });
    if (old) return toSource(old);
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.translationUnitId(site, source.id), type: entityTypes.translationUnitId, v: 1, unitSk: sk },
      }),
    );
    return null;
  },

  /** Forgets a unit's source and its id pointer; answers the source removed (null: already gone). */
  async deleteSource(site: SiteId, sk: string): Promise<SourceRecord | null> {
    const answer = await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.translationSource(site, sk), ReturnValues: 'ALL_OLD' }),
    );
    if (!answer.Attributes) return null;
    const old = toSource(answer.Attributes);
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.translationUnitId(site, old.id) }));
    return old;
  },

  /** Writes a translation; answers the one it replaced. */
  async putTranslation(site: SiteId, lang: string, record: TranslationRecord): Promise<TranslationRecord | null> {
    const answer = await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.translation(site, lang, unitSk(record)), type: entityTypes.translation, v: 1, ...record },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return answer.Attributes ? toTranslation(answer.Attributes) : null;
  },

  /** Removes a translation; answers the one removed. */
  async deleteTranslation(site: SiteId, lang: string, sk: string): Promise<TranslationRecord | null> {
    const answer = await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.translation(site, lang, sk), ReturnValues: 'ALL_OLD' }),
    );
    return answer.Attributes ? toTranslation(answer.Attributes) : null;
  },

  /** Records that a language holds a translation of the unit, or no longer does (nothing if the source is gone). */
  async markLang(site: SiteId, sk: string, lang: string, holds: boolean): Promise<void> {
    try {
      await update({
        Key: keys.translationSource(site, sk),
        UpdateExpression: holds ? 'ADD #langs :lang' : 'DELETE #langs :lang',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#langs': 'langs' },
        ExpressionAttributeValues: { ':lang': new Set([lang]) },
      });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },

  /**
   * A machine translation, written only if the source still has `sourceHash` and the translation is still `old`
   * (nothing, or the same author and time): a person's edit made meanwhile is never overwritten. False: not written.
   */
  async writeIfUnchanged(
    site: SiteId,
    lang: string,
    record: TranslationRecord,
    old: TranslationRecord | null,
  ): Promise<boolean> {
    const sk = unitSk(record);
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.translation(site, lang, sk), type: entityTypes.translation, v: 1, ...record },
            ...(old
              ? {
                  ConditionExpression: '#by = :by AND #updatedAt = :updatedAt',
                  ExpressionAttributeNames: { '#by': 'by', '#updatedAt': 'updatedAt' },
                  ExpressionAttributeValues: { ':by': old.by, ':updatedAt': old.updatedAt },
                }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.translationSource(site, sk),
            UpdateExpression: 'ADD #langs :lang',
            // The source still reads as the text translated (one action per item in a transaction: the check is here).
            ConditionExpression: '#hash = :hash',
            ExpressionAttributeNames: { '#langs': 'langs', '#hash': 'hash' },
            ExpressionAttributeValues: { ':lang': new Set([lang]), ':hash': record.sourceHash },
          },
        },
      ]);
      return true;
    } catch (error) {
      if (error instanceof TransactionConditionFailed) return false;
      throw error;
    }
  },

  /** Moves the counts with atomic ADDs (one UpdateItem per count item that changes). */
  async addCounts(site: SiteId, deltas: CountDeltas): Promise<void> {
    const writes: Promise<unknown>[] = [];
    if (deltas.units !== 0)
      writes.push(
        update({
          Key: keys.translationUnitCount(site),
          UpdateExpression: 'ADD #units :units SET #type = :type',
          ExpressionAttributeNames: { '#units': 'units', '#type': 'type' },
          ExpressionAttributeValues: { ':units': deltas.units, ':type': entityTypes.translationCount },
        }),
      );
    for (const [lang, delta] of deltas.langs)
      if (delta.translated !== 0 || delta.outdated !== 0)
        writes.push(
          update({
            Key: keys.translationLangCount(site, lang),
            UpdateExpression: 'ADD #translated :translated, #outdated :outdated SET #type = :type',
            ExpressionAttributeNames: { '#translated': 'translated', '#outdated': 'outdated', '#type': 'type' },
            ExpressionAttributeValues: {
              ':translated': delta.translated,
              ':outdated': delta.outdated,
              ':type': entityTypes.translationCount,
            },
          }),
        );
    await Promise.all(writes);
  },

  /** The count items of the site: one Query of a small partition. */
  async counts(site: SiteId): Promise<StoredCounts> {
    const items = await queryPartition<Record<string, unknown>>(keys.translationCountPartition(site));
    const counts: StoredCounts = { exists: false, units: 0, langs: new Map() };
    for (const item of items) {
      if (item.sk === 'UNITS') {
        counts.exists = true;
        counts.units = Number(item.units ?? 0);
      } else if (typeof item.sk === 'string' && item.sk.startsWith('LANG#'))
        counts.langs.set(item.sk.slice('LANG#'.length), {
          translated: Number(item.translated ?? 0),
          outdated: Number(item.outdated ?? 0),
        });
    }
    return counts;
  },

  /** Overwrites the count items with exact numbers (a rebuild). */
  async setCounts(site: SiteId, counts: Omit<StoredCounts, 'exists'>): Promise<void> {
    const type = entityTypes.translationCount;
    await Promise.all([
      dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.translationUnitCount(site), type, v: 1, units: counts.units },
        }),
      ),
      ...[...counts.langs].map(([lang, c]) =>
        dynamo().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...keys.translationLangCount(site, lang), type, v: 1, ...c },
          }),
        ),
      ),
    ]);
  },
};
