import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { askedReturn, receivedReturn, returnList, returnMailPreview } from '../testing/return-fixtures.ts';
import { ReturnListRoute } from './return-list-route.tsx';

type Handlers = Parameters<typeof fakeApi>[0];
type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The list answers its page; the layout's counter (status=RETURN_ASK, nbItem=1) answers 3 waiting returns. */
const listHandler = (input: Input) =>
  input.query?.nbItem === 1 && input.query?.status === 'RETURN_ASK'
    ? { ordersBack: [askedReturn], total: 3 }
    : returnList;

function renderList(path: string, handlers: Handlers = {}, lang: 'en_US' | 'fr_FR' = 'en_US') {
  const api = fakeApi({ orderBacks: listHandler, adminOrderReturnMailPreview: () => returnMailPreview, ...handlers });
  const view = renderScreen(<ReturnListRoute />, { api: api.client, path, pattern: '/order/back', lang });
  return { ...api, queryClient: view.queryClient };
}

type Call = ReturnType<typeof fakeApi>['call'];
const callsOf = (call: Call, name: string) =>
  call.mock.calls.filter(([n]) => n === name).map(([, input]) => input as Input);
/** The list's own queries (not the layout's counter). */
const listQueries = (call: Call) =>
  callsOf(call, 'orderBacks')
    .map((c) => c.query as Record<string, string>)
    .filter((q) => typeof q.nbItem === 'string');

async function openAction(path: string, action: string, handlers: Handlers = {}) {
  const api = renderList(path, handlers);
  await userEvent.click(await screen.findByTestId(`return-action-${action}`));
  return { ...api, dialog: await screen.findByTestId('return-action-dialog') };
}

afterEach(() => vi.restoreAllMocks());

describe('the product returns list', () => {
  it('shows the waiting tab first with the waiting count, the returns with their order linked', async () => {
    const { call } = renderList('/order/back?status=RETURN_ASK');
    const row = await screen.findByTestId('return-row-7');
    expect(listQueries(call).at(-1)).toEqual({ page: '1', nbItem: '10', status: 'RETURN_ASK' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('Waiting');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('count-RETURN_ASK')).toHaveTextContent('3'));
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'Waiting',
      'Label sent',
      'Products received',
      'Return accepted',
      'Partially accepted',
      'Return rejected',
      'Closed',
      'All',
    ]);
    expect(within(row).getByRole('link', { name: 'Open order 2026-000042' })).toHaveAttribute(
      'href',
      '/en_US/order/42',
    );
    expect(within(row).getByText('Marie Dupont')).toBeInTheDocument();
    expect(within(row).getByText('€36.00')).toBeInTheDocument();
    expect(within(row).getByText('Broken bottle')).toBeInTheDocument();
    expect(within(row).getByText('Return asked').closest('[data-return-status]')).toHaveAttribute(
      'data-return-status',
      'RETURN_ASK',
    );
    expect(screen.getByTestId('return-total')).toHaveTextContent('2 return(s)');
  });

  it('writes the tab, the filters and one order into the URL and the list query', async () => {
    const { call } = renderList('/order/back?order=42');
    await screen.findByTestId('return-row-7');
    expect(listQueries(call).at(-1)).toEqual({ page: '1', nbItem: '10', order: '42' });
    expect(screen.getByTestId('filter-order')).toHaveTextContent('Returns of order 2026-000042');
    await userEvent.click(screen.getByTestId('tab-PRODUCT_RECEIVED'));
    await userEvent.type(screen.getByTestId('filter-customer'), 'dupont');
    await waitFor(() =>
      expect(listQueries(call).at(-1)).toEqual({
        page: '1',
        nbItem: '10',
        status: 'PRODUCT_RECEIVED',
        order: '42',
        customer: 'lk:dupont',
      }),
    );
    await userEvent.click(screen.getByTestId('filter-order-clear'));
    await waitFor(() => expect(listQueries(call).at(-1)).not.toHaveProperty('order'));
  });

  it('says the list could not be loaded rather than showing an empty table', async () => {
    renderList('/order/back', {
      orderBacks: () => {
        throw new ApiError(500, 'Internal error');
      },
    });
    expect(await screen.findByTestId('return-list-error')).toHaveTextContent('The returns could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No returns yet')).not.toBeInTheDocument();
    // The waiting count is unknown, never 0.
    expect(screen.queryByTestId('count-RETURN_ASK')).not.toBeInTheDocument();
  });

  it('opens a return: its lines, reason, message, files per status, refund and history', async () => {
    renderList('/order/back?open=8');
    const detail = await screen.findByTestId('return-detail');
    expect(screen.getByRole('heading', { name: 'Return no. 8' })).toBeInTheDocument();
    expect(within(detail).getByTestId('return-status')).toHaveTextContent('Products received');
    expect(within(detail).getByTestId('return-order-link')).toHaveAttribute('href', '/en_US/order/41');
    expect(within(detail).getByTestId('return-line-0')).toHaveTextContent('Cuvée des Lilas 2022');
    expect(within(detail).getByTestId('return-line-1')).toHaveTextContent('Tire-bouchon');
    expect(within(detail).getByTestId('return-value')).toHaveTextContent('€64.00');
    expect(within(detail).getByTestId('return-reason')).toHaveTextContent('Wrong product');
    expect(within(detail).getByTestId('return-message')).toHaveTextContent('No message');
    expect(within(detail).getByTestId('return-refund-info')).toHaveTextContent('No refund');
    expect(within(detail).getByTestId('return-files-LABEL_SENT')).toHaveTextContent('etiquette-retour.pdf');
    expect(within(detail).getByTestId('return-files-PRODUCT_RECEIVED')).toHaveTextContent('colis.jpg');
    const history = within(detail).getAllByTestId(/^return-history-\d+$/);
    expect(history.map((h) => h.textContent)).toEqual([
      expect.stringContaining('Return asked by the customer'),
      expect.stringContaining('Send the label'),
      expect.stringContaining('Products received'),
    ]);
    expect(history[1]).toHaveTextContent('21/05/2026 11:00');
    expect(history[1]).toHaveTextContent('by Jeanne Admin');
    expect(history[1]).toHaveTextContent('Note: Colissimo label');
    expect(history[1]).toHaveTextContent('File: etiquette-retour.pdf');
    const actions = within(within(detail).getByTestId('return-actions')).getAllByRole('button');
    expect(actions.map((b) => b.textContent)).toEqual(['Accept the return', 'Partially accept', 'Reject the return']);
  });

  it('downloads a file with the client’s headers, as a blob saved under its name', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:return-file');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('etiquette-retour.pdf');
      expect(this.href).toBe('blob:return-file');
    });
    const { call } = renderList('/order/back?open=8', {
      adminOrderBackFile: () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download etiquette-retour.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(callsOf(call, 'adminOrderBackFile')[0]!.params).toEqual({ idOrderBack: 8, idFile: 3 });
    expect(created.mock.calls[0]![0].type).toBe('application/pdf');
  });
});

