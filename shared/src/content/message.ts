import * as z from 'zod';
import type { FormAnswers } from './form-answers.ts';
import { offeredDocumentSchema } from './form-template.ts';
import { contactMessageIssues, contactMessageLimits } from './message-rules.ts';
import { fail } from '../validation/issues.ts';

/**
 * Conversations (spec 1 §2 `/message`, §3 "Conversation/message": id, read, archived; spec 2 §7 `POST /message`):
 * a storefront contact message (CONTACT) or a filled-in form (FORM), kept per site.
 */
export const messageKinds = ['CONTACT', 'FORM'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** How many answers (and loop repetitions) a form submission may carry: a bound for hostile bodies. */
export const maxAnswerKeys = 300;
export const maxLoopItems = 100;

const answerText = z.string().max(10_000, 'validation.tooLong');
/** One answer (form-answers.ts `AnswerValue`). */
export const answerValueSchema = z.union([
  answerText,
  z.number(),
  z.boolean(),
  z.array(answerText).max(200, 'validation.tooLong'),
  z.null(),
]);
const answerKey = z.string().min(1).max(100, 'validation.tooLong');
/** The answers of a form (form-answers.ts `FormAnswers`): a loop's key maps to its repetitions. */
export const formAnswersSchema = z
  .record(answerKey, z.union([answerValueSchema, z.array(z.record(answerKey, answerValueSchema)).max(maxLoopItems)]))
  .refine((answers) => Object.keys(answers).length <= maxAnswerKeys, 'validation.tooLong');

const text = (max: number) =>
  z
    .string()
    .max(max * 4, 'validation.tooLong')
    .nullish();
const ref = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'validation.invalidId')]).nullish();
const trimmedOrNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** A contact message as it reaches the message service. */
export interface ContactMessageInput {
  kind: 'CONTACT';
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  /** The honeypot field was filled: a robot; answered as a success, never stored. */
  trapped: boolean;
}

/** A form submission as it reaches the message service (answers checked there with `checkFormAnswers`). */
export interface FormMessageInput {
  kind: 'FORM';
  idForm: number;
  answers: FormAnswers;
  /** Optional sender fields a form page may send beside its answers (checked as a contact message's). */
  name: string | null;
  email: string | null;
  phone: string | null;
  trapped: boolean;
}

export type MessageInput = ContactMessageInput | FormMessageInput;

/**
 * `POST /message` (public): either a contact message `{ name, email, phone?, subject?, message }` or a form
 * submission `{ idForm, answers }`. `website` is a honeypot: people leave it empty (the form hides it).
 */
export const messageBodySchema = z
  .strictObject({
    name: text(contactMessageLimits.name),
    email: text(contactMessageLimits.email),
    phone: text(contactMessageLimits.phone),
    subject: text(contactMessageLimits.subject),
    message: text(contactMessageLimits.message),
    idForm: ref,
    answers: formAnswersSchema.nullish(),
    website: z.string().max(500, 'validation.tooLong').nullish(),
  })
  .superRefine((raw, ctx) => {
    if (raw.idForm === undefined || raw.idForm === null || raw.idForm === '') {
      for (const [field, key] of Object.entries(contactMessageIssues(raw))) fail(ctx, field, key);
      return;
    }
    // A form's sender fields are optional; only their format is checked.
    const issues = contactMessageIssues({ ...raw, name: raw.name || '-', email: raw.email || 'a@b.c', message: '-' });
    for (const [field, key] of Object.entries(issues)) fail(ctx, field, key);
  })
  .transform((raw): MessageInput => {
    const trapped = (raw.website ?? '').trim() !== '';
    if (raw.idForm === undefined || raw.idForm === null || raw.idForm === '')
      return {
        kind: 'CONTACT',
        name: raw.name!.trim(),
        email: raw.email!.trim(),
        phone: trimmedOrNull(raw.phone),
        subject: trimmedOrNull(raw.subject),
        message: raw.message!.trim(),
        trapped,
      };
    return {
      kind: 'FORM',
      idForm: Number(raw.idForm),
      answers: (raw.answers ?? {}) as FormAnswers,
      name: trimmedOrNull(raw.name),
      email: trimmedOrNull(raw.email),
      phone: trimmedOrNull(raw.phone),
      trapped,
    };
  });

/** What `POST /message` answers: the message is kept (nothing about it is shown back to the public). */
export const messageSentSchema = z.object({
  sent: z.literal(true),
  /** A form's documents offered to its visitor (templates marked so), each behind an hour's token; else empty. */
  documents: z.array(offeredDocumentSchema),
});
export type MessageSent = z.infer<typeof messageSentSchema>;

/** One label per answer key, as the form read at submission (loop inputs as `loopKey.inputKey`). */
export const answerLabelsSchema = z.record(z.string(), z.string());

export const messageViewSchema = z.object({
  id: z.number(),
  kind: z.enum(messageKinds),
  idForm: z.number().nullable(),
  /** The form's name at submission (a FORM message), null for a contact message. */
  formName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  /** The contact message's text ('' for a form submission). */
  text: z.string(),
  /** The checked answers of a FORM message (hidden inputs dropped), null for a contact message. */
  answers: formAnswersSchema.nullable(),
  /** The form's labels at submission, so a message reads the same after its form changed or went away. */
  answerLabels: answerLabelsSchema.nullable(),
  read: z.boolean(),
  archived: z.boolean(),
  /** The message this one is a copy of (`POST /admin/message/{id}/duplicate`), null for an original. */
  duplicateOf: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

/** `GET /message`: one page, its total (the layout's unread counter reads it with `read=false`) and its number. */
export const messageListSchema = z.object({ list: z.array(messageViewSchema), total: z.number(), current: z.number() });
export type MessageList = z.infer<typeof messageListSchema>;

/** `PUT /admin/message/{id}/archive`: archive (default) or bring back to the inbox. */
export const messageArchiveBodySchema = z.strictObject({ archived: z.boolean().optional() }).optional();

/** `GET /admin/brevo/list`: the Brevo contact lists; `local` when the local adapter answered (demo lists). */
export const brevoListSchema = z.object({
  lists: z.array(
    z.object({ id: z.number(), name: z.string(), totalSubscribers: z.number(), folderId: z.number().nullable() }),
  ),
  local: z.boolean(),
});
export type BrevoLists = z.infer<typeof brevoListSchema>;
