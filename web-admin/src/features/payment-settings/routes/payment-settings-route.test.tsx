import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { PaymentSettingsRoute } from './payment-settings-route.tsx';

const ca = {
  configured: true,
  site: '1999888',
  rang: '32',
  identifiant: '107904482',
  hmacKeyMasked: '••••••••CDEF',
  environment: 'PRODUCTION' as const,
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const cawl = {
  type: 'CAWL' as const,
  configured: false,
  enseigne: null,
  apiKeyMasked: null,
  privateKeyMasked: null,
  environment: 'TEST' as const,
  updatedAt: null,
};
const customStripe = {
  type: 'CUSTOM_STRIPE' as const,
  configured: true,
  publishableKey: 'pk_test_abc',
  secretKeyMasked: '••••••••9876',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function renderSetup(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US', path = '/settings/setup') {
  const api = fakeApi({
    adminPaymentAccountExists: () => ({ exists: false, accountId: null }),
    adminApplePay: () => ({ connected: false, domain: null, active: false, local: true }),
    adminPaymentCa: () => ca,
    adminPaymentCaUpdate: ({ body }) => ({ ...ca, ...(body as object) }),
    adminAppParameters: ({ params }) => ((params as { type: string }).type === 'CAWL' ? cawl : customStripe),
    adminAppParametersUpdate: () => customStripe,
    customStripeConfigurationTest: () => ({
      ok: false,
      reason: 'Invalid API Key provided: sk_test_****9876',
      local: false,
    }),
    adminStripeAuth: () => ({ exists: true, accountId: 'acct_1QcAbCd' }),
    ...handlers,
  });
  renderScreen(<PaymentSettingsRoute />, { api: api.client, lang, path, pattern: '/settings/setup' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

afterEach(() => sessionStorage.clear());

describe('the payment settings screen (/settings/setup)', () => {
  it('shows the stored CA settings with the HMAC key masked, never in the input', async () => {
    renderSetup();
    expect(await screen.findByTestId('ca-site')).toHaveValue('1999888');
    expect(screen.getByTestId('ca-hmacKey')).toHaveValue('');
    expect(screen.getByText('Leave empty to keep the stored key (••••••••CDEF)')).toBeInTheDocument();
  });

  it('says the CA rules in French before sending anything', async () => {
    const { call } = renderSetup(
      { adminPaymentCa: () => ({ ...ca, site: null, rang: null, identifiant: null }) },
      'fr_FR',
    );
    await userEvent.type(await screen.findByTestId('ca-hmacKey'), 'ABCDEF');
    await userEvent.click(screen.getByTestId('ca-submit'));
    const form = screen.getByTestId('ca-form');
    expect(await within(form).findAllByText('site, rang et identifiant ne peuvent pas être vides')).toHaveLength(3);
    expect(within(form).getByText('La clé HMAC est trop courte')).toBeInTheDocument();
    expect(call.mock.calls.some(([name]) => name === 'adminPaymentCaUpdate')).toBe(false);
  });

  it('leaves the HMAC key out of a save that does not change it', async () => {
    const { call } = renderSetup();
    await userEvent.clear(await screen.findByTestId('ca-rang'));
    await userEvent.type(screen.getByTestId('ca-rang'), '33');
    await userEvent.click(screen.getByTestId('ca-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminPaymentCaUpdate', expect.anything()));
    expect(bodyOf(call, 'adminPaymentCaUpdate')).toEqual({
      site: '1999888',
      rang: '33',
      identifiant: '107904482',
      environment: 'PRODUCTION',
    });
  });

  it('shows the provider’s reason when it refuses the custom Stripe keys', async () => {
    renderSetup();
    await userEvent.click(await screen.findByTestId('custom-stripe-test'));
    expect(await screen.findByTestId('custom-stripe-test-result')).toHaveTextContent(
      'The provider refused the configuration: Invalid API Key provided: sk_test_****9876',
    );
  });

  it('exchanges the code Stripe gives back when the state is the one this tab sent', async () => {
    sessionStorage.setItem('cellar.stripeConnectState', 'site1_abc');
    const { call } = renderSetup({}, 'en_US', '/settings/setup?code=ac_123&state=site1_abc');
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminStripeAuth', { body: { code: 'ac_123' } }));
  });

  it('refuses a return whose state this tab did not send, and sends nothing', async () => {
    const { call } = renderSetup({}, 'en_US', '/settings/setup?code=ac_123&state=forged');
    expect(await screen.findByTestId('stripe-connect-error')).toHaveTextContent(
      'This return from Stripe did not start in this window: please connect again.',
    );
    expect(call.mock.calls.some(([name]) => name === 'adminStripeAuth')).toBe(false);
  });

  it('says the CA settings could not be loaded rather than showing an empty form', async () => {
    renderSetup({
      adminPaymentCa: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('ca-error')).toBeInTheDocument();
    expect(screen.queryByTestId('ca-form')).not.toBeInTheDocument();
  });
});
