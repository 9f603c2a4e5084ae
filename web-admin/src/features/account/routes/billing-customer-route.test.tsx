import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingAccount, BillingCustomerView } from '@cellar/shared/billing/billing';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { AccountInformationsRoute } from './billing-customer-route.tsx';

const lilas: BillingCustomerView = {
  companyName: 'Domaine des Lilas',
  companyEmail: 'compta@domaine-des-lilas.example',
  companyPhone: '+33 3 80 00 00 00',
  vatNumber: null,
  line1: '12 rue des Vignes',
  line2: null,
  city: 'Beaune',
  postalCode: '21200',
  country: 'France',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const none: BillingAccount = { customer: null, card: null, plan: null, provider: 'local' };

function renderForm(account: BillingAccount | (() => never), lang: Lang = 'en_US') {
  const api = fakeApi({
    billingCustomer: () => (typeof account === 'function' ? account() : account),
    billingCustomerCreate: ({ body }) => ({ ...(body as object), updatedAt: 'now' }),
    billingCustomerUpdate: ({ body }) => ({ ...(body as object), updatedAt: 'later' }),
  });
  renderScreen(<AccountInformationsRoute />, { api: api.client, lang, path: '/account/informations' });
  return api;
}

describe('the billing information screen', () => {
  it('says the seven rules of the spec in French before sending anything', async () => {
    const api = renderForm(none, 'fr_FR');
    await userEvent.click(await screen.findByTestId('form-submit'));
    for (const message of [
      'Le nom de l’entreprise ne peut pas être vide',
      'L’e-mail de l’entreprise ne peut pas être vide',
      'Le téléphone de l’entreprise ne peut pas être vide',
      'L’adresse ne peut pas être vide',
      'La ville ne peut pas être vide',
      'Le code postal ne peut pas être vide',
      'Le pays ne peut pas être vide',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('billingCustomerCreate', expect.anything());
  });

  it('creates the customer the first time, and says billing is local', async () => {
    const api = renderForm(none);
    expect(await screen.findByTestId('billing-local')).toHaveTextContent('Local billing');
    const type = (name: string, text: string) => userEvent.type(screen.getByTestId(`input-${name}`), text);
    await type('companyName', 'Domaine des Lilas');
    await type('companyEmail', 'compta@lilas.example');
    await type('companyPhone', '0380000000');
    await type('line1', '12 rue des Vignes');
    await type('city', 'Beaune');
    await type('postalCode', '21200');
    await type('country', 'France');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('billingCustomerCreate', {
        body: expect.objectContaining({ companyName: 'Domaine des Lilas', city: 'Beaune', vatNumber: '' }),
      }),
    );
  });

  it('shows the saved customer and changes it', async () => {
    const api = renderForm({ ...none, customer: lilas });
    const city = await screen.findByTestId('input-city');
    expect(city).toHaveValue('Beaune');
    await userEvent.clear(city);
    await userEvent.type(city, 'Pommard');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('billingCustomerUpdate', {
        body: expect.objectContaining({ city: 'Pommard', companyName: 'Domaine des Lilas' }),
      }),
    );
  });

  it('says so when the billing information cannot be loaded', async () => {
    renderForm(() => {
      throw new Error('down');
    });
    expect(await screen.findByTestId('billing-customer-error')).toHaveTextContent(
      'The billing information could not be loaded',
    );
  });
});
