import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../api/errors.ts';

/** Retries only what may pass next time: not a 4xx. */
function shouldRetry(failures: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 } },
  });
}
