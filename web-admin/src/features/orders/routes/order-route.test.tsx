import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { mailPreview, order } from '../testing/order-fixtures.ts';
import { OrderRoute } from './order-route.tsx';

function renderOrder(
  handlers: Parameters<typeof fakeApi>[0] = {},
  lang: 'en_US' | 'fr_FR' = 'en_US',
  path = '/order/42',
) {
  const api = fakeApi({ adminOrder: () => order, adminOrderMailPreview: () => mailPreview, ...handlers });
  const view = renderScreen(<OrderRoute />, { api: api.client, path, pattern: '/order/:id', lang });
  return { ...api, queryClient: view.queryClient };
}

type Call = ReturnType<typeof fakeApi>['call'];
const callsOf = (call: Call, name: string) =>
  call.mock.calls
    .filter(([n]) => n === name)
    .map(([, input]) => input as { params?: unknown; body?: Record<string, unknown> });

async function typeIn(dialog: HTMLElement, testId: string, text: string) {
  const input = within(dialog).getByTestId(testId);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  fireEvent.blur(input);
}

describe('an order’s screen', () => {
  it('shows the order, its lines and totals, the balance, the customer, the delivery and the timeline oldest first', async () => {
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order 2026-000042' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Waiting');
    expect(screen.getByTestId('order-lang')).toHaveTextContent('Customer’s language: French');
    expect(screen.getByTestId('line-0')).toHaveTextContent('Cuvée des Lilas 2022');
    expect(screen.getByTestId('line-0')).toHaveTextContent('75 cl');
    expect(screen.getByTestId('line-1')).toHaveTextContent('− €2.00');
    expect(screen.getByTestId('total-discount')).toHaveTextContent('− €5.00');
    expect(screen.getByTestId('total-total')).toHaveTextContent('€129.50');
    expect(screen.getByTestId('balance-paid')).toHaveTextContent('€70.00');
    expect(screen.getByTestId('balance-due')).toHaveTextContent('€59.50');
    expect(screen.getByTestId('order-balance')).toHaveTextContent('Balance due');
    // A card payment is the provider's: no edit, no delete.
    expect(screen.getByTestId('payment-edit-1')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-edit-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-readonly-2')).toBeInTheDocument();
    expect(screen.getByTestId('order-customer')).toHaveTextContent('Marie Dupont');
    expect(screen.getByTestId('order-customer-kind')).toHaveTextContent('Customer account');
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('Colissimo');
    expect(screen.getByTestId('order-message')).toHaveTextContent('Please ring twice');
    expect(screen.getByTestId('order-mails')).toHaveTextContent('Order confirmation');
    const events = within(screen.getByTestId('order-timeline')).getAllByTestId(/^event-\d+-\d+$/);
    expect(events.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Payment of €50.00'),
      expect.stringContaining('Status changed'),
    ]);
    expect(events[1]).toHaveTextContent('by Jeanne Admin');
    expect(events[2]).toHaveTextContent('by the system');
    expect(screen.getByTestId('event-3-0-change')).toHaveTextContent('Processing→Waiting');
    await userEvent.click(screen.getByTestId('shipping-explanation-toggle'));
    expect(await screen.findByTestId('shipping-percentage')).toHaveTextContent('10 %');
    expect(screen.getByTestId('shipping-parcels')).toHaveTextContent('Carton 6 bouteilles');
  });

  it('offers only the statuses the flow allows', async () => {
    renderOrder();
    await screen.findByTestId('order-screen');
    const actions = within(screen.getByTestId('status-actions')).getAllByRole('button');
    expect(actions.map((b) => b.textContent)).toEqual(['Start processing', 'Cancel the order']);
    expect(screen.queryByTestId('move-SHIPPED')).not.toBeInTheDocument();
  });

  it('says a delivered order can no longer move', async () => {
    renderOrder({ adminOrder: () => ({ ...order, status: 'DELIVERED', allowedStatuses: [] }) });
    expect(await screen.findByTestId('status-final')).toHaveTextContent('Final status');
    expect(within(screen.getByTestId('status-actions')).queryAllByRole('button')).toEqual([]);
  });

  it('moves the order after showing the mail’s preview, with sendMail and the revision it loaded', async () => {
    const { call, queryClient } = renderOrder({
      adminOrderStatus: () => ({
        ...order,
        status: 'PROCESSING',
        allowedStatuses: ['WAITING', 'SHIPPED', 'CANCELED'],
        revision: 4,
      }),
    });
    await userEvent.click(await screen.findByTestId('move-PROCESSING'));
    const dialog = await screen.findByTestId('status-dialog');
    expect(await within(dialog).findByTestId('mail-preview-subject')).toHaveTextContent(
      'Votre commande 2026-000042 est en préparation',
    );
    const frame = within(dialog).getByTestId('mail-preview-frame');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Bonjour Marie</p>');
    expect(callsOf(call, 'adminOrderMailPreview')[0]!.params).toEqual({ id: 42, status: 'PROCESSING' });
    expect(within(dialog).getByTestId('status-send-mail')).toBeChecked();
    expect(within(dialog).queryByTestId('status-tracking')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('status-send-mail'));
    expect(within(dialog).getByTestId('status-no-mail')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('status-confirm'));
    await waitFor(() =>
      expect(callsOf(call, 'adminOrderStatus')).toEqual([
        { params: { id: 42 }, body: { status: 'PROCESSING', sendMail: false, revision: 3 } },
      ]),
    );
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Processing'));
    expect(screen.getByTestId('move-SHIPPED')).toBeInTheDocument();
    expect(queryClient.getQueryData(['orders', 'one', 42])).toMatchObject({ revision: 4 });
  });

  it('sends the tracking number with a move to SHIPPED', async () => {
    const processing = {
      ...order,
      status: 'PROCESSING' as const,
      allowedStatuses: ['WAITING' as const, 'SHIPPED' as const, 'CANCELED' as const],
    };
    const { call } = renderOrder({
      adminOrder: () => processing,
      adminOrderStatus: () => ({ ...processing, status: 'SHIPPED', allowedStatuses: ['PROCESSING', 'DELIVERED'] }),
    });
    await userEvent.click(await screen.findByTestId('move-SHIPPED'));
    const dialog = await screen.findByTestId('status-dialog');
    await userEvent.type(within(dialog).getByTestId('status-tracking'), '6A12345678901');
    await userEvent.click(within(dialog).getByTestId('status-confirm'));
    await waitFor(() =>
      expect(callsOf(call, 'adminOrderStatus')[0]!.body).toEqual({
        status: 'SHIPPED',
        sendMail: true,
        revision: 3,
        trackingNumber: '6A12345678901',
      }),
    );
  });

  it('shows a move made meanwhile by someone else (409) and reloads the order', async () => {
    let loads = 0;
    const { call } = renderOrder({
      adminOrder: () => {
        loads += 1;
        return loads === 1 ? order : { ...order, status: 'CANCELED', allowedStatuses: [], revision: 5 };
      },
      adminOrderStatus: () => {
        throw new ApiError(409, 'Someone else changed this order meanwhile: reload it and try again', {
          revision: ['Someone else changed this order meanwhile: reload it and try again'],
        });
      },
    });
    await userEvent.click(await screen.findByTestId('move-PROCESSING'));
    await userEvent.click(within(await screen.findByTestId('status-dialog')).getByTestId('status-confirm'));
    expect(await screen.findByTestId('order-conflict')).toHaveTextContent('Someone else changed this order meanwhile');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Canceled'));
    expect(callsOf(call, 'adminOrder')).toHaveLength(2);
    expect(screen.queryByTestId('status-dialog')).not.toBeInTheDocument();
  });

  it('shows the shared rule’s message on the amount before calling the server, then the server’s message on its field', async () => {
    const { call } = renderOrder({
      adminOrderPaymentCreate: () => {
        throw new ApiError(400, 'A refund cannot be more than what was paid', {
          amount: ['A refund cannot be more than what was paid'],
        });
      },
    });
    await userEvent.click(await screen.findByTestId('refund-add'));
    const dialog = await screen.findByTestId('payment-dialog');
    await typeIn(dialog, 'payment-amount', '0');
    expect(await within(dialog).findByText('The amount must be over 0, with at most 2 decimals')).toBeInTheDocument();
    await typeIn(dialog, 'payment-amount', '-5');
    await userEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByText('The amount must be over 0, with at most 2 decimals')).toBeInTheDocument();
    expect(callsOf(call, 'adminOrderPaymentCreate')).toEqual([]);

    await typeIn(dialog, 'payment-amount', '500');
    await typeIn(dialog, 'payment-reference', 'Virement retour');
    await userEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByText('A refund cannot be more than what was paid')).toBeInTheDocument();
    const body = callsOf(call, 'adminOrderPaymentCreate')[0]!.body!;
    expect(body).toMatchObject({ kind: 'REFUND', amount: 500, method: 'CHEQUE', reference: 'Virement retour' });
    expect(body.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('records a payment and shows the new balance', async () => {
    const { call } = renderOrder({
      adminOrderPaymentCreate: () => ({ ...order, paid: 129.5, balance: 0, paymentStatus: 'PAID' }),
    });
    await userEvent.click(await screen.findByTestId('payment-add'));
    const dialog = await screen.findByTestId('payment-dialog');
    expect(within(dialog).getByTestId('payment-amount')).toHaveValue('59.5');
    await typeIn(dialog, 'payment-date', '01/01/2099');
    expect(await within(dialog).findByText('The date cannot be in the future')).toBeInTheDocument();
    await typeIn(dialog, 'payment-date', '14/05/2026');
    await userEvent.click(within(dialog).getByTestId('payment-submit'));
    await waitFor(() =>
      expect(callsOf(call, 'adminOrderPaymentCreate')[0]!.body).toEqual({
        kind: 'PAYMENT',
        amount: 59.5,
        date: '14/05/2026',
        method: 'CHEQUE',
        reference: null,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('balance-due')).toHaveTextContent('€0.00'));
    expect(screen.getByTestId('order-balance')).toHaveTextContent('Settled');
  });

  it('says the order could not be loaded', async () => {
    renderOrder({
      adminOrder: () => {
        throw new ApiError(500, 'Internal error');
      },
    });
    expect(await screen.findByTestId('order-error')).toHaveTextContent('The order could not be loaded');
  });

  it('says an unknown order does not exist', async () => {
    renderOrder({
      adminOrder: () => {
        throw new ApiError(404, 'Order not found');
      },
    });
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('This order does not exist');
  });

  it('shows the order in French', async () => {
    renderOrder({}, 'fr_FR');
    expect(await screen.findByRole('heading', { name: 'Commande 2026-000042' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('En attente');
    expect(screen.getByTestId('balance-due')).toHaveTextContent(/59,50\s€/);
    expect(screen.getByTestId('order-balance')).toHaveTextContent('Reste dû');
    expect(
      within(screen.getByTestId('status-actions'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Passer en préparation', 'Annuler la commande']);
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('par le système');
  });
});
