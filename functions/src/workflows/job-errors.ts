import { jobRefusedErrorName } from '@cellar/shared/workflows/machines';

/**
 * A failure no retry can fix (a missing storefront build, a site that is gone): the ASL's first retrier lets it
 * through at once (`ErrorEquals: ["JobRefused"], MaxAttempts: 0`). Step Functions matches on the error's name.
 */
export class JobRefused extends Error {
  override readonly name = jobRefusedErrorName;
}

/** The reason a failure shows on the job: a Lambda's Cause is JSON (`errorMessage`), a local one its message. */
export function failureReason(cause: unknown): string {
  if (typeof cause !== 'string') return 'Unknown failure';
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') return parsed.errorMessage;
  } catch {
    // not JSON: the message itself
  }
  return cause;
}
