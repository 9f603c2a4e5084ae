import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { counterQuery, invalidateCounter } from './counters.ts';

const apiAnswering = (answer: () => unknown) => {
  const call = vi.fn(async () => answer());
  return { api: { call } as unknown as ApiClient, call };
};

describe('the waiting returns counter', () => {
  it('reads the total of GET /order-back?status=RETURN_ASK&nbItem=1', async () => {
    const { api, call } = apiAnswering(() => ({ ordersBack: [], total: 4 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(counterQuery(api, 'admin', 'waitingReturns'))).toBe(4);
    expect(call).toHaveBeenCalledWith('orderBacks', { query: { status: 'RETURN_ASK', page: 1, nbItem: 1 } });
  });

  it('is read again every minute like the waiting orders, but not once it failed', () => {
    const { api } = apiAnswering(() => ({ total: 1 }));
    const every = (name: 'waitingOrders' | 'waitingReturns' | 'translations', status: string) =>
      counterQuery(api, 'admin', name).refetchInterval({ state: { status } });
    expect(every('waitingReturns', 'success')).toBe(60_000);
    expect(every('waitingReturns', 'success')).toBe(every('waitingOrders', 'success'));
    expect(every('waitingReturns', 'error')).toBe(false);
    expect(every('translations', 'success')).toBe(false);
  });

  it('loads again when a return moved', async () => {
    let total = 2;
    const { api, call } = apiAnswering(() => ({ total }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = counterQuery(api, 'admin', 'waitingReturns');
    const observer = client.getQueryCache().build(client, query);
    await client.fetchQuery(query);
    total = 1;
    invalidateCounter(client, 'waitingReturns');
    expect(observer.state.isInvalidated).toBe(true);
    expect(await client.fetchQuery(query)).toBe(1);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
