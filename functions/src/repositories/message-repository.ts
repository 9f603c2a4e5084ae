import type { FormAnswers } from '@cellar/shared/content/form-answers';
import type { MessageKind } from '@cellar/shared/content/message';
import { queryPartition } from '../data/collection.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { siteItems, strip } from './site-items.ts';

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

const messages = siteItems<MessageRecord>({
  key: keys.message,
  partition: keys.messagePartition,
  skPrefix: 'MESSAGE#',
  type: entityTypes.message,
  counter: 'MESSAGE',
  // Sparse index: the layout's unread counter reads only the unread messages.
  indexKeys: (site, message) => (message.read ? null : keys.messageUnreadIndex(site, message.id)),
});

const newestFirst = (items: MessageRecord[]): MessageRecord[] => items.sort((a, b) => b.id - a.id);

/**
 * The only code that reads and writes conversations; every key names the authorised site. Writes are conditioned on
 * the `updatedAt` that was read (`SiteItemChanged` otherwise).
 */
export const messageRepository = {
  nextId: messages.nextId,
  get: messages.get,
  save: messages.save,
  delete: messages.delete,

  /** Every message of the site, newest first: one Query of its partition. */
  async all(site: SiteId): Promise<MessageRecord[]> {
    return newestFirst(await messages.all(site));
  },

  /** The unread messages, newest first: one Query of the sparse gsi1 (the layout's counter). */
  async unread(site: SiteId): Promise<MessageRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.messageUnreadPartition(site), { index: 'gsi1' });
    return newestFirst(items.map((item) => strip<MessageRecord>(item)));
  },
};

/** One message of the site, null when absent (DOCUMENTS reads a form answer through it). */
export function getMessage(site: SiteId, id: number): Promise<MessageRecord | null> {
  return messageRepository.get(site, id);
}
