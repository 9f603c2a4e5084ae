import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { AlertZone } from './alert-zone.tsx';
import type { Counters } from './counters.ts';
import type { MenuSection } from './menu.ts';
import { SideMenu } from './side-menu.tsx';

// The orders and messages screens are not in the menu yet: a section of them, as they will come.
const sections: MenuSection[] = [
  {
    title: 'menu.sections.main',
    items: [
      { label: 'rightPanel.items.waitingOrders', path: '/order', counter: 'waitingOrders' },
      { label: 'rightPanel.items.unreadConversations', path: '/message', counter: 'unreadConversations' },
      { label: 'rightPanel.items.translations', path: '/translation', counter: 'translations' },
      { label: 'rightPanel.items.waitingReturns', path: '/order/back', counter: 'waitingReturns' },
    ],
  },
];

function renderMenu(counters: Counters, lang: 'en_US' | 'fr_FR' = 'en_US') {
  renderScreen(
    <>
      <AlertZone counters={counters} />
      <SideMenu sections={sections} counters={counters} canSee={() => true} />
    </>,
    { lang, path: lang === 'en_US' ? '/en_US' : '/' },
  );
}

describe('the counters of the side menu', () => {
  it('shows a counter whose call failed (501) as unknown, "—", never as 0', async () => {
    renderMenu({ waitingOrders: 'failed', unreadConversations: 4, translations: 0, waitingReturns: 'loading' });
    const orders = screen.getByTestId('menu-counter-waitingOrders');
    expect(orders).toHaveTextContent('—');
    expect(orders).toHaveTextContent('Could not be loaded');
    expect(orders).not.toHaveTextContent('0');
    await userEvent.hover(orders);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Could not be loaded');
    expect(screen.getByTestId('menu-counter-unreadConversations')).toHaveTextContent('4');
    // At 0 or still loading: no badge at all.
    expect(screen.queryByTestId('menu-counter-translations')).not.toBeInTheDocument();
    expect(screen.queryByTestId('menu-counter-waitingReturns')).not.toBeInTheDocument();
    // The alert zone speaks of what is known to wait only.
    expect(within(screen.getByTestId('alert-zone')).getByText('Unread conversations: 4')).toBeInTheDocument();
    expect(screen.getByTestId('alert-zone')).not.toHaveTextContent('Waiting orders');
  });

  it('says it in French', () => {
    renderMenu({ waitingOrders: 'failed' }, 'fr_FR');
    expect(screen.getByTestId('menu-counter-waitingOrders')).toHaveTextContent('Impossible à charger');
  });
});
