import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@cellar/shared/routes/route-table';
import { tokenCookie } from '../../../lib/session/session.ts';
import { placedOrder } from '../../../testing/checkout-fixtures.ts';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';

type CustomerReturn = RouteAnswer<'orderBacks'>['ordersBack'][number];

const delivered = placedOrder({
  status: 'DELIVERED',
  statusLabel: 'Livrée',
  payment: { ...placedOrder().payment, status: 'PAID', instructions: null },
});

const reasons = (request: SentRequest) =>
  request.headers.userLang === 'en_US'
    ? [
        {
          id: 1,
          type: 'RETURN_REASON',
          label: { fr_FR: 'Bouteille cassée', en_US: 'Broken bottle' },
          value: 'Broken bottle',
          order: 0,
        },
        {
          id: 2,
          type: 'RETURN_REASON',
          label: { fr_FR: 'Mauvais produit', en_US: 'Wrong product' },
          value: 'Wrong product',
          order: 1,
        },
      ]
    : [
        {
          id: 1,
          type: 'RETURN_REASON',
          label: { fr_FR: 'Bouteille cassée', en_US: 'Broken bottle' },
          value: 'Bouteille cassée',
          order: 0,
        },
        {
          id: 2,
          type: 'RETURN_REASON',
          label: { fr_FR: 'Mauvais produit', en_US: 'Wrong product' },
          value: 'Mauvais produit',
          order: 1,
        },
      ];

function asked(overrides: Partial<CustomerReturn> = {}): CustomerReturn {
  return {
    id: 9,
    idOrder: 42,
    orderNumber: '2026-000042',
    status: 'RETURN_ASK',
    statusLabel: 'Retour demandé',
    customer: { email: 'lea@example.fr', firstname: 'Léa', lastname: 'Roux' },
    lines: [
      {
        id: 1,
        idVintage: 11,
        productType: 'WINE',
        name: 'Cuvée des Lilas',
        year: 2021,
        quantity: 2,
        unitPrice: 14.5,
        total: 29,
      },
    ],
    quantity: 2,
    value: 29,
    reason: { id: 1, value: 'Bouteille cassée' },
    message: null,
    files: [],
    refundAmount: null,
    refundSkipped: null,
    stockBack: [],
    allowedActions: [],
    history: [],
    createdAt: '2026-11-25T10:00:00.000Z',
    date: '25/11/2026 11:00',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function signIn() {
  document.cookie = `${tokenCookie(1)}=tok-1; Path=/`;
}

describe('asking a return of an order', () => {
  it('sends the chosen lines, quantities and reason, then shows the return and its status on the order', async () => {
    signIn();
    let returns: CustomerReturn[] = [];
    const { api } = renderStore('/account/orders/42?site=1', {
      'GET /order/42': delivered,
      'GET /order-back': () => ({ ordersBack: returns, total: returns.length }),
      'GET /order-generic-values/RETURN_REASON': reasons,
      'POST /order/42/return': () => {
        returns = [asked()];
        return returns[0];
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demander un retour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander un retour' });
    expect(api.to('/order-back')[0]!.query.get('order')).toBe('42');
    const first = within(dialog).getByTestId('return-line-0');
    expect(first).toHaveTextContent('jusqu’à 6');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Retourner Cuvée des Lilas 2021' }));
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantité de Cuvée des Lilas 2021 à retourner' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Motif/ }), 'Bouteille cassée');
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Deux bouteilles cassées');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('/order/42/return')[0]!.body).toEqual({
      lines: [{ id: 1, idVintage: 11, quantity: 2 }],
      idReason: 1,
      message: 'Deux bouteilles cassées',
    });
    expect(api.to('/order/42/return')[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(await screen.findByTestId('return-sent')).toHaveTextContent('Votre demande de retour a été envoyée');
    const item = await screen.findByTestId('return-9');
    expect(within(item).getByTestId('return-status')).toHaveTextContent('Retour demandé');
    expect(item).toHaveTextContent('Cuvée des Lilas 2021 × 2');
    // One return at a time: no second ask while this one is open.
    expect(screen.getByTestId('return-open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demander un retour' })).not.toBeInTheDocument();
  });

  it('shows the server’s message on the line and on the reason it is about', async () => {
    signIn();
    renderStore('/en_US/account/orders/42?site=1', {
      'GET /order/42': delivered,
      'GET /order-back': { ordersBack: [], total: 0 },
      'GET /order-generic-values/RETURN_REASON': reasons,
      'POST /order/42/return': new Failure(400, 'Invalid data', {
        'lines.0.quantity': ['You cannot return more units than you ordered (less what earlier returns took)'],
        idReason: ['Choose a reason'],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask a return' });
    // Reasons in the shopper's language.
    const reason = await within(dialog).findByRole('combobox', { name: /Reason/ });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a reason', 'Broken bottle', 'Wrong product']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Return Blanc de Craie 2023' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    const line = within(dialog).getByTestId('return-line-1');
    expect(
      await within(line).findByText('You cannot return more units than you ordered (less what earlier returns took)'),
    ).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText('Choose a reason').length).toBeGreaterThan(1);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers only the units not yet returned, and Escape closes the dialog back on its button', async () => {
    signIn();
    const rejected = asked({
      id: 3,
      status: 'RETURN_REJECTED',
      statusLabel: 'Retour refusé',
      lines: [{ ...asked().lines[0]!, quantity: 6 }],
    });
    const accepted = asked({
      id: 4,
      status: 'DELIVERED',
      statusLabel: 'Terminé',
      lines: [
        {
          id: 2,
          idVintage: 21,
          productType: 'WINE',
          name: 'Blanc de Craie',
          year: 2023,
          quantity: 1,
          unitPrice: 18,
          total: 18,
        },
      ],
    });
    renderStore('/account/orders/42?site=1', {
      'GET /order/42': delivered,
      'GET /order-back': { ordersBack: [rejected, accepted], total: 2 },
      'GET /order-generic-values/RETURN_REASON': reasons,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demander un retour' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('return-line-0')).toHaveTextContent('jusqu’à 6');
    expect(within(dialog).getByTestId('return-line-1')).toHaveTextContent('déjà retourné');
    expect(within(dialog).getByRole('checkbox', { name: 'Retourner Blanc de Craie 2023' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Demander un retour' })).toHaveFocus();
  });

  it('says the returns could not be loaded', async () => {
    signIn();
    renderStore('/account/orders/42?site=1', {
      'GET /order/42': delivered,
      'GET /order-back': new Failure(500, 'Erreur interne'),
    });
    expect(await screen.findByTestId('returns-error')).toHaveTextContent(
      'Les retours de cette commande n’ont pas pu être chargés. Erreur interne',
    );
    expect(screen.queryByRole('button', { name: 'Demander un retour' })).not.toBeInTheDocument();
  });

  it('offers no return of an order not shipped yet', async () => {
    signIn();
    const { api } = renderStore('/account/orders/42?site=1', {
      'GET /order/42': placedOrder(),
      'GET /order-back': { ordersBack: [], total: 0 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande 2026-000042' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('/order-back')).toHaveLength(1));
    expect(screen.queryByTestId('order-returns')).not.toBeInTheDocument();
  });
});
