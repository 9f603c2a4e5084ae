import type { MessageKey } from '@cellar/shared/i18n/messages';

/** Field errors as message keys, translated when answered. */
export type FieldErrorKeys = Record<string, MessageKey[]>;

/** A failure the client is told about, with a status and a translated message. */
export abstract class AppError extends Error {
  abstract readonly status: number;
  /** More of the answer's `data` beside `errors` (what the refusal is about: the short products, the server's total). */
  details?: Record<string, unknown>;
  constructor(
    readonly messageKey: MessageKey,
    readonly fieldErrors?: FieldErrorKeys,
  ) {
    super(messageKey);
  }
}

export class ValidationError extends AppError {
  readonly status = 400;
  constructor(fieldErrors: FieldErrorKeys, messageKey: MessageKey = 'common.validationFailed') {
    super(messageKey, fieldErrors);
  }
}
export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(messageKey: MessageKey = 'common.unauthorized') {
    super(messageKey);
  }
}
export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(messageKey: MessageKey = 'common.forbidden', fieldErrors?: FieldErrorKeys) {
    super(messageKey, fieldErrors);
  }
}
export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(messageKey: MessageKey = 'common.notFound') {
    super(messageKey);
  }
}
export class ConflictError extends AppError {
  readonly status = 409;
  constructor(messageKey: MessageKey = 'common.conflict', fieldErrors?: FieldErrorKeys) {
    super(messageKey, fieldErrors);
  }
}
export class NotImplementedError extends AppError {
  readonly status = 501;
  constructor() {
    super('common.notImplemented');
  }
}

/** Adds what a refusal is about to its answer's `data`. */
export function withDetails<E extends AppError>(error: E, details: Record<string, unknown>): E {
  error.details = { ...error.details, ...details };
  return error;
}
