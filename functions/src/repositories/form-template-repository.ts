import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FormTemplateView } from '@cellar/shared/content/form-template';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, mediaKeys } from '../data/keys.ts';
import { s3Objects } from '../data/s3.ts';
import type { SiteId } from '../data/site-id.ts';
import { strip } from './site-items.ts';

/** A form template as stored: its view, and its DOCX at `key` (under the bucket's private prefix). */
export type FormTemplateRecord = FormTemplateView & { key: string };

/** A document offered to a visitor: what to fill, until when (epoch seconds, also the item's TTL). */
export interface FormDocumentToken {
  idMessage: number;
  idTemplate: number;
  extension: 'docx' | 'pdf';
  expiresAt: number;
}

/** The templates are the admin's: no shared cache may keep them. */
const privateFile = 'private, no-store';

const changed = (error: unknown): never => {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new FormTemplateChanged();
  throw error;
};

/** The template changed or went away since it was read. */
export class FormTemplateChanged extends Error {}

/**
 * Document templates of a site's forms: one partition per site, each form's templates under `FORM#<id>#TEMPLATE#`
 * (a form's list is one Query), one private object each.
 */
export const formTemplateRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'FORM_TEMPLATE')),

  async ofForm(site: SiteId, idForm: number): Promise<FormTemplateRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.formTemplatePartition(site), {
      skPrefix: keys.formTemplateSkPrefix(idForm),
    });
    return items.map((item) => strip<FormTemplateRecord>(item));
  },

  async get(site: SiteId, idForm: number, id: number): Promise<FormTemplateRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.formTemplate(site, idForm, id), ConsistentRead: true }),
    );
    return answer.Item ? strip<FormTemplateRecord>(answer.Item) : null;
  },

  /** Writes a new template, or replaces `previous` if it is still as it was read. */
  async save(site: SiteId, previous: FormTemplateRecord | null, next: FormTemplateRecord): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.formTemplate(site, next.idForm, next.id), type: entityTypes.formTemplate, v: 1, ...next },
          ...(previous
            ? {
                ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
                ExpressionAttributeValues: { ':previous': previous.updatedAt },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      )
      .catch(changed);
  },

  /** Deletes the item and answers what it held (null when there was none). */
  async delete(site: SiteId, idForm: number, id: number): Promise<FormTemplateRecord | null> {
    const answer = await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.formTemplate(site, idForm, id),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return answer.Attributes ? strip<FormTemplateRecord>(answer.Attributes) : null;
  },

  fileKey: (site: SiteId, idForm: number, id: string): string => mediaKeys.formTemplate(site, idForm, id),
  putFile: (key: string, data: Uint8Array, contentType: string) => s3Objects.put(key, data, contentType, privateFile),
  getFile: (key: string) => s3Objects.get(key),
  removeFile: (key: string) => s3Objects.remove(key),

  /** Only the token's hash is stored: a leaked table holds no working link. */
  async putToken(site: SiteId, tokenHash: string, token: FormDocumentToken): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.formDocumentToken(site, tokenHash), type: entityTypes.formDocumentToken, v: 1, ...token },
      }),
    );
  },

  async getToken(site: SiteId, tokenHash: string): Promise<FormDocumentToken | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.formDocumentToken(site, tokenHash), ConsistentRead: true }),
    );
    return answer.Item ? strip<FormDocumentToken>(answer.Item) : null;
  },
};
