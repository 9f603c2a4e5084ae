import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { rows } from '../testing/mail-fixtures.ts';
import { BaseMailListRoute, MailListRoute } from './mail-list-route.tsx';

function renderList(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    adminMailModels: () =>
      rows({ 'order-shipped': { source: 'SITE', overridesBase: true }, 'order-delivered': { enabled: false } }),
    ...handlers,
  });
  const path = lang === 'en_US' ? '/en_US/mail' : '/mail';
  renderScreen(<MailListRoute />, { api: api.client, path, pattern: path, lang });
  return api;
}

describe('the mail models list', () => {
  it('shows every mail with its purpose, the site’s own version apart from the base one, and whether it is sent', async () => {
    renderList();
    const shipped = await screen.findByTestId('mail-row-order-shipped');
    expect(within(shipped).getByText('Order shipped')).toBeInTheDocument();
    expect(
      within(shipped).getByText('Sent to the customer when their order is shipped, with the parcel’s tracking.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('mail-source-order-shipped')).toHaveTextContent('Site’s own');
    expect(screen.getByTestId('mail-source-order-confirmation')).toHaveTextContent('Base model');
    expect(screen.getByTestId('mail-enabled-order-delivered')).toHaveTextContent('Off');
    expect(screen.getByTestId('mail-enabled-order-confirmation')).toHaveTextContent('On');
    // The staff's reset mail is the platform's: marked so.
    expect(within(screen.getByTestId('mail-row-password-reset-staff')).getByText('Platform')).toBeInTheDocument();
    expect(screen.getByTestId('mail-row-account-created')).toBeInTheDocument();
  });

  it('opens a mail’s editor when its row is clicked', async () => {
    renderList();
    const row = await screen.findByTestId('mail-row-return-asked');
    await userEvent.click(within(row).getByText('Sent to the customer when they ask for a return.'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/mail/update/return-asked');
  });

  it('says so when the list cannot be loaded, never an empty table', async () => {
    renderList({
      adminMailModels: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    const alert = await screen.findByTestId('mail-list-error');
    expect(alert).toHaveTextContent('The mail models could not be loaded');
    expect(alert).toHaveTextContent('An error occured please reload the page or contact us');
    expect(screen.queryByTestId('mail-row-order-shipped')).not.toBeInTheDocument();
  });

  it('speaks French on the French screen', async () => {
    renderList({}, 'fr_FR');
    expect(await screen.findByTestId('mail-source-order-shipped')).toHaveTextContent('Version du site');
    expect(screen.getByRole('heading', { name: 'Modèles de mails' })).toBeInTheDocument();
    expect(screen.getByTestId('mail-source-order-confirmation')).toHaveTextContent('Modèle de base');
    expect(screen.getByTestId('mail-enabled-order-delivered')).toHaveTextContent('Désactivé');
    expect(within(screen.getByTestId('mail-row-order-shipped')).getByText('Commande expédiée')).toBeInTheDocument();
  });
});

describe('the base mail models list', () => {
  it('marks a mail without a base model and sends it to the add screen', async () => {
    const api = fakeApi({
      superAdminMailModels: () =>
        rows({ 'account-created': { source: 'DEFAULT' }, 'order-shipped': { source: 'SITE' } }),
    });
    renderScreen(<BaseMailListRoute />, {
      api: api.client,
      path: '/en_US/superAdmin/mail',
      pattern: '/en_US/superAdmin/mail',
    });
    expect(await screen.findByTestId('mail-source-account-created')).toHaveTextContent('No base model');
    expect(screen.getByTestId('mail-source-order-shipped')).toHaveTextContent('Base model');
    expect(screen.getByTestId('mail-link-order-shipped')).toHaveAttribute(
      'href',
      '/en_US/superAdmin/mail/update/order-shipped',
    );
    expect(screen.getByTestId('mail-add')).toHaveAttribute('href', '/en_US/superAdmin/mail/add');
    await userEvent.click(screen.getByTestId('mail-link-account-created'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/superAdmin/mail/add?key=account-created');
  });
});
