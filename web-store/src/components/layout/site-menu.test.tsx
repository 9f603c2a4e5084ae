import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStore } from '../../testing/store-test.tsx';
import { menuNode } from '../../testing/page-fixtures.ts';

const tree = {
  homeId: 1,
  pages: [
    menuNode({ id: 1, title: 'Accueil', menuTitle: 'Accueil', url: 'accueil', menuIcon: 'home' }),
    menuNode({
      id: 2,
      title: 'Le domaine',
      menuTitle: 'Le domaine',
      url: 'le-domaine',
      menuIcon: 'grape',
      children: [
        menuNode({ id: 21, title: 'Nos vignes', menuTitle: 'Nos vignes', url: 'nos-vignes' }),
        menuNode({ id: 22, title: 'Caché', menuTitle: 'Caché', url: 'cache', showInMenu: false }),
      ],
    }),
    menuNode({ id: 3, title: 'Contact', menuTitle: 'Contact', url: 'contact', isFixedOnRight: true }),
    menuNode({ id: 4, title: 'Mentions', menuTitle: 'Mentions', url: 'mentions', showInMenu: false }),
    menuNode({
      id: 5,
      title: 'Blog',
      menuTitle: 'Blog',
      url: '',
      link: { type: 'LINK', url: 'https://blog.example.com/' },
    }),
    menuNode({ id: 6, title: 'Visite', menuTitle: 'Visite', url: '', link: { type: 'LINK', url: '/visite' } }),
    menuNode({ id: 7, title: 'Jeu', menuTitle: 'Jeu concours', url: '', link: { type: 'JAVASCRIPT', url: null } }),
    menuNode({
      id: 8,
      title: 'Ailleurs',
      menuTitle: 'Ailleurs',
      url: '',
      link: { type: 'LINK', url: '//evil.example' },
    }),
  ],
};

describe('the menu of the site’s pages', () => {
  it('shows the pages shown in the menu, their children behind a disclosure, the fixed ones at the right end', async () => {
    const { api } = renderStore('/en_US/product/1?site=1', { 'GET /page': tree });
    const user = userEvent.setup();
    const menu = await screen.findByTestId('site-menu');
    await within(menu).findByRole('link', { name: 'Accueil' });
    expect(api.to('/page')).toHaveLength(1);
    // The top entries (the children are in their submenus).
    const entries = within(menu)
      .getAllByTestId('menu-entry')
      .filter((entry) => entry.parentElement === menu);
    const names = entries.map((entry) => entry.firstElementChild!.textContent);
    expect(names).toEqual(['Accueil', 'Le domaine', 'Blog (new tab)', 'Visite', 'Jeu concours', 'Ailleurs', 'Contact']);
    // A site with a home page builds its own menu: no catalogue entry of the shop's own; the fixed ones come last.
    expect(within(menu).queryByRole('link', { name: 'Our wines' })).toBeNull();
    expect(entries.at(-1)).toHaveAttribute('data-fixed-right');
    expect(entries.at(-1)).toHaveClass('menu-right');
    expect(within(menu).queryByText('Mentions')).toBeNull();

    // NONE: the page's own address, the home page's is the shop's; each with its icon.
    expect(within(menu).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/en_US');
    expect(within(menu).getByRole('link', { name: 'Le domaine' })).toHaveAttribute('href', '/en_US/le-domaine');
    expect(entries[1]!.querySelector('svg[data-icon="grape"]')).not.toBeNull();
    // LINK: a path of the shop through the router, an address elsewhere in a new tab; `//host` is no link.
    expect(within(menu).getByRole('link', { name: 'Visite' })).toHaveAttribute('href', '/en_US/visite');
    const blog = within(menu).getByRole('link', { name: /^Blog/ });
    expect(blog).toHaveAttribute('href', 'https://blog.example.com/');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(blog).toHaveAccessibleName('Blog (new tab)');
    expect(within(menu).queryByRole('link', { name: 'Ailleurs' })).toBeNull();

    // The children: a disclosure, closed at first, Escape closes it and gives the focus back.
    const toggle = within(menu).getByRole('button', { name: 'Le domaine submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Nos vignes' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(submenu).getByRole('link', { name: 'Nos vignes' })).toHaveAttribute('href', '/en_US/nos-vignes');
    expect(within(submenu).queryByText('Caché')).toBeNull();
    await user.tab();
    expect(within(submenu).getByRole('link', { name: 'Nos vignes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // A chosen child takes the shopper there and folds the submenu.
    await user.click(toggle);
    await user.click(within(submenu).getByRole('link', { name: 'Nos vignes' }));
    expect(window.location.pathname).toBe('/en_US/nos-vignes');
  });

  it('folds behind a menu button on a phone, keeping the account and the cart in sight', async () => {
    renderStore('/?site=1', { 'GET /page': tree });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = await screen.findByTestId('site-menu');
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(list.closest('nav')).not.toHaveClass('open');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list.closest('nav')).toHaveClass('open');
    expect(screen.getByTestId('cart-link').closest('.menu-list')).toBeNull();
  });

  it('runs a JAVASCRIPT entry in a dialog holding its own sandboxed document, never in the shop', async () => {
    renderStore('/?site=1', { 'GET /page': tree });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jeu concours' }));
    const dialog = await screen.findByTestId('script-dialog');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Jeu concours');
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame).toHaveAttribute('src', '/api/page/7/script?idSite=1');
    expect(frame).toHaveAttribute('title', 'Jeu concours');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByTestId('script-dialog')).toBeNull();
  });

  it('shows only the shop’s own entries when the site’s pages cannot be read', async () => {
    renderStore('/?site=1');
    await screen.findByRole('heading', { level: 1, name: 'Nos vins' });
    const menu = screen.getByTestId('site-menu');
    expect(within(menu).queryAllByTestId('menu-entry')).toHaveLength(0);
    expect(within(menu).getByRole('link', { name: 'Nos vins' })).toHaveAttribute('href', '/');
  });
});