describe('an action on a return', () => {
  it('says the label is required for SEND LABEL and refuses to send without a file, before any call', async () => {
    const { call, dialog } = await openAction('/order/back?open=7', 'SEND_LABEL');
    expect(within(dialog).getByText(/The label is required for this action/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    expect(await within(dialog).findByText('Attach the return label')).toBeInTheDocument();
    expect(callsOf(call, 'adminOrderBackStatus')).toEqual([]);
  });

  it('sends the label with the action and the mail ticked, after the preview of the new status’s mail', async () => {
    const { call, dialog } = await openAction('/order/back?open=7', 'SEND_LABEL', {
      adminOrderBackStatus: () => ({
        ...askedReturn,
        status: 'LABEL_SENT',
        allowedActions: ['PRODUCT_RECEIVED', 'REJECT_RETURN'],
        updatedAt: '2026-05-21T09:00:00.000Z',
      }),
    });
    expect(within(dialog).getByTestId('return-action-to')).toHaveTextContent('Label sent');
    expect(await within(dialog).findByTestId('mail-preview-subject')).toHaveTextContent('Votre étiquette de retour');
    const frame = within(dialog).getByTestId('mail-preview-frame');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Bonjour Marie, voici votre étiquette</p>');
    expect(callsOf(call, 'adminOrderReturnMailPreview')[0]!.params).toEqual({
      id: 42,
      idOrderBack: 7,
      status: 'LABEL_SENT',
    });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send the mail to the customer (marie@example.com)' }),
    ).toBeChecked();
    const label = new File(['%PDF-1.4 label'], 'label.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, label);
    await userEvent.type(within(dialog).getByTestId('return-note'), 'Drop it at any post office');
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    await waitFor(() => expect(screen.queryByTestId('return-action-dialog')).not.toBeInTheDocument());
    const [sent] = callsOf(call, 'adminOrderBackStatus');
    expect(sent!.params).toEqual({ idOrderBack: 7 });
    expect(sent!.body).toEqual({
      action: 'SEND_LABEL',
      sendMail: true,
      note: 'Drop it at any post office',
      file: label,
    });
    // The drawer shows the return as the server answered it.
    expect(await screen.findByTestId('return-status')).toHaveTextContent('Label sent');
  });

  it('refuses a file that is not a PDF, PNG or JPEG before sending, with the shared rule’s message', async () => {
    const { call, dialog } = await openAction('/order/back?open=7', 'SEND_LABEL');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker's accept list is bypassed by a drop: the rules still speak.
    fireEvent.change(input, { target: { files: [new File(['x'], 'label.docx')] } });
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    expect(await within(dialog).findByText('The file must be a PDF, PNG or JPEG')).toBeInTheDocument();
    expect(callsOf(call, 'adminOrderBackStatus')).toEqual([]);
  });

  it('asks the refund of a partial acceptance with the amount rule’s messages, then shows the server’s', async () => {
    const { call, dialog } = await openAction('/order/back?open=8', 'PARTIALLY_ACCEPT_RETURN', {
      adminOrderBackStatus: () => {
        throw new ApiError(400, 'Invalid data', {
          refundAmount: ['The refund cannot be more than what was paid (less earlier refunds)'],
        });
      },
    });
    expect(within(dialog).getByText(/at most €64.00, the returned products’ value/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    expect(await within(dialog).findByText('Type the amount refunded')).toBeInTheDocument();
    const amount = within(dialog).getByTestId('return-refund');
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    expect(await within(dialog).findByText('The amount must be over 0, with at most 2 decimals')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '70');
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    expect(
      await within(dialog).findByText('The refund cannot be more than the returned products’ value'),
    ).toBeInTheDocument();
    expect(callsOf(call, 'adminOrderBackStatus')).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '20,5');
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    expect(
      await within(dialog).findByText('The refund cannot be more than what was paid (less earlier refunds)'),
    ).toBeInTheDocument();
    expect(callsOf(call, 'adminOrderBackStatus')[0]!.body).toEqual({
      action: 'PARTIALLY_ACCEPT_RETURN',
      sendMail: true,
      refundAmount: 20.5,
    });
    expect(callsOf(call, 'adminOrderReturnMailPreview')[0]!.params).toMatchObject({
      status: 'RETURN_PARTIALLY_ACCEPTED',
    });
  });

  it('sends no mail once unticked, and hides the preview', async () => {
    const { call, dialog } = await openAction('/order/back?open=8', 'REJECT_RETURN', {
      adminOrderBackStatus: () => ({
        ...receivedReturn,
        status: 'RETURN_REJECTED',
        allowedActions: ['MARK_DELIVERED'],
      }),
    });
    await within(dialog).findByTestId('mail-preview');
    await userEvent.click(within(dialog).getByTestId('return-send-mail'));
    expect(within(dialog).queryByTestId('mail-preview')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('return-no-mail')).toHaveTextContent('No mail will be sent.');
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    await waitFor(() =>
      expect(callsOf(call, 'adminOrderBackStatus')[0]?.body).toEqual({ action: 'REJECT_RETURN', sendMail: false }),
    );
  });

  it('reloads the returns when the return changed meanwhile', async () => {
    const { call, dialog } = await openAction('/order/back?open=7', 'PRODUCT_RECEIVED', {
      adminOrderBackStatus: () => {
        throw new ApiError(409, 'Someone else changed this return meanwhile: reload it and try again');
      },
    });
    const before = listQueries(call).length;
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    await waitFor(() => expect(screen.queryByTestId('return-action-dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Someone else changed this return meanwhile: reload it and try again'),
    ).toBeInTheDocument();
    await waitFor(() => expect(listQueries(call).length).toBeGreaterThan(before));
  });
});

describe('the product returns in French', () => {
  it('shows the tabs, the detail and the partial acceptance’s rule in French', async () => {
    renderList('/order/back?status=RETURN_ASK&open=8', {}, 'fr_FR');
    await screen.findByTestId('return-detail');
    expect(screen.getAllByRole('tab')[0]).toHaveTextContent(/^En attente/);
    expect(screen.getByRole('heading', { name: 'Retour n° 8' })).toBeInTheDocument();
    expect(screen.getByTestId('return-value')).toHaveTextContent(/64,00\s€/);
    await userEvent.click(screen.getByTestId('return-action-PARTIALLY_ACCEPT_RETURN'));
    const dialog = await screen.findByTestId('return-action-dialog');
    expect(within(dialog).getByText('Montant remboursé (€)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('return-action-confirm'));
    expect(await within(dialog).findByText('Saisissez le montant remboursé')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Envoyer le mail au client (paul@example.com)' }),
    ).toBeChecked();
  });
});
