import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { LocalCheckoutRoute } from './local-checkout-route.tsx';

const page = (success: string) =>
  `/account/payment/local-checkout?session=cs_local_1&success=${encodeURIComponent(success)}` +
  `&cancel=${encodeURIComponent(`${window.location.origin}/account/payment?checkout=cancel`)}`;

describe('the local checkout page', () => {
  it('says it is local and returns to the success address of this admin', async () => {
    renderScreen(<LocalCheckoutRoute />, {
      path: page(`${window.location.origin}/account/payment?checkout=success`),
      pattern: '/account/payment/local-checkout',
    });
    expect(screen.getByText('Local payment (demo)')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('local-checkout-pay'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/account/payment?checkout=success');
  });

  it('sends nobody to another site', () => {
    renderScreen(<LocalCheckoutRoute />, {
      path: page('https://evil.example/account/payment'),
      pattern: '/account/payment/local-checkout',
    });
    expect(screen.getByText('Invalid local payment link')).toBeInTheDocument();
    expect(screen.queryByTestId('local-checkout-pay')).not.toBeInTheDocument();
  });
});
