import { isApiError, isRequestDropped } from './errors.ts';

/**
 * Retries only what may pass next time, twice: not a dropped request (the two-sites dialog asks),
 * not a 4xx (the request itself is wrong), not a 501 (the route is not built: it answers 501 until
 * a release builds it, so retrying only triples the calls of every screen that asks it).
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (isRequestDropped(error)) return false;
  if (isApiError(error) && ((error.status >= 400 && error.status < 500) || error.status === 501)) return false;
  return failures < 2;
}
