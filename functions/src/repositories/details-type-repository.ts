import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DetailsTypeView } from '@cellar/shared/catalog/catalog-misc';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { deleteUnused, ItemInUse } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';

/** The detail type names a product feature: it cannot be deleted. */
export class DetailsTypeInUse extends Error {}
export class DetailsTypeMissing extends Error {}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Product detail types of a site (the names of product features); products count their uses. */
export const detailsTypeRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'DETAILS_TYPE')),

  async all(site: SiteId): Promise<DetailsTypeView[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.detailsTypePartition(site));
    return items.map((item) => ({ id: item.id as number, name: item.name as string }));
  },

  async create(site: SiteId, entry: DetailsTypeView): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.detailsType(site, entry.id), type: entityTypes.detailsType, v: 1, ...entry, uses: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async rename(site: SiteId, entry: DetailsTypeView): Promise<void> {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.detailsType(site, entry.id),
          UpdateExpression: 'SET #name = :name',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': entry.name },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new DetailsTypeMissing();
      throw error;
    }
  },

  async delete(site: SiteId, id: number): Promise<void> {
    await deleteUnused(keys.detailsType(site, id)).catch((error: unknown) => {
      throw error instanceof ItemInUse ? new DetailsTypeInUse() : error;
    });
  },
};
