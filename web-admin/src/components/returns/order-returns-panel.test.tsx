import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { OrderReturnsPanel } from './order-returns-panel.tsx';
import type { ReturnView } from './return-queries.ts';

const asked = {
  id: 7,
  idOrder: 42,
  orderNumber: '2026-000042',
  status: 'RETURN_ASK',
  statusLabel: 'Return asked',
  customer: { email: 'marie@example.com', firstname: 'Marie', lastname: 'Dupont' },
  lines: [
    {
      id: 11,
      idVintage: 3,
      productType: 'WINE',
      name: 'Cuvée des Lilas',
      year: 2022,
      quantity: 2,
      unitPrice: 18,
      total: 36,
    },
  ],
  quantity: 2,
  value: 36,
  reason: null,
  message: null,
  files: [],
  refundAmount: null,
  refundSkipped: null,
  stockBack: [],
  allowedActions: [],
  history: [],
  createdAt: '2026-05-20T08:00:00.000Z',
  date: '20/05/2026 10:00',
  updatedAt: '2026-05-20T08:00:00.000Z',
} satisfies ReturnView;

describe('the returns of an order', () => {
  it('lists the order’s returns, each linked to its detail on the return list', async () => {
    const { client, call } = fakeApi({
      orderBacks: () => ({
        ordersBack: [asked, { ...asked, id: 5, status: 'DELIVERED', date: '02/05/2026 09:00' }],
        total: 2,
      }),
    });
    renderScreen(<OrderReturnsPanel idOrder={42} />, { api: client, lang: 'fr_FR' });
    const row = await screen.findByTestId('order-return-7');
    expect(call.mock.calls[0]).toEqual([
      'orderBacks',
      expect.objectContaining({ query: { order: '42', page: '1', nbItem: '100' } }),
    ]);
    expect(within(row).getByRole('link', { name: 'Ouvrir le retour n° 7' })).toHaveAttribute(
      'href',
      '/order/back?order=42&open=7',
    );
    expect(row).toHaveTextContent('Retour demandé');
    expect(row).toHaveTextContent(/36,00\s€/);
    expect(screen.getByTestId('order-return-5')).toHaveTextContent('Terminé');
  });

  it('says when the order has none, in English', async () => {
    const { client } = fakeApi({ orderBacks: () => ({ ordersBack: [], total: 0 }) });
    renderScreen(<OrderReturnsPanel idOrder={42} />, { api: client });
    expect(await screen.findByTestId('order-returns-none')).toHaveTextContent('No return for this order');
  });

  it('says the returns could not be loaded rather than "none"', async () => {
    const { client } = fakeApi({
      orderBacks: () => {
        throw new ApiError(500, 'Internal error');
      },
    });
    renderScreen(<OrderReturnsPanel idOrder={42} />, { api: client });
    expect(await screen.findByTestId('order-returns-error')).toHaveTextContent(
      'The returns of this order could not be loaded',
    );
    expect(screen.queryByTestId('order-returns-none')).not.toBeInTheDocument();
  });
});
