import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FormAnswers } from '@cellar/shared/content/form-answers';
import type { MessageKind } from '@cellar/shared/content/message';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** A conversation as stored (issue 18; spec 1 §3 "Conversation/message": id, read, archived). */
export interface MessageRecord {
  id: number;
  kind: MessageKind;
  idForm: number | null;
  formName: string | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  /** The contact message's text ('' for a form submission). */
  text: string;
  /** A form submission's checked answers (hidden inputs dropped). */
  answers: FormAnswers | null;
  /** The form's labels at submission, by answer key (loop inputs as `loopKey.inputKey`). */
  answerLabels: Record<string, string> | null;
  read: boolean;
  archived: boolean;
  /** The message this one copies (duplicate), null for an original. */
  duplicateOf: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The message changed or went away since it was read. */
export class MessageChanged extends Error {}

function messageItem(site: SiteId, message: MessageRecord) {
  return {
    ...keys.message(site, message.id),
    // Sparse index: the layout's unread counter reads only the unread messages.
    ...(message.read ? {} : keys.messageUnreadIndex(site, message.id)),
    type: entityTypes.message,
    v: 1,
    ...message,
  };
}

function strip(item: Record<string, unknown>): MessageRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, v: _v, ...message } = item;
  return message as unknown as MessageRecord;
}

const newestFirst = (items: MessageRecord[]): MessageRecord[] => items.sort((a, b) => b.id - a.id);

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new MessageChanged();
  throw error;
}

/** The only code that reads and writes conversations; every key names the authorised site. */
export const messageRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'MESSAGE')),

  /** Every message of the site, newest first: one Query of its partition. */
  async all(site: SiteId): Promise<MessageRecord[]> {
    return newestFirst((await queryPartition<Record<string, unknown>>(keys.messagePartition(site))).map(strip));
  },

  /** The unread messages, newest first: one Query of the sparse gsi1 (the layout's counter). */
  async unread(site: SiteId): Promise<MessageRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.messageUnreadPartition(site), { index: 'gsi1' });
    return newestFirst(items.map(strip));
  },

  async get(site: SiteId, id: number): Promise<MessageRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.message(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes a new message, or replaces `previous` if it is still as it was read. */
  async save(site: SiteId, previous: MessageRecord | null, next: MessageRecord): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: messageItem(site, next),
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

  /** Deletes a message as it was read. */
  async delete(site: SiteId, previous: MessageRecord): Promise<void> {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.message(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      )
      .catch(changed);
  },
};

/** One message of the site, null when absent (DOCUMENTS reads a form answer through it). */
export function getMessage(site: SiteId, id: number): Promise<MessageRecord | null> {
  return messageRepository.get(site, id);
}
