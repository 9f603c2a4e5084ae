import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';

/** Help message types (spec 1 §3 "LINK among others"): a link to documentation, or a text. */
export const helpMessageTypes = ['LINK', 'TEXT'] as const;
export type HelpMessageType = (typeof helpMessageTypes)[number];

/** An identifier is an input's name as the forms write it (`title`, `legal.cgv`, `grapes.0.percent`). */
const identifierPattern = /^[A-Za-z0-9_.[\]-]{1,100}$/;

export interface HelpMessageDraft {
  identifier?: string | null;
  type?: string | null;
  message?: string | null;
}

export type HelpMessageField = 'identifier' | 'type' | 'message';

const isHttpsUrl = (value: string): boolean => {
  try {
    return new URL(value.trim()).protocol === 'https:' && !/\s/.test(value.trim());
  } catch {
    return false;
  }
};

/**
 * Spec 1 §5 "Help message", once for the server and the form: the identifier required on add (it is the key: an
 * update keeps it), a type, a message; ours: an identifier is an input name, and a LINK's message an https address.
 */
export function helpMessageIssues(
  draft: HelpMessageDraft,
  context: { adding: boolean },
): Partial<Record<HelpMessageField, MessageKey>> {
  const issues: Partial<Record<HelpMessageField, MessageKey>> = {};
  if (context.adding) {
    if (isBlank(draft.identifier)) issues.identifier = 'helpMessage.identifierRequired';
    else if (!identifierPattern.test(draft.identifier!.trim())) issues.identifier = 'helpMessage.identifierInvalid';
  }
  if (isBlank(draft.type)) issues.type = 'helpMessage.typeRequired';
  else if (!(helpMessageTypes as readonly string[]).includes(draft.type!)) issues.type = 'helpMessage.typeInvalid';
  if (isBlank(draft.message)) issues.message = 'helpMessage.messageRequired';
  else if (draft.type === 'LINK' && !isHttpsUrl(draft.message!)) issues.message = 'helpMessage.linkInvalid';
  return issues;
}

/** `POST /admin/help-message` and `PUT /admin/help-message/{id}` (the identifier is read on add only). */
export const helpMessageInputSchema = z.strictObject({
  identifier: z.string().max(100, 'validation.tooLong').nullish(),
  type: z.string().max(20, 'validation.tooLong').nullish(),
  message: z.string().max(2000, 'validation.tooLong').nullish(),
});
export type HelpMessageInput = z.infer<typeof helpMessageInputSchema>;

export const helpMessageViewSchema = z.object({
  id: z.number(),
  identifier: z.string(),
  type: z.enum(helpMessageTypes),
  message: z.string(),
  updatedAt: z.string(),
});
export type HelpMessageView = z.infer<typeof helpMessageViewSchema>;

/** `GET /admin/help-message`: every help message (a short list the admin loads once after sign-in). */
export const helpMessageListSchema = z.object({ list: z.array(helpMessageViewSchema) });
export type HelpMessageList = z.infer<typeof helpMessageListSchema>;
