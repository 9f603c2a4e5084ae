import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeeReport } from '@cellar/shared/billing/billing';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { leavePage } from '../components/leave-page.ts';
import { FeeReportsRoute } from './fee-reports-route.tsx';

const pending: FeeReport = {
  id: 7,
  status: 'PENDING',
  from: '2026-01-01',
  to: '2026-01-31',
  createdAt: '2026-11-20T10:00:00.000Z',
  readyAt: null,
  rows: null,
  failure: null,
};

afterEach(() => vi.restoreAllMocks());

describe('the Stripe fee report screen', () => {
  it('refuses a reversed period before sending it', async () => {
    const api = fakeApi({ stripeFeeReports: () => ({ list: [] }) });
    renderScreen(<FeeReportsRoute />, { api: api.client, path: '/account/stripeFee' });
    expect(await screen.findByText('No report yet')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('fee-report-from'));
    await userEvent.type(screen.getByTestId('fee-report-from'), '2026-03-01');
    await userEvent.clear(screen.getByTestId('fee-report-to'));
    await userEvent.type(screen.getByTestId('fee-report-to'), '2026-02-01');
    await userEvent.click(screen.getByTestId('fee-report-ask'));
    expect(await screen.findByText('The end date must be after the start date')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('stripeFeeReportCreate', expect.anything());
  });

  it('reads the list again while a report is Pending, then offers its download', async () => {
    let reads = 0;
    const api = fakeApi({
      stripeFeeReports: () => {
        reads += 1;
        return { list: [reads < 2 ? pending : { ...pending, status: 'READY', rows: 108, readyAt: 'now' }] };
      },
      stripeFeeReport: () => ({ ...pending, status: 'READY', downloadUrl: 'https://s3.example/report.csv' }),
    });
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    renderScreen(<FeeReportsRoute />, { api: api.client, path: '/account/stripeFee' });
    const row = (await screen.findByText('Pending')).closest('tr')!;
    expect(within(row).getByText('01/01/2026 – 31/01/2026')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('fee-report-download-7', {}, { timeout: 5000 }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://s3.example/report.csv'));
    expect(screen.getByText('108')).toBeInTheDocument();
  });

  it('says so when the reports cannot be loaded', async () => {
    const api = fakeApi({
      stripeFeeReports: () => {
        throw new Error('down');
      },
    });
    renderScreen(<FeeReportsRoute />, { api: api.client, path: '/account/stripeFee' });
    expect(await screen.findByTestId('fee-reports-error')).toHaveTextContent('The reports could not be loaded');
  });
});
