import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { queryIndexItem, queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { tableName } from '../data/dynamo.ts';
import { catalogueVersionRepository } from './catalogue-version-repository.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { referenceUpdates, type Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import type { AwardRecord } from './product-records.ts';
import { ReferenceMissing } from './product-repository.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The award changed or went away meanwhile. */
export class AwardChanged extends Error {}

function awardItem(site: SiteId, award: AwardRecord) {
  return {
    ...keys.award(site, award.idProduct, award.id),
    ...keys.awardListIndex(site, award.id),
    type: entityTypes.award,
    v: 1,
    ...award,
  };
}

function strip(item: Record<string, unknown>): AwardRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, v: _v, ...award } = item;
  return award as unknown as AwardRecord;
}

/**
 * Awards live in their product's partition (the product page reads them in its one Query); gsi1
 * lists the site's awards. Moving an award to another product moves its item.
 */
export const awardRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'AWARD')),

  async all(site: SiteId): Promise<AwardRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.awardListPartition(site), { index: 'gsi1' })).map(strip);
  },

  async get(site: SiteId, id: number): Promise<AwardRecord | null> {
    const index = keys.awardListIndex(site, id);
    const item = await queryIndexItem<Record<string, unknown>>('gsi1', index.gsi1pk, index.gsi1sk);
    return item ? strip(item) : null;
  },

  /**
   * Writes an award (new, or replacing `previous`), checking its product is there and counting the
   * award type it names, all or nothing.
   */
  async save(
    site: SiteId,
    previous: AwardRecord | null,
    next: AwardRecord,
    before: readonly Reference[],
    after: readonly Reference[],
  ): Promise<void> {
    const table = tableName();
    const own: TransactItem[] = [
      {
        ConditionCheck: {
          TableName: table,
          Key: keys.product(site, next.idProduct),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ];
    if (!previous)
      own.push({
        Put: { TableName: table, Item: awardItem(site, next), ConditionExpression: 'attribute_not_exists(pk)' },
      });
    else if (previous.idProduct === next.idProduct)
      own.push({
        Put: {
          TableName: table,
          Item: awardItem(site, next),
          ConditionExpression: 'updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      });
    else
      own.push(
        {
          Delete: {
            TableName: table,
            Key: keys.award(site, previous.idProduct, previous.id),
            ConditionExpression: 'updatedAt = :previous',
            ExpressionAttributeValues: { ':previous': previous.updatedAt },
          },
        },
        { Put: { TableName: table, Item: awardItem(site, next) } },
      );
    const references = referenceUpdates(before, after);
    try {
      // The product page shows the awards: the catalogue's version moves with them.
      await transactWrite([...own, ...references.actions, catalogueVersionRepository.bumpAction(site)]);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (error.index === 0) throw new ReferenceMissing('idProduct', 'product.notFound');
      if (error.index < own.length) throw new AwardChanged();
      const failure = references.failures[error.index - own.length]!;
      throw new ReferenceMissing(failure.field, failure.message);
    }
  },

  async delete(site: SiteId, award: AwardRecord, references: readonly Reference[]): Promise<void> {
    const removal = referenceUpdates(references, []);
    try {
      await transactWrite([
        {
          Delete: {
            TableName: tableName(),
            Key: keys.award(site, award.idProduct, award.id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...removal.actions,
        catalogueVersionRepository.bumpAction(site),
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new AwardChanged();
      throw error;
    }
  },
};
