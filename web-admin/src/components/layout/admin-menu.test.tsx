import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { resetSessionForTests } from '../../lib/session/session-store.ts';
import { AdminLayout } from './admin-layout.tsx';

function renderLayout(role: 'ADMIN' | 'SUPER_ADMIN', lang: Lang = 'en_US') {
  const api = fakeApi({
    me: () => ({ id: 'u1', email: 'admin@domaine-des-lilas.fr', firstname: 'Anne', lastname: 'Lilas', role }),
    siteInfo: () => ({ id: 1, name: 'Domaine des Lilas', functionalities: [] }),
    siteFunctionalities: () => ({ keys: [] }),
    adminOrders: () => ({ total: 0, orders: [] }),
    messages: () => ({ total: 0, messages: [] }),
    adminTranslationMissingNumber: () => ({ missing: 0 }),
  });
  renderScreen(<AdminLayout />, { api: api.client, lang, path: lang === 'en_US' ? '/en_US' : '/' });
}

describe('the mail and notification entries of the side menu', () => {
  afterEach(() => resetSessionForTests());

  it('gives an ADMIN the site’s mail models and notifications, never the super-admin’s base models', async () => {
    renderLayout('ADMIN');
    // The role is known (the user menu names the person) before the menu is read.
    await waitFor(() => expect(screen.getByTestId('user-menu')).toHaveTextContent('Anne Lilas'));
    expect(await screen.findByRole('link', { name: 'Mail models' })).toHaveAttribute('href', '/en_US/mail');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/en_US/settings/notifications',
    );
    expect(screen.queryByRole('link', { name: 'Base mail models' })).not.toBeInTheDocument();
    expect(screen.queryByText('Super Administration')).not.toBeInTheDocument();
  });

  it('gives a SUPER_ADMIN the base mail models too, in French on the French screen', async () => {
    renderLayout('SUPER_ADMIN', 'fr_FR');
    expect(await screen.findByRole('link', { name: 'Modèles de mails de base' })).toHaveAttribute(
      'href',
      '/superAdmin/mail',
    );
    expect(screen.getByRole('link', { name: 'Modèles de mails' })).toHaveAttribute('href', '/mail');
  });
});
