import type * as z from 'zod';
import { isMessageKey, type MessageKey } from '@cellar/shared/i18n/messages';
import { addFieldError, ValidationError, type FieldErrorKeys } from '../lib/errors.ts';

/** Parses one part of a request with the route's schema; every failure becomes a field error key. */
export function parsePart<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  errors: FieldErrorKeys,
): z.output<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(errors, [...issue.path, key].join('.'), 'validation.unknownField');
      continue;
    }
    add(errors, issue.path.join('.') || '_', keyOf(issue));
  }
  return undefined;
}

function keyOf(issue: z.core.$ZodIssue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
  if (issue.code === 'too_big') return 'validation.tooLong';
  return 'validation.invalidValue';
}

const add = addFieldError;

export function throwIfErrors(errors: FieldErrorKeys): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
