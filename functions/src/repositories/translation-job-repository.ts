import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { strip } from './site-items.ts';

/** A translation job's definition (docs/translation-jobs.md); its runs are job records of its site. */
export interface TranslationJobRecord {
  id: number;
  idSite: number;
  langs: string[];
  overwritePerson: boolean;
  createdAt: string;
  createdBy: string;
  /** The job record of its last run (`SITE#<s>#JOBS`), null before the first. */
  lastJobId: string | null;
}

const byId = (a: TranslationJobRecord, b: TranslationJobRecord) => a.id - b.id;

/** The only code that reads and writes translation job definitions: one partition, a site's in gsi1. No Scan. */
export const translationJobRepository = {
  nextId: () => nextId(keys.globalCounter('TRANSLATION_JOB')),

  async create(site: SiteId, record: TranslationJobRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.translationJob(record.id),
          ...keys.translationJobSiteIndex(site, record.id),
          type: entityTypes.translationJob,
          ...record,
          idSite: site,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(id: number): Promise<TranslationJobRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.translationJob(id), ConsistentRead: true }),
    );
    return answer.Item ? strip<TranslationJobRecord>(answer.Item) : null;
  },

  /** Every definition, over every site (the super-admin's list): one Query. */
  async all(): Promise<TranslationJobRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.translationJobsPartition());
    return items.map((i) => strip<TranslationJobRecord>(i)).sort(byId);
  },

  /** The site's definitions (the admin's list): one Query of gsi1. */
  async ofSite(site: SiteId): Promise<TranslationJobRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.translationJobSitePartition(site), {
      index: 'gsi1',
    });
    return items.map((i) => strip<TranslationJobRecord>(i)).sort(byId);
  },

  async setLastJob(id: number, jobId: string): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.translationJob(id),
        UpdateExpression: 'SET lastJobId = :job',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':job': jobId },
      }),
    );
  },
};
