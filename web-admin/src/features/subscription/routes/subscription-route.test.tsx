import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingAccount } from '@cellar/shared/billing/billing';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { SubscriptionRoute } from './subscription-route.tsx';

const account: BillingAccount = {
  customer: {
    companyName: 'Domaine des Lilas',
    companyEmail: 'compta@lilas.example',
    companyPhone: '0380000000',
    vatNumber: null,
    line1: '12 rue des Vignes',
    line2: null,
    city: 'Beaune',
    postalCode: '21200',
    country: 'France',
    updatedAt: 'now',
  },
  card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 },
  plan: {
    name: 'Cellar Vigneron',
    status: 'active',
    amount: 2900,
    currency: 'eur',
    interval: 'month',
    currentPeriodEnd: '2026-12-31T00:00:00.000Z',
  },
  provider: 'stripe',
};

describe('the subscription screen', () => {
  it('shows the plan, the billed customer, the card and the latest invoices', async () => {
    const api = fakeApi({
      billingCustomer: () => account,
      billingInvoices: () => ({
        list: [
          {
            id: 'in_1',
            number: 'CEL-0005',
            status: 'WAITING_PAYMENT',
            amount: 2900,
            currency: 'eur',
            date: '2026-11-01T00:00:00.000Z',
            hostedUrl: null,
            pdfUrl: null,
          },
        ],
        hasMore: true,
      }),
    });
    renderScreen(<SubscriptionRoute />, { api: api.client, path: '/subscription' });
    const plan = await screen.findByTestId('subscription-plan');
    expect(within(plan).getByText('Cellar Vigneron')).toBeInTheDocument();
    expect(within(plan).getByText('€29.00 per month')).toBeInTheDocument();
    expect(within(screen.getByTestId('subscription-customer')).getByText('Domaine des Lilas')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-card')).toHaveTextContent('VISA •••• 4242 (expires 08/2029)');
    expect(await screen.findByText('Waiting payment')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledWith(
      'billingInvoices',
      expect.objectContaining({ body: { nbItem: 3, startingAfter: null } }),
    );
  });

  it('asks for no invoice before the billing information exists', async () => {
    const api = fakeApi({ billingCustomer: () => ({ customer: null, card: null, plan: null, provider: 'local' }) });
    renderScreen(<SubscriptionRoute />, { api: api.client, path: '/subscription' });
    expect(await screen.findByText('No billing information')).toBeInTheDocument();
    expect(screen.getByText('No current subscription')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('billingInvoices', expect.anything());
  });

  it('says so when the subscription cannot be loaded', async () => {
    const api = fakeApi({
      billingCustomer: () => {
        throw new Error('down');
      },
    });
    renderScreen(<SubscriptionRoute />, { api: api.client, path: '/subscription' });
    expect(await screen.findByTestId('subscription-error')).toHaveTextContent('The subscription could not be loaded');
  });
});
