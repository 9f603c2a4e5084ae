import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** A review ask waiting for its day (docs/social.md "The review mail"). */
export interface ReviewDue {
  idSite: number;
  idOrder: number;
  /** The Paris day (yyyy-mm-dd) from which the mail may go. */
  day: string;
}

/**
 * The only code that reads and writes the review mail's due asks: one item per delivered order in its site's
 * `REVIEW_DUE` partition, and its copy in gsi2's `REVIEW_DUE` partition (every site, by day) for the hourly task.
 */
export const reviewDueRepository = {
  /** Writes the ask once per order: a second write for the same order is ignored (answers false). */
  async add(site: SiteId, idOrder: number, day: string, createdAt: string): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.reviewDue(site, day, idOrder),
            ...keys.reviewDueIndex(site, day, idOrder),
            type: entityTypes.reviewDue,
            v: 1,
            idOrder,
            day,
            createdAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },

  /** Every site's asks due on `day` or before, oldest day first: Queries of gsi2's partition, page after page. */
  async dueBy(day: string): Promise<ReviewDue[]> {
    const due: ReviewDue[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const answer = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi2',
          // `<day>#…` sorts before `<next day>`, so "< next day" is "on `day` or before".
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :after',
          ExpressionAttributeValues: { ':pk': keys.reviewDueIndexPartition, ':after': `${day}$` },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of answer.Items ?? []) {
        const [itemDay, idSite, idOrder] = String(item.gsi2sk).split('#');
        due.push({ day: itemDay!, idSite: Number(idSite), idOrder: Number(idOrder) });
      }
      start = answer.LastEvaluatedKey;
    } while (start);
    return due;
  },

  /** The site's asks, oldest day first (one Query of its partition: tests, the site's own view). */
  async ofSite(site: SiteId): Promise<ReviewDue[]> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.reviewDuePartition(site) },
      }),
    );
    return (answer.Items ?? []).map((item) => ({
      idSite: Number(site),
      idOrder: Number(item.idOrder),
      day: String(item.day),
    }));
  },

  async delete(site: SiteId, day: string, idOrder: number): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.reviewDue(site, day, idOrder) }));
  },
};
