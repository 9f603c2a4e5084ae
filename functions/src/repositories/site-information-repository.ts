import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SiteInformationInput } from '@cellar/shared/site/information';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

export type SiteInformationRecord = SiteInformationInput & { updatedAt: string };

/** The only code that reads and writes a site's public information: one item a site. */
export const siteInformationRepository = {
  async get(site: SiteId): Promise<SiteInformationRecord | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.siteInformation(site) }));
    if (!answer.Item) return null;
    const { pk: _pk, sk: _sk, type: _t, v: _v, ...rest } = answer.Item;
    return rest as SiteInformationRecord;
  },

  /** The whole information is replaced: the form always sends every field. */
  async put(site: SiteId, information: SiteInformationRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.siteInformation(site), type: entityTypes.siteInformation, v: 1, ...information },
      }),
    );
  },
};
