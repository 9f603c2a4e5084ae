import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { orderList } from '../testing/order-fixtures.ts';
import { OrderListRoute } from './order-list-route.tsx';

function renderList(path: string, handlers: Parameters<typeof fakeApi>[0] = {}, lang: 'en_US' | 'fr_FR' = 'en_US') {
  const api = fakeApi({ adminOrders: () => orderList, ...handlers });
  renderScreen(<OrderListRoute />, { api: api.client, path, pattern: '/order', lang });
  return api;
}

type Call = ReturnType<typeof fakeApi>['call'];
const lastQuery = (call: Call) =>
  (call.mock.calls.filter(([n]) => n === 'adminOrders').at(-1)![1] as { query: Record<string, string> }).query;

describe('the order list', () => {
  it('shows the WAITING tab first with its count, the rows and the sums of the matching orders', async () => {
    const { call } = renderList('/order?status=WAITING');
    const row = await screen.findByTestId('order-row-42');
    expect(lastQuery(call)).toEqual({ page: '1', nbItem: '10', status: 'WAITING' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('Waiting3');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('count-ALL')).toHaveTextContent('20');
    expect(within(row).getByText('2026-000042')).toBeInTheDocument();
    expect(within(row).getByText('Marie Dupont')).toBeInTheDocument();
    expect(within(row).getByTestId('balance-42')).toHaveTextContent('€129.50');
    expect(within(row).getByText('Cheque')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Home delivery')).toBeInTheDocument();
    expect(within(row).getByText('Colissimo')).toBeInTheDocument();
    expect(within(row).getByText('Waiting').closest('[data-status]')).toHaveAttribute('data-status', 'WAITING');
    expect(within(screen.getByTestId('order-row-41')).getByText('Guest')).toBeInTheDocument();
    expect(screen.getByTestId('sum-total')).toHaveTextContent('€189.50');
    expect(screen.getByTestId('sum-balance')).toHaveTextContent('€129.50');
  });

  it('writes the filters, the tab and the page into the URL and the list query', async () => {
    const { call } = renderList('/order');
    await screen.findByTestId('order-row-42');
    await userEvent.click(screen.getByTestId('tab-PROCESSING'));
    await waitFor(() => expect(lastQuery(call)).toMatchObject({ status: 'PROCESSING' }));
    await userEvent.type(screen.getByTestId('filter-customer'), 'dupont');
    await userEvent.type(screen.getByTestId('filter-number'), '0042');
    await userEvent.selectOptions(screen.getByTestId('filter-paymentMethod'), 'CHEQUE');
    await userEvent.type(screen.getByTestId('filter-dateFrom'), '01/05/2026');
    await waitFor(() =>
      expect(lastQuery(call)).toEqual({
        page: '1',
        nbItem: '10',
        status: 'PROCESSING',
        customer: 'lk:dupont',
        number: 'lk:0042',
        paymentMethod: 'CHEQUE',
        dateFrom: '01/05/2026',
      }),
    );
    // A day that does not read as one says so and is not sent.
    await userEvent.type(screen.getByTestId('filter-dateTo'), '32/13');
    expect(await screen.findByText('Invalid date (dd/mm/yyyy)')).toBeInTheDocument();
    expect(lastQuery(call)).not.toHaveProperty('dateTo');
    await userEvent.click(screen.getByTestId('tab-ALL'));
    await waitFor(() => expect(lastQuery(call)).not.toHaveProperty('status'));
    expect(lastQuery(call)).toMatchObject({ customer: 'lk:dupont' });
  });

  it('opens the order of a row', async () => {
    renderList('/order');
    await userEvent.click(within(await screen.findByTestId('order-row-41')).getByText('Paul Martin'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/order/41');
  });

  it('says when no order matches the filters, with no sums', async () => {
    renderList('/order?customer=nobody', {
      adminOrders: () => ({ ...orderList, orders: [], total: 0, sum: { total: 0, balance: 0 } }),
    });
    expect(await screen.findByText('No order matches these filters')).toBeInTheDocument();
    expect(screen.queryByTestId('order-sums')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded rather than showing an empty table', async () => {
    renderList('/order', {
      adminOrders: () => {
        throw new ApiError(500, 'Internal error');
      },
    });
    const error = await screen.findByTestId('order-list-error');
    expect(error).toHaveTextContent('The orders could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });

  it('shows the list in French', async () => {
    renderList('/order?status=WAITING', {}, 'fr_FR');
    const row = await screen.findByTestId('order-row-42');
    expect(screen.getAllByRole('tab')[0]).toHaveTextContent('En attente3');
    expect(within(row).getByText('Chèque')).toBeInTheDocument();
    expect(within(row).getByText('Livraison à domicile')).toBeInTheDocument();
    expect(screen.getByTestId('sum-total')).toHaveTextContent(/189,50\s€/);
    expect(screen.getByText('Reste dû', { selector: 'p' })).toBeInTheDocument();
  });
});
