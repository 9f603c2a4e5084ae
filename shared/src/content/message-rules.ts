import type { MessageKey } from '../i18n/messages.ts';
import { emailPattern, isOrderPhone } from '../validation/contact.ts';

/**
 * The contact message's rules without zod (spec 1 §5 "Message cannot be empty"), once for the server
 * (`POST /message`, shared/src/content/message.ts) and the storefront's contact form, which carries no zod.
 */

export const contactMessageLimits = { name: 100, email: 100, phone: 25, subject: 200, message: 5000 } as const;

/** The fields of a contact message as a form or a request holds them. */
export interface ContactMessageDraft {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  subject?: string | null;
  message?: string | null;
}

export type ContactMessageField = keyof ContactMessageDraft;

const blank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '';
const tooLong = (value: string | null | undefined, max: number): boolean => (value ?? '').trim().length > max;

/**
 * Name and e-mail required, the e-mail's format, the phone optional with the order's phone rule, the message
 * required ("Message cannot be empty"); every failing field at once, each with its message key.
 */
export function contactMessageIssues(draft: ContactMessageDraft): Partial<Record<ContactMessageField, MessageKey>> {
  const issues: Partial<Record<ContactMessageField, MessageKey>> = {};
  const limits = contactMessageLimits;
  if (blank(draft.name)) issues.name = 'message.nameRequired';
  else if (tooLong(draft.name, limits.name)) issues.name = 'validation.tooLong';
  if (blank(draft.email)) issues.email = 'message.emailRequired';
  else if (!emailPattern.test(draft.email!.trim())) issues.email = 'message.invalidEmail';
  else if (tooLong(draft.email, limits.email)) issues.email = 'validation.tooLong';
  if (!blank(draft.phone) && !isOrderPhone(draft.phone!.trim())) issues.phone = 'message.invalidPhone';
  if (tooLong(draft.subject, limits.subject)) issues.subject = 'validation.tooLong';
  if (blank(draft.message)) issues.message = 'message.messageRequired';
  else if (tooLong(draft.message, limits.message)) issues.message = 'validation.tooLong';
  return issues;
}
