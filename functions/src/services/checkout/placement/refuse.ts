import type { MessageKey } from '@cellar/shared/i18n/messages';
import { ValidationError, type FieldErrorKeys } from '../../../lib/errors.ts';

export function refuse(errors: FieldErrorKeys, message: MessageKey = 'common.validationFailed'): never {
  throw new ValidationError(errors, message);
}

/** Refuses every problem found, at once; none: nothing. */
export function refuseAny(errors: FieldErrorKeys): void {
  if (Object.keys(errors).length) refuse(errors);
}
