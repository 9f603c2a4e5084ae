import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { resetSessionForTests } from '../../lib/session/session-store.ts';
import { AdminLayout } from './admin-layout.tsx';

/** The admin layout on a fake API: 3 waiting orders; the returns' counter fails. */
function renderLayout(lang: Lang) {
  const api = fakeApi({
    me: () => ({ id: 'u1', email: 'admin@domaine-des-lilas.fr', firstname: 'Anne', lastname: 'Lilas', role: 'ADMIN' }),
    siteInfo: () => ({ id: 1, name: 'Domaine des Lilas', functionalities: [] }),
    siteFunctionalities: () => ({ keys: [] }),
    adminOrders: () => ({ total: 3, orders: [] }),
    messages: () => ({ total: 0, messages: [] }),
    adminTranslationMissingNumber: () => ({ missing: 0 }),
    orderBacks: () => {
      throw new ApiError(500, 'Server error');
    },
  });
  renderScreen(<AdminLayout />, { api: api.client, lang, path: lang === 'en_US' ? '/en_US' : '/' });
}

describe('the counters in the top bar (spec 1 §7)', () => {
  afterEach(() => {
    cleanup();
    resetSessionForTests();
  });

  it('shows the waiting orders with their number, linked to the waiting list', async () => {
    renderLayout('en_US');
    const orders = await screen.findByTestId('header-waitingOrders');
    await waitFor(() => expect(orders.getAttribute('aria-label')).toBe('Waiting orders: 3'));
    expect(orders.getAttribute('href')).toBe('/en_US/order?status=WAITING');
    expect(orders.getAttribute('data-count')).toBe('3');
  });

  it('says a counter could not be loaded rather than showing 0, in French too', async () => {
    renderLayout('fr_FR');
    await waitFor(() =>
      expect(screen.getByTestId('header-waitingReturns').getAttribute('aria-label')).toBe(
        'Retours produits en attente : impossible à charger',
      ),
    );
    expect(screen.getByTestId('header-waitingReturns').getAttribute('data-count')).toBe('');
  });
});
