import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { HomeRoute } from './home-route.tsx';

const admin = { id: 'u1', email: 'admin@domaine-des-lilas.fr', firstname: 'Anne', lastname: 'Lilas', role: 'ADMIN' };
const range = { from: '2026-11-27', to: '2026-11-27' };

function renderHome(keys: string[]) {
  const api = fakeApi({
    me: () => admin,
    siteInfo: () => ({ id: 1, name: 'Domaine des Lilas', url: null }),
    siteFunctionalities: () => ({ keys }),
    dashboardBasicInfo: () => ({ range, visitors: 2, pageviews: 3, peakDailyVisitors: 2, averageDailyVisitors: 2 }),
  });
  renderScreen(<HomeRoute />, { api: api.client, path: '/', pattern: '/' });
  return api;
}

describe('the home screen', () => {
  it('shows the statistics to a site that has them', async () => {
    renderHome(['STATISTICS']);
    expect(await screen.findByTestId('kpi-visitors-value')).toHaveTextContent('2');
  });

  it('shows what it showed before, asking no statistics, to a site without them', async () => {
    const api = renderHome([]);
    expect(await screen.findByText('Domaine des Lilas')).toBeInTheDocument();
    await screen.findByText(/Anne/);
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
    expect(api.call.mock.calls.map(([name]) => name).filter((name) => name.startsWith('dashboard'))).toEqual([]);
  });
});
