import type * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/** Adds a rule failure on a field; the message is a key, translated when the error is answered. */
export function fail(ctx: z.RefinementCtx, field: string, key: MessageKey): void {
  ctx.addIssue({ code: 'custom', path: [field], message: key });
}

export function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}
