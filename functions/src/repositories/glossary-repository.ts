import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** The only code that reads and writes a site's own glossary terms: one item per site. */
export const glossaryRepository = {
  async terms(site: SiteId): Promise<string[]> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.translationGlossary(site), ConsistentRead: true }),
    );
    return (answer.Item?.terms as string[] | undefined) ?? [];
  },

  async save(site: SiteId, terms: string[], updatedAt: string): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.translationGlossary(site), type: entityTypes.translationGlossary, terms, updatedAt },
      }),
    );
  },
};
