import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { shouldRetry } from './retry.ts';

describe('which failed queries are tried again', () => {
  it('never a route not built (501) nor a wrong request (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 501]) expect(shouldRetry(0, new ApiError(status, 'No'))).toBe(false);
  });

  it('twice what may pass next time: a server error, a gateway timeout, no answer', () => {
    for (const error of [
      new ApiError(500, 'Boom'),
      new ApiError(503, 'Busy'),
      new ApiError(504, 'Timeout'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});
