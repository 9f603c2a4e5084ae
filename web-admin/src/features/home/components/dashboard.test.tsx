import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { RouteName } from '@cellar/shared/routes/route-table';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { Dashboard } from './dashboard.tsx';

const range = { from: '2026-11-27', to: '2026-11-27' };
const hours = Array.from({ length: 24 }, (_, h) => ({ label: String(h).padStart(2, '0'), value: h === 10 ? 2 : 0 }));
const breakdown = (name: string, rows: Array<{ label: string; pageviews: number; visitors: number | null }>) => () => ({
  range,
  name,
  rows,
});

/** A day with two visitors, three page views, one order and one abandoned cart. */
const busyDay: Partial<Record<RouteName, () => unknown>> = {
  dashboardBasicInfo: () => ({ range, visitors: 2, pageviews: 3, peakDailyVisitors: 2, averageDailyVisitors: 2 }),
  dashboardCurrentVisitors: () => ({ visitors: 1 }),
  dashboardOrderTotal: () => ({ range, orders: 1, total: 32.9, average: 32.9, bottles: 2, canceled: 0 }),
  dashboardUniqueQrCodeScan: () => ({ range, scans: 4, visitors: 3, days: [] }),
  dashboardAbandonedCart: () => ({
    range,
    afterMinutes: 60,
    carts: 1,
    value: 45,
    list: [
      {
        email: 'lea@example.com',
        firstname: 'Léa',
        lastname: 'Martin',
        items: 3,
        total: 45,
        updatedAt: '2026-11-27T08:00:00.000Z',
      },
    ],
  }),
  dashboardTimeseries: () => ({ range, property: 'visitors', interval: 'hour', points: hours }),
  dashboardOrderSummary: () => ({ range, days: [{ day: '2026-11-27', orders: 1, total: 32.9, bottles: 2 }] }),
  dashboardOrderDepartment: () => ({ range, departments: [{ department: '75', orders: 1, total: 32.9 }] }),
  dashboardPageUrl: breakdown('page', [
    { label: '/wines', pageviews: 2, visitors: 2 },
    { label: '/wine/1', pageviews: 1, visitors: 0 },
  ]),
  dashboardReferrers: breakdown('source', [{ label: 'Direct', pageviews: 3, visitors: 2 }]),
  dashboardDeviceType: breakdown('device', [{ label: 'mobile', pageviews: 1, visitors: 1 }]),
  dashboardLocationVisit: breakdown('country', [{ label: 'FR', pageviews: 3, visitors: 2 }]),
};

function renderDashboard(handlers: Partial<Record<RouteName, () => unknown>> = busyDay) {
  const api = fakeApi(handlers);
  renderScreen(<Dashboard />, { api: api.client, path: '/', pattern: '/' });
  return api;
}

describe('the home dashboard', () => {
  it('shows today’s daily unique visitors, page views, orders and bottles', async () => {
    renderDashboard();
    expect(await screen.findByTestId('kpi-visitors-value')).toHaveTextContent('2');
    expect(within(screen.getByTestId('kpi-visitors')).getByText('Daily unique visitors')).toBeInTheDocument();
    expect(await screen.findByTestId('kpi-pageviews-value')).toHaveTextContent('3');
    expect(await screen.findByTestId('kpi-orders-value')).toHaveTextContent('1');
    expect(await screen.findByTestId('kpi-revenue-value')).toHaveTextContent('€32.90');
    expect(await screen.findByTestId('kpi-bottles-value')).toHaveTextContent('2');
    const pages = await screen.findByTestId('top-pages');
    expect(await within(pages).findByText('/wines')).toBeInTheDocument();
    expect(within(await screen.findByTestId('referrers')).getByText('Direct')).toBeInTheDocument();
    expect(within(await screen.findByTestId('devices')).getByText('Mobile')).toBeInTheDocument();
    expect(await within(screen.getByTestId('abandoned-carts')).findByText('lea@example.com')).toBeInTheDocument();
  });

  it('says a figure could not load rather than showing 0', async () => {
    renderDashboard({
      ...busyDay,
      dashboardBasicInfo: () => {
        throw new ApiError(500, 'An error occurred');
      },
      dashboardPageUrl: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('kpi-visitors-error')).toHaveTextContent('Could not load');
    expect(screen.getByTestId('kpi-pageviews-error')).toHaveTextContent('Could not load');
    expect(screen.queryByTestId('kpi-visitors-value')).not.toBeInTheDocument();
    expect(await within(screen.getByTestId('top-pages')).findByText('Could not load')).toBeInTheDocument();
    // The others still show theirs.
    expect(await screen.findByTestId('kpi-orders-value')).toHaveTextContent('1');
  });

  it('says when a period has nothing to show', async () => {
    const empty = breakdown('page', []);
    renderDashboard({
      ...busyDay,
      dashboardPageUrl: empty,
      dashboardReferrers: empty,
      dashboardDeviceType: empty,
      dashboardLocationVisit: empty,
      dashboardOrderDepartment: () => ({ range, departments: [] }),
      dashboardAbandonedCart: () => ({ range, afterMinutes: 60, carts: 0, value: 0, list: [] }),
    });
    expect(await within(screen.getByTestId('top-pages')).findByText('Nothing in this period')).toBeInTheDocument();
    expect(await within(screen.getByTestId('departments')).findByText('Nothing in this period')).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('abandoned-carts')).findByText('Nothing in this period'),
    ).toBeInTheDocument();
  });

  it('asks for the chosen period and names visitors a daily mean over several days', async () => {
    const api = renderDashboard({
      ...busyDay,
      dashboardBasicInfo: () => ({
        range: { from: '2026-11-21', to: '2026-11-27' },
        visitors: null,
        pageviews: 30,
        peakDailyVisitors: 5,
        averageDailyVisitors: 2.5,
      }),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(await screen.findByText('Daily unique visitors (average)')).toBeInTheDocument();
    expect(await screen.findByTestId('kpi-visitors-value')).toHaveTextContent('2.5');
    const asked = api.call.mock.calls.filter(([name]) => name === 'dashboardOrderTotal').map(([, input]) => input);
    expect(asked.at(-1)).toMatchObject({ query: { period: 'LAST_7_DAYS' } });
  });
});
