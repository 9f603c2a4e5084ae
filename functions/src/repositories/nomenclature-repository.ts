import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NomenclatureType, NomenclatureView } from '@cellar/shared/catalog/nomenclature';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { deleteUnused, ItemInUse } from '../data/references.ts';

/** A nomenclature entry as stored: the view, and how many products (or vintages) name it. */
export interface NomenclatureRecord extends NomenclatureView {
  uses: number;
}

/** The entry is named by products: it cannot be deleted. */
export class NomenclatureInUse extends Error {}

function toRecord(item: Record<string, unknown>): NomenclatureRecord {
  return {
    id: item.id as number,
    type: item.nomenclatureType as NomenclatureType,
    name: item.name as string,
    translations: (item.translations as NomenclatureView['translations']) ?? {},
    subtype: (item.subtype as NomenclatureView['subtype']) ?? null,
    allergen: (item.allergen as boolean) ?? false,
    icon: (item.icon as string | null) ?? null,
    uses: (item.uses as number) ?? 0,
  };
}

/** The nomenclature is global (kept by super-admins for every site): one partition, sorted by type. */
export const nomenclatureRepository = {
  nextId: () => nextId(keys.globalCounter('NOMENCLATURE')),

  async all(): Promise<NomenclatureRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.nomenclaturePartition())).map(toRecord);
  },

  /**
   * Writes an entry's own fields. `uses` is left as it is: product writes count it in their own
   * transactions (see product-repository `referenceChanges`).
   */
  async put(entry: NomenclatureView, mode: 'create' | 'update'): Promise<void> {
    const { type, ...fields } = entry;
    const key = keys.nomenclature(type, entry.id);
    if (mode === 'create') {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key, type: entityTypes.nomenclature, v: 1, nomenclatureType: type, ...fields, uses: 0 },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return;
    }
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET #name = :name, translations = :translations, #subtype = :subtype, allergen = :allergen, icon = :icon',
        ConditionExpression: 'attribute_exists(pk)',
        // Both are DynamoDB reserved words.
        ExpressionAttributeNames: { '#name': 'name', '#subtype': 'subtype' },
        ExpressionAttributeValues: {
          ':name': fields.name,
          ':translations': fields.translations,
          ':subtype': fields.subtype,
          ':allergen': fields.allergen,
          ':icon': fields.icon,
        },
      }),
    );
  },

  /** Deletes an entry no product names (checked atomically with the delete). */
  async delete(type: NomenclatureType, id: number): Promise<void> {
    await deleteUnused(keys.nomenclature(type, id)).catch((error: unknown) => {
      throw error instanceof ItemInUse ? new NomenclatureInUse() : error;
    });
  },
};
