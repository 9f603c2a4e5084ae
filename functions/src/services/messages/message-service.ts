import { checkFormAnswers, type FormAnswers } from '@cellar/shared/content/form-answers';
import { formInputs } from '@cellar/shared/content/form-shape';
import type { MessageInput, MessageList, MessageSent, MessageView } from '@cellar/shared/content/message';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { addFieldError, ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import { getForm } from '../../repositories/form-repository.ts';
import { formDocumentService } from '../content/form-document-service.ts';
import { messageRepository, type MessageRecord } from '../../repositories/message-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { rateLimiter, rateLimits } from '../common/rate-limits.ts';
import { answerLabelsOf } from './message-labels.ts';
import { mailNewMessage } from './message-mail.ts';

const view = (message: MessageRecord): MessageView => ({ ...message });

async function find(site: SiteId, id: number): Promise<MessageRecord> {
  const message = await messageRepository.get(site, id);
  if (!message) throw new NotFoundError('message.notFound');
  return message;
}

async function save(site: SiteId, previous: MessageRecord | null, next: MessageRecord): Promise<void> {
  try {
    await messageRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError('message.changed');
    throw error;
  }
}

/** The first answer of an input of this type (a form's sender, when the page sent none beside the answers). */
function firstAnswerOf(answers: FormAnswers, keys: string[]): string | null {
  for (const key of keys) {
    const value = answers[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** A form submission checked against its form (`checkFormAnswers`): the stored fields, or every issue at once. */
async function formMessage(site: SiteId, input: Extract<MessageInput, { kind: 'FORM' }>) {
  const form = await getForm(site, input.idForm);
  if (!form) throw new NotFoundError('message.formNotFound');
  if (!form.valid) throw new ConflictError('message.formNotValid');
  const checked = checkFormAnswers(form, input.answers);
  const issues = Object.entries(checked.issues);
  if (issues.length) {
    const errors: FieldErrorKeys = {};
    // Keyed by the answer's own path (`guests.1.name`), as the storefront's form renderer shows its own checks.
    for (const [path, keys] of issues) for (const key of keys) addFieldError(errors, path, key);
    throw new ValidationError(errors, 'message.answersInvalid');
  }
  const inputs = formInputs(form).map(({ input }) => input);
  const keysOf = (test: (type: string, key: string) => boolean) =>
    inputs.filter((i) => test(i.inputType, i.key)).map((i) => i.key);
  return {
    formName: form.name,
    answers: checked.answers,
    answerLabels: answerLabelsOf(form),
    name:
      input.name ??
      firstAnswerOf(
        checked.answers,
        keysOf((type, key) => type === 'TEXT' && /name|nom/i.test(key)),
      ),
    email:
      input.email ??
      firstAnswerOf(
        checked.answers,
        keysOf((type) => type === 'EMAIL'),
      ),
    phone:
      input.phone ??
      firstAnswerOf(
        checked.answers,
        keysOf((type) => type === 'PHONE'),
      ),
  };
}

/** The list's rows: a message with its sender (name and e-mail) to filter on. */
type Row = MessageRecord & { sender: string };
const byNewest = (query: ListQuery): ListQuery =>
  query.orderBy ? query : { ...query, orderBy: { field: 'id', direction: 'desc' } };

/** Conversations of a site (spec 1 §2 `/message`, §3; spec 2 §7; issue 18). */
export const messageService = {
  /**
   * `POST /message` (public): a contact message or a filled-in form, kept unread in the site's inbox and mailed to
   * the site. Limited per client address on the shop; a filled honeypot answers as a success and keeps nothing.
   */
  async submit(site: SiteId, input: MessageInput, clientAddress: string): Promise<MessageSent> {
    await rateLimiter.take(rateLimits.messagesPerAddress, `${site}|${clientAddress}`);
    const fields =
      input.kind === 'CONTACT'
        ? {
            idForm: null,
            formName: null,
            name: input.name,
            email: input.email,
            phone: input.phone,
            subject: input.subject,
            text: input.message,
            answers: null,
            answerLabels: null,
          }
        : await formMessage(site, input).then((form) => ({
            idForm: input.idForm,
            subject: null,
            text: '',
            ...form,
            name: form.name ?? '',
            email: form.email ?? '',
          }));
    if (input.trapped) return { sent: true, documents: [] };
    const now = new Date().toISOString();
    const message: MessageRecord = {
      id: await messageRepository.nextId(site),
      kind: input.kind,
      ...fields,
      read: false,
      archived: false,
      duplicateOf: null,
      createdAt: now,
      updatedAt: now,
    };
    await save(site, null, message);
    await mailNewMessage(site, message);
    return { sent: true, documents: await formDocumentService.offer(site, message) };
  },

  /** `GET /message`: newest first by default; `read=false` (the layout's counter) reads the unread index only. */
  async list(site: SiteId, query: ListQuery): Promise<MessageList> {
    const unreadOnly = query.filters.some((f) => f.field === 'read' && f.op === 'eq' && f.value === 'false');
    const messages = unreadOnly ? await messageRepository.unread(site) : await messageRepository.all(site);
    const rows: Row[] = messages.map((m) => ({ ...m, sender: `${m.name} ${m.email}` }));
    const page = applyListQuery(rows, byNewest(query));
    return {
      list: page.items.map(({ sender: _sender, ...message }) => view(message)),
      total: page.total,
      current: query.page,
    };
  },

  async one(site: SiteId, id: number): Promise<MessageView> {
    return view(await find(site, id));
  },

  /** `GET /message/read/{id}`: opening a message marks it read (already read: unchanged). */
  async markRead(site: SiteId, id: number): Promise<MessageView> {
    const previous = await find(site, id);
    if (previous.read) return view(previous);
    const next = { ...previous, read: true, updatedAt: new Date().toISOString() };
    await save(site, previous, next);
    return view(next);
  },

  /** `PUT /admin/message/{id}/archive`: out of the inbox (or back in with `archived: false`). */
  async archive(site: SiteId, id: number, archived: boolean): Promise<MessageView> {
    const previous = await find(site, id);
    if (previous.archived === archived) return view(previous);
    const next = { ...previous, archived, updatedAt: new Date().toISOString() };
    await save(site, previous, next);
    return view(next);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const previous = await find(site, id);
    try {
      await messageRepository.delete(site, previous);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('message.changed');
      throw error;
    }
  },

  /**
   * `POST /admin/message/{id}/duplicate`: a new unread conversation with the same content, in the inbox, naming the
   * one it copies (to turn a form answer into documents or objects while the original stays as received). No mail.
   */
  async duplicate(site: SiteId, id: number): Promise<MessageView> {
    const original = await find(site, id);
    const now = new Date().toISOString();
    const copy: MessageRecord = {
      ...original,
      id: await messageRepository.nextId(site),
      read: false,
      archived: false,
      duplicateOf: original.id,
      createdAt: now,
      updatedAt: now,
    };
    await save(site, null, copy);
    return view(copy);
  },
};
