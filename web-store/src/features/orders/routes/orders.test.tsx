import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenCookie } from '../../../lib/session/session.ts';
import { placedOrder } from '../../../testing/checkout-fixtures.ts';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';

const statuses = [
  { id: 'WAITING', value: 'En attente' },
  { id: 'SHIPPED', value: 'Expédiée' },
];

describe('the order history', () => {
  it('lists the customer’s orders 10 a page, newest first, by status', async () => {
    document.cookie = `${tokenCookie(1)}=tok-1; Path=/`;
    const orders = Array.from({ length: 12 }, (_, i) =>
      placedOrder({ id: 100 - i, number: `2026-0000${String(90 - i)}`, total: 20 + i }),
    );
    const { api } = renderStore('/account/orders?site=1', {
      'GET /order': (r: SentRequest) => {
        const page = Number(r.query.get('page'));
        const shown = r.query.get('status') === 'SHIPPED' ? [] : orders;
        return { orders: shown.slice((page - 1) * 10, page * 10), total: shown.length };
      },
      'GET /list/order/status': statuses,
    });
    const user = userEvent.setup();
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10);
    expect(api.to('/order')[0]!.query.toString()).toBe('page=1&nbItem=10');
    expect(api.to('/order')[0]!.headers.Authorization).toBe('Bearer tok-1');
    const first = screen.getAllByTestId('order-row')[0]!;
    expect(within(first).getByRole('link', { name: '2026-000090' })).toHaveAttribute('href', '/account/orders/100');
    expect(first).toHaveTextContent('En attente');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Statut'), 'SHIPPED');
    expect(await screen.findByText('Aucune commande avec ce statut.')).toBeInTheDocument();
    expect(api.to('/order').at(-1)!.query.get('status')).toBe('SHIPPED');
  });

  it('shows one order: its lines, the server’s totals, how it is received and how to pay it', async () => {
    document.cookie = `${tokenCookie(1)}=tok-1; Path=/`;
    renderStore('/en_US/account/orders/42?site=1', {
      'GET /order/42': placedOrder({ statusLabel: 'Waiting' }),
      'GET /order/43': new Failure(404, 'Order not found'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 2026-000042' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Waiting');
    const table = screen.getByRole('table', { name: 'Items of the order' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: /Cuvée des Lilas 2021/ })).toBeInTheDocument();
    expect(screen.getByTestId('order-discount')).toHaveTextContent('10.00');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('16.90');
    expect(screen.getByTestId('order-total')).toHaveTextContent('111.90');
    expect(screen.getByText('Delivered by Colissimo.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-instructions')).toHaveTextContent('AGRIFRPP');
  });

  it('says an order that is not the customer’s is not found', async () => {
    document.cookie = `${tokenCookie(1)}=tok-1; Path=/`;
    renderStore('/account/orders/43?site=1', { 'GET /order/43': new Failure(404, 'Order not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
  });
});

describe('the confirmation', () => {
  it('takes a card payment with the local provider and says it is paid', async () => {
    const card = placedOrder({
      payment: {
        method: 'CARD',
        label: 'Carte bancaire',
        status: 'PENDING',
        amount: 111.9,
        provider: 'local',
        clientSecret: 'pi_1_secret_x',
        publishableKey: null,
        account: null,
        instructions: null,
      },
    });
    window.sessionStorage.setItem('cellar.order.last.1', JSON.stringify(card));
    let outcome = 'declined';
    const { api } = renderStore('/checkout/confirmation?site=1', {
      'POST /payment/local/confirm': () => ({
        idOrder: 42,
        number: '2026-000042',
        status: outcome === 'declined' ? 'FAILED' : 'PAID',
        amount: 111.9,
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Votre commande n° 2026-000042 est enregistrée/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simuler une carte refusée' }));
    expect(await screen.findByText('Le paiement par carte a été refusé. Vous pouvez réessayer.')).toBeInTheDocument();
    outcome = 'succeeded';
    await user.click(screen.getByRole('button', { name: /^Payer 111,90/ }));
    expect(await screen.findByTestId('paid')).toHaveTextContent('Votre paiement par Carte bancaire est accepté.');
    expect(screen.getByTestId('order-payment')).toHaveAttribute('data-status', 'PAID');
    expect(api.to('/payment/local/confirm').at(-1)!.body).toEqual({
      clientSecret: 'pi_1_secret_x',
      outcome: 'succeeded',
    });
  });

  it('says so when no order was placed from this tab', async () => {
    renderStore('/checkout/confirmation?site=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aucune commande récente' })).toBeInTheDocument();
  });
});
