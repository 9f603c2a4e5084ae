import { useEffect, useState } from 'react';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { isRequestDropped } from '../../lib/api/errors.ts';

export type CounterName = 'waitingOrders' | 'unreadConversations' | 'translations' | 'waitingReturns' | 'globalTranslations';
export type Counters = Partial<Record<CounterName, number>>;

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

/**
 * Spec 1 §7: a layout loads its counters in turn; a failure is only logged (many of these routes
 * answer 501 until they are built) and the counter shows nothing.
 */
export async function loadCounters(
  api: ApiClient,
  names: readonly CounterName[],
  onValue: (name: CounterName, value: number) => void,
  isCancelled: () => boolean = () => false,
): Promise<void> {
  for (const name of names) {
    if (isCancelled()) return;
    try {
      const value = countOf(await loaders[name](api));
      if (value !== undefined && !isCancelled()) onValue(name, value);
    } catch (error) {
      if (!isRequestDropped(error)) console.error(`counter ${name} not loaded`, error);
    }
  }
}

/** The counters of a layout, loaded once when it opens. */
export function useCounters(api: ApiClient, names: readonly CounterName[]): Counters {
  const [counters, setCounters] = useState<Counters>({});
  const key = names.join(',');
  useEffect(() => {
    let cancelled = false;
    void loadCounters(
      api,
      key.split(',').filter(Boolean) as CounterName[],
      (name, value) => setCounters((c) => ({ ...c, [name]: value })),
      () => cancelled,
    );
    return () => {
      cancelled = true;
    };
  }, [api, key]);
  return counters;
}
