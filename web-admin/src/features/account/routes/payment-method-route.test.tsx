import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingAccount } from '@cellar/shared/billing/billing';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { leavePage } from '../components/leave-page.ts';
import { PaymentMethodRoute } from './payment-method-route.tsx';

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
  card: null,
  plan: null,
  provider: 'local',
};

afterEach(() => vi.restoreAllMocks());

describe('the update payment method screen', () => {
  it('opens the checkout page with return addresses of this screen', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const api = fakeApi({
      billingCustomer: () => account,
      cardCheckout: () => ({ url: 'https://checkout.stripe.com/c/pay/cs_test_1', provider: 'stripe' }),
    });
    renderScreen(<PaymentMethodRoute />, { api: api.client, path: '/account/payment' });
    expect(await screen.findByTestId('payment-card')).toHaveTextContent('No saved card');
    await userEvent.click(screen.getByTestId('payment-update'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.call).toHaveBeenCalledWith('cardCheckout', {
      body: {
        successUrl: expect.stringMatching(/\/account\/payment\?checkout=success$/),
        cancelUrl: expect.stringMatching(/\/account\/payment\?checkout=cancel$/),
      },
    });
  });

  it('says the card was saved on the way back', async () => {
    const api = fakeApi({ billingCustomer: () => account });
    renderScreen(<PaymentMethodRoute />, { api: api.client, path: '/account/payment?checkout=success' });
    expect(await screen.findByText('Your card has been saved.')).toBeInTheDocument();
  });
});
