import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { resetSessionForTests } from '../../lib/session/session-store.ts';
import { AdminLayout } from './admin-layout.tsx';
import { RightPanel, rightPanelStorageKey } from './right-panel.tsx';

const lilas = { id: 1, name: 'Domaine des Lilas' };

/** The admin layout on a fake API: 3 waiting orders, no unread conversation, 2 missing translations, returns not built
 * (501). */
function renderLayout(lang: Lang = 'en_US') {
  const api = fakeApi({
    me: () => ({ id: 'u1', email: 'admin@domaine-des-lilas.fr', firstname: 'Anne', lastname: 'Lilas', role: 'ADMIN' }),
    siteInfo: () => ({ ...lilas, functionalities: [] }),
    siteFunctionalities: () => ({ keys: [] }),
    adminOrders: () => ({ total: 3, orders: [] }),
    messages: () => ({ total: 0, messages: [] }),
    adminTranslationMissingNumber: () => ({ missing: 2 }),
    orderBacks: () => {
      throw new ApiError(501, 'Not implemented');
    },
  });
  renderScreen(<AdminLayout />, { api: api.client, lang, path: lang === 'en_US' ? '/en_US' : '/' });
  return api;
}

describe('the right panel of the admin layout (spec 1 §2)', () => {
  beforeEach(() => {
    localStorage.removeItem(rightPanelStorageKey);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetSessionForTests();
    localStorage.removeItem(rightPanelStorageKey);
  });

  it('shows the current site and links to what waits, in the screen’s language', async () => {
    renderLayout('en_US');
    const panel = await screen.findByTestId('right-panel');
    expect(await within(panel).findByTestId('right-panel-site-name')).toHaveTextContent('Domaine des Lilas');
    expect(within(panel).getByTestId('right-panel-site-id')).toHaveTextContent('Site no. 1');
    const orders = await within(panel).findByRole('link', { name: 'Waiting orders: 3' });
    expect(orders).toHaveAttribute('href', '/en_US/order?status=WAITING');
    const translations = await within(panel).findByRole('link', { name: 'Missing translations: 2' });
    expect(translations).toHaveAttribute('href', '/en_US/translation');
    // No unread conversation (0): no link.
    expect(within(panel).queryByTestId('right-panel-unreadConversations')).not.toBeInTheDocument();
    expect(within(panel).queryByTestId('right-panel-caught-up')).not.toBeInTheDocument();
  });

  it('shows a counter answering 501 as unknown, never as 0, and asks it once', async () => {
    const api = renderLayout('en_US');
    const panel = await screen.findByTestId('right-panel');
    const returns = await within(panel).findByRole('link', { name: 'Waiting product returns: could not be loaded' });
    expect(returns).toHaveAttribute('href', '/en_US/order/back?status=RETURN_ASK');
    expect(returns).toHaveTextContent('—');
    expect(returns).not.toHaveTextContent('0');
    expect(within(panel).getByTestId('right-panel-not-loaded')).toHaveTextContent(
      '— could not be loaded: the number is unknown',
    );
    // A route that is not built answers 501 until a release builds it: no retry.
    expect(api.call.mock.calls.filter(([name]) => name === 'orderBacks')).toHaveLength(1);
  });

  it('never says nothing is waiting while a counter failed, and says in French which it could not load', async () => {
    const api = fakeApi({
      me: () => ({
        id: 'u1',
        email: 'admin@domaine-des-lilas.fr',
        firstname: 'Anne',
        lastname: 'Lilas',
        role: 'ADMIN',
      }),
      siteInfo: () => ({ ...lilas, functionalities: [] }),
      siteFunctionalities: () => ({ keys: [] }),
      messages: () => ({ total: 0, messages: [] }),
      adminTranslationMissingNumber: () => ({ missing: 0 }),
      orderBacks: () => ({ total: 0, orderBacks: [] }),
      // adminOrders is not built: the fake answers 501.
    });
    renderScreen(<AdminLayout />, { api: api.client, lang: 'fr_FR', path: '/' });
    const panel = await screen.findByTestId('right-panel');
    expect(
      await within(panel).findByRole('link', { name: 'Commandes en attente : impossible à charger' }),
    ).toHaveTextContent('—');
    expect(within(panel).getByTestId('right-panel-not-loaded')).toHaveTextContent(
      '— impossible à charger : le nombre est inconnu',
    );
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('orderBacks', expect.anything()));
    expect(within(panel).queryByTestId('right-panel-caught-up')).not.toBeInTheDocument();
  });

  it('says nothing is waiting once every counter loaded at 0, and not while they load', async () => {
    let answer: (value: { total: number }) => void = () => undefined;
    const api = fakeApi({
      me: () => ({
        id: 'u1',
        email: 'admin@domaine-des-lilas.fr',
        firstname: 'Anne',
        lastname: 'Lilas',
        role: 'ADMIN',
      }),
      siteInfo: () => ({ ...lilas, functionalities: [] }),
      siteFunctionalities: () => ({ keys: [] }),
      adminOrders: () => new Promise((resolve) => (answer = resolve)),
      messages: () => ({ total: 0 }),
      adminTranslationMissingNumber: () => ({ missing: 0 }),
      orderBacks: () => ({ total: 0 }),
    });
    renderScreen(<AdminLayout />, { api: api.client, path: '/en_US' });
    const panel = await screen.findByTestId('right-panel');
    expect(await within(panel).findByTestId('right-panel-waiting-loading')).toBeInTheDocument();
    expect(within(panel).queryByTestId('right-panel-caught-up')).not.toBeInTheDocument();
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('adminOrders', expect.anything()));
    answer({ total: 0 });
    expect(await within(panel).findByTestId('right-panel-caught-up')).toHaveTextContent(
      'Nothing is waiting for you: all caught up',
    );
    expect(within(panel).queryByTestId('right-panel-not-loaded')).not.toBeInTheDocument();
  });

  it('links to the French screens with no prefix', async () => {
    renderLayout('fr_FR');
    const panel = await screen.findByTestId('right-panel');
    expect(await within(panel).findByRole('link', { name: 'Commandes en attente : 3' })).toHaveAttribute(
      'href',
      '/order?status=WAITING',
    );
    expect(within(panel).getByRole('link', { name: 'Traductions manquantes : 2' })).toHaveAttribute(
      'href',
      '/translation',
    );
  });

  it('links every waiting kind to its screen', () => {
    renderScreen(
      <RightPanel
        site={lilas}
        counters={{
          waitingOrders: 1,
          unreadConversations: 4,
          translations: 5,
          waitingReturns: 2,
          globalTranslations: 7,
        }}
      />,
      { path: '/en_US' },
    );
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Waiting orders: 1', '/en_US/order?status=WAITING'],
      ['Unread conversations: 4', '/en_US/message'],
      ['Missing translations: 5', '/en_US/translation'],
      ['Waiting product returns: 2', '/en_US/order/back?status=RETURN_ASK'],
      ['Missing global translations: 7', '/en_US/superAdmin/translation'],
    ]);
  });

  it('says all is caught up when every counter is at 0', () => {
    renderScreen(<RightPanel site={lilas} counters={{ waitingOrders: 0, unreadConversations: 0 }} />, {
      path: '/en_US',
    });
    expect(screen.getByTestId('right-panel-caught-up')).toHaveTextContent('Nothing is waiting for you: all caught up');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('reminds the keyboard shortcuts', () => {
    renderScreen(<RightPanel site={lilas} counters={{}} />, { path: '/en_US' });
    const shortcuts = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(shortcuts).toHaveTextContent('Ctrl / ⌘+Shift+OShow or hide the input names');
    expect(shortcuts).toHaveTextContent('Ctrl / ⌘+;Show or hide the menu');
  });

  it('is hidden and shown again by the top-bar button, and remembers it', async () => {
    const user = userEvent.setup();
    renderLayout('en_US');
    await screen.findByTestId('right-panel');
    const toggle = screen.getByRole('button', { name: 'Show or hide the side panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('right-panel')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(rightPanelStorageKey)).toBe('false');

    // Another visit: still hidden.
    cleanup();
    renderLayout('en_US');
    const again = await screen.findByRole('button', { name: 'Show or hide the side panel' });
    expect(again).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('right-panel')).not.toBeInTheDocument();
    await user.click(again);
    expect(await screen.findByTestId('right-panel')).toBeInTheDocument();
    expect(localStorage.getItem(rightPanelStorageKey)).toBe('true');
  });
});
