import type { FieldErrors } from '@cellar/shared/envelope';
import { clientMessages } from '@cellar/shared/api/client';
import type { Translate } from '../i18n/translate.ts';

/** A failed call's messages per field (`data.errors` of the envelope, spec 1 §4). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
}

/**
 * What to tell the shopper about a failed call: the server's message (already in the request's
 * language, spec 2 §8), or ours when no answer came.
 */
export function problemOf(error: unknown, t: Translate): string {
  const message = error instanceof Error ? error.message : '';
  if (message === clientMessages.network) return t('common.network');
  if (message === '' || message === clientMessages.invalidResponse) return t('common.error');
  return message;
}
