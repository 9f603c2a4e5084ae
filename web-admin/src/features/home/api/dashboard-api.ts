import { queryOptions } from '@tanstack/react-query';
import type { DashboardPeriod } from '@cellar/shared/stats/periods';
import type { CallArgs } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';

/** The period the dashboard shows: a named one, or custom days (`yyyy-mm-dd`). */
export interface PeriodChoice {
  period: DashboardPeriod;
  from?: string;
  to?: string;
}

/** The query string of a period: a custom period sends its days only once both are chosen. */
export function periodQuery(choice: PeriodChoice): PeriodChoice {
  if (choice.period !== 'CUSTOM') return { period: choice.period };
  return { period: 'CUSTOM', from: choice.from ?? '', to: choice.to ?? '' };
}

/** A custom period without both of its days is not asked for yet. */
export const periodReady = (choice: PeriodChoice): boolean =>
  choice.period !== 'CUSTOM' || Boolean(choice.from && choice.to && choice.from <= choice.to);

type DashboardRoute =
  | 'dashboardOrderTotal'
  | 'dashboardUniqueQrCodeScan'
  | 'dashboardBasicInfo'
  | 'dashboardOrderSummary'
  | 'dashboardAbandonedCart'
  | 'dashboardOrderDepartment'
  | 'dashboardPageUrl'
  | 'dashboardDeviceType'
  | 'dashboardReferrers'
  | 'dashboardLocationVisit';

/** One dashboard call for the chosen period (react-query: each card loads, fails and retries on its own). */
export const dashboardQuery = <N extends DashboardRoute>(api: ApiClient, route: N, choice: PeriodChoice) =>
  queryOptions({
    queryKey: ['dashboard', route, periodQuery(choice)],
    // Every dashboard route takes the same period query: the generic route cannot show it to the compiler.
    queryFn: ({ signal }) => api.call(route, ...([{ query: periodQuery(choice), signal }] as unknown as CallArgs<N>)),
    enabled: periodReady(choice),
  });

export const timeseriesQuery = (api: ApiClient, choice: PeriodChoice, property: 'visitors' | 'pageviews') =>
  queryOptions({
    queryKey: ['dashboard', 'dashboardTimeseries', periodQuery(choice), property],
    queryFn: ({ signal }) => api.call('dashboardTimeseries', { query: { ...periodQuery(choice), property }, signal }),
    enabled: periodReady(choice),
  });

/** Visitors of the last 5 minutes, asked again every minute while the screen is open. */
export const currentVisitorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['dashboard', 'dashboardCurrentVisitors'],
    queryFn: ({ signal }) => api.call('dashboardCurrentVisitors', { signal }),
    refetchInterval: 60_000,
  });

export const downloadAbandonedCarts = (api: ApiClient, choice: PeriodChoice) =>
  api.call('dashboardAbandonedCartUsersCsv', { query: periodQuery(choice) });
