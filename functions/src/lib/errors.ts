import type { MessageKey } from '@cellar/shared/i18n/messages';

/** Field errors as message keys, translated when answered. */
export type FieldErrorKeys = Record<string, MessageKey[]>;

/**
 * Adds a message to a field's errors. Field names may come from the request (an unknown key
 * `constructor` or `__proto__`): only the map's own properties count, and a new one is defined,
 * never assigned (assigning `__proto__` would change the map's prototype and lose the error).
 */
export function addFieldError<T>(errors: Record<string, T[]>, field: string, key: T): void {
  if (!Object.hasOwn(errors, field))
    Object.defineProperty(errors, field, { value: [], enumerable: true, writable: true, configurable: true });
  const list = errors[field]!;
  if (!list.includes(key)) list.push(key);
}

/** A failure the client is told about, with a status and a translated message. */
export abstract class AppError extends Error {
  abstract readonly status: number;
  /** More of the answer's `data` beside `errors` (what the refusal is about: the short products, the server's total).
   * */
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
/** Too many calls of a kind from one client or for one account: try again after `retryAfter` seconds. */
export class TooManyRequestsError extends AppError {
  readonly status = 429;
  constructor(
    readonly retryAfter: number,
    messageKey: MessageKey = 'common.tooManyRequests',
  ) {
    super(messageKey);
    this.details = { retryAfter };
  }
}
export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  constructor() {
    super('common.payloadTooLarge');
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
