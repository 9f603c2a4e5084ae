import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { shouldRetry } from '../../lib/api/retry.ts';

export type CounterName =
  'waitingOrders' | 'unreadConversations' | 'translations' | 'waitingReturns' | 'globalTranslations';

/**
 * A counter of a layout: its number once loaded, 'loading' until then, 'failed' when its call
 * failed (any error: most of these routes answer 501 until they are built). A failed counter is
 * unknown and never shown as 0: "nothing is waiting" while orders wait is worse than no counter.
 */
export type CounterValue = number | 'loading' | 'failed';
/** The counters a layout asked for (the others are absent). */
export type Counters = Partial<Record<CounterName, CounterValue>>;

/** A count out of an answer: a number, or `total` / `count` / `number` of an object. */
export function countOf(data: unknown): number | undefined {
  if (typeof data === 'number' && Number.isFinite(data)) return data;
  if (typeof data === 'object' && data !== null) {
    for (const field of ['total', 'count', 'number', 'missing']) {
      const value = (data as Record<string, unknown>)[field];
      if (typeof value === 'number' && Number.isFinite(value)) return value;
    }
  }
  return undefined;
}

const loaders: Record<CounterName, (api: ApiClient) => Promise<unknown>> = {
  waitingOrders: (api) => api.call('adminOrders', { query: { status: 'WAITING', page: 1, nbItem: 1 } }),
  unreadConversations: (api) => api.call('messages', { query: { read: 'false', page: 1, nbItem: 1 } }),
  translations: (api) => api.call('adminTranslationMissingNumber', {}),
  waitingReturns: (api) => api.call('orderBacks', { query: { status: 'RETURN_ASK', page: 1, nbItem: 1 } }),
  globalTranslations: (api) => api.call('superAdminTranslationMissingNumber', {}),
};

/** The layout area a counter is counted for: the super-admin area works on site 0. */
export type CounterArea = 'admin' | 'superAdmin';

const counterKey = (area: CounterArea, name: CounterName) => ['layout', 'counters', area, name] as const;

/**
 * How often a counter is asked again while a layout shows it: the waiting orders and the waiting
 * returns change as shoppers order or ask a return (and as the producer moves them), so they are read
 * every minute; the others on a new screen load only, as before.
 */
const refreshEvery: Partial<Record<CounterName, number>> = { waitingOrders: 60_000, waitingReturns: 60_000 };

/** A screen changed what a counter counts (an order moved out of WAITING): every layout's copy loads again. */
export function invalidateCounter(queryClient: QueryClient, name: CounterName): void {
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'layout' && query.queryKey[1] === 'counters' && query.queryKey[3] === name,
  });
}

/** One counter's query: an answer without a count is a failure too; a 501 or a 4xx is not tried again. */
export function counterQuery(api: ApiClient, area: CounterArea, name: CounterName) {
  return {
    queryKey: counterKey(area, name),
    queryFn: async (): Promise<number> => {
      const value = countOf(await loaders[name](api));
      if (value === undefined) throw new Error(`counter ${name}: no count in the answer`);
      return value;
    },
    retry: shouldRetry,
    staleTime: 60_000,
    // A counter that failed (501 until its route is built) is not asked again on a timer.
    refetchInterval: (query: { state: { status: string } }) =>
      query.state.status === 'error' ? false : (refreshEvery[name] ?? false),
  };
}

/**
 * The counters of a layout (spec 1 §7: loaded in turn, each once the one before it answered or
 * failed), through react-query: a site change or a logout, which reset the cache, loads them again.
 */
export function useCounters(api: ApiClient, area: CounterArea, names: readonly CounterName[]): Counters {
  const queryClient = useQueryClient();
  // The observer of every counter re-renders the layout when one settles, so the next one's
  // `enabled` is read again from the cache.
  const settled = (index: number) =>
    index === 0 || (queryClient.getQueryState(counterKey(area, names[index - 1]!))?.status ?? 'pending') !== 'pending';
  const results = useQueries({
    queries: names.map((name, index) => ({ ...counterQuery(api, area, name), enabled: settled(index) })),
  });
  const counters: Counters = {};
  names.forEach((name, index) => {
    const result = results[index]!;
    // A count loaded before a later call failed is still the best known.
    counters[name] = result.data !== undefined ? result.data : result.isError ? 'failed' : 'loading';
  });
  return counters;
}

/** The number a counter shows: none while loading, when failed (unknown) or at 0. */
export function shownCount(value: CounterValue | undefined): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}
