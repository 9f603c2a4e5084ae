import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Invoice, InvoiceStatus } from '@cellar/shared/billing/billing';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { InvoicesRoute } from './invoices-route.tsx';

const invoice = (n: number, status: InvoiceStatus, links = true): Invoice => ({
  id: `in_${n}`,
  number: status === 'DRAFT' ? null : `CEL-${n}`,
  status,
  amount: 2900,
  currency: 'eur',
  date: `2026-${String(12 - n).padStart(2, '0')}-01T00:00:00.000Z`,
  hostedUrl: links ? `https://invoice.stripe.com/i/${n}` : null,
  pdfUrl: links ? `https://pay.stripe.com/invoice/${n}/pdf` : null,
});
const five = [
  invoice(1, 'DRAFT', false),
  invoice(2, 'WAITING_PAYMENT'),
  invoice(3, 'PAID'),
  invoice(4, 'UNCOLLECTIBLE'),
  invoice(5, 'VOID'),
];

function renderList(pages: (body: { startingAfter?: string | null }) => unknown, lang: Lang = 'en_US') {
  const api = fakeApi({ billingInvoices: ({ body }) => pages(body as { startingAfter?: string | null }) });
  renderScreen(<InvoicesRoute />, { api: api.client, lang, path: '/account/invoices' });
  return api;
}

describe('the invoices screen', () => {
  it('shows each invoice with its status in words, its amount and its documents', async () => {
    renderList(() => ({ list: five, hasMore: false }));
    expect(await screen.findByTestId('invoice-status-in_1')).toHaveTextContent('Draft');
    expect(screen.getByTestId('invoice-status-in_2')).toHaveTextContent('Waiting payment');
    expect(screen.getByTestId('invoice-status-in_3')).toHaveTextContent('Paid');
    expect(screen.getByTestId('invoice-status-in_4')).toHaveTextContent('Uncollectible');
    expect(screen.getByTestId('invoice-status-in_5')).toHaveTextContent('Void');
    const row = screen.getByText('CEL-3').closest('tr')!;
    expect(within(row).getByText('€29.00')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      'https://pay.stripe.com/invoice/3/pdf',
    );
    expect(within(screen.getByTestId('invoice-status-in_1').closest('tr')!).getByText('No document')).toBeVisible();
  });

  it('says the statuses in French', async () => {
    renderList(() => ({ list: five, hasMore: false }), 'fr_FR');
    expect(await screen.findByTestId('invoice-status-in_2')).toHaveTextContent('En attente de paiement');
    expect(screen.getByTestId('invoice-status-in_4')).toHaveTextContent('Irrécouvrable');
  });

  it('goes to the next page after the last invoice seen', async () => {
    const api = renderList(({ startingAfter }) =>
      startingAfter ? { list: [invoice(6, 'PAID')], hasMore: false } : { list: five, hasMore: true },
    );
    await userEvent.click(await screen.findByTestId('invoices-next'));
    expect(await screen.findByText('CEL-6')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith(
        'billingInvoices',
        expect.objectContaining({ body: { nbItem: 10, startingAfter: 'in_5' } }),
      ),
    );
  });

  it('says when there is no invoice yet', async () => {
    renderList(() => ({ list: [], hasMore: false }));
    expect(await screen.findByText('No invoice yet')).toBeInTheDocument();
  });

  it('says so when the invoices cannot be loaded, never an empty list', async () => {
    renderList(() => {
      throw new ApiError(503, 'The billing service cannot be reached: try again in a moment');
    });
    expect(await screen.findByTestId('invoices-error')).toHaveTextContent('The billing service cannot be reached');
    expect(screen.queryByText('No invoice yet')).not.toBeInTheDocument();
  });

  it('leads to the billing information while the site has none', async () => {
    renderList(() => {
      throw new ApiError(404, 'The site has no billing customer yet');
    });
    expect(await screen.findByTestId('billing-customer-missing')).toBeInTheDocument();
  });
});
