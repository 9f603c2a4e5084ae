/** What the client rejects with when the API answers an error (status, message, per-field errors). */
export interface ApiErrorLike {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
}

export function isApiError(error: unknown): error is ApiErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiErrorLike).status === 'number' &&
    typeof (error as ApiErrorLike).message === 'string' &&
    typeof (error as ApiErrorLike).fieldErrors === 'object'
  );
}

/** A request the multi-site rule dropped: the two-sites dialog is already asking the user. */
export function isRequestDropped(error: unknown): boolean {
  return error instanceof Error && (error.name === 'RequestDropped' || error.constructor.name === 'RequestDropped');
}

/** Messages the client makes itself (no answer, unreadable answer): keys, not wording. */
const clientKeys = new Set(['network', 'invalidResponse']);

/** The server's message when there is one, else the fallback (already translated). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message.trim() !== '' && !clientKeys.has(error.message)) return error.message;
  return fallback;
}
