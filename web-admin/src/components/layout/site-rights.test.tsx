import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, Providers, testQueryClient } from '../../testing/render.tsx';
import { resetSessionForTests, setShowMenuAsAdmin } from '../../lib/session/session-store.ts';
import { AdminLayout } from './admin-layout.tsx';
import { adminMenu, rightOfPath, type MenuItem } from './menu.ts';

/** The site-right test in the admin (spec 1 §6): the menu hides what the site has not got, a typed URL says so. */
const gated = adminMenu.flatMap((section) => section.items).find((item) => item.right) as MenuItem;

function renderAt(path: string, role: 'ADMIN' | 'SUPER_ADMIN', keys: string[] | 'failing') {
  const api = fakeApi({
    me: () => ({ id: 'u1', email: 'anne@lilas.fr', firstname: 'Anne', lastname: 'Lilas', role }),
    siteInfo: () => ({ id: 1, name: 'Domaine des Lilas', functionalities: keys === 'failing' ? [] : keys }),
    siteFunctionalities: () => {
      if (keys === 'failing') throw new ApiError(500, 'Server error');
      return { keys };
    },
    adminOrders: () => ({ total: 0, orders: [] }),
    messages: () => ({ total: 0, messages: [] }),
    adminTranslationMissingNumber: () => ({ missing: 0 }),
  });
  render(
    <Providers api={api.client} queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={[`/en_US${path}`]}>
        <Routes>
          <Route path="/en_US" element={<AdminLayout />}>
            <Route index element={<p>home screen</p>} />
            <Route path="*" element={<p>gated screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const linkTo = (path: string) => document.querySelector(`nav a[href="/en_US${path}"]`);

describe('functionality keys in the admin', () => {
  afterEach(() => resetSessionForTests());

  it('has at least one menu entry tagged with a key', () => {
    expect(gated).toBeDefined();
  });

  it('hides the menu entry of a key the site has not got', async () => {
    renderAt('/', 'ADMIN', []);
    await waitFor(() => expect(screen.getByTestId('user-menu')).toHaveTextContent('Anne Lilas'));
    await waitFor(() => expect(linkTo('/order')).not.toBeNull());
    expect(linkTo(gated.path)).toBeNull();
  });

  it('shows the entry to a site that has the key', async () => {
    renderAt('/', 'ADMIN', [gated.right!]);
    await waitFor(() => expect(linkTo(gated.path)).not.toBeNull());
  });

  it('answers a typed-in address of such a screen with "not available on your site"', async () => {
    renderAt(gated.path, 'ADMIN', []);
    expect(await screen.findByTestId('site-right-refused')).toHaveTextContent('Not available on your site');
    expect(screen.queryByText('gated screen')).not.toBeInTheDocument();
  });

  it('lets the SUPER_ADMIN through', async () => {
    renderAt(gated.path, 'SUPER_ADMIN', []);
    expect(await screen.findByText('gated screen')).toBeInTheDocument();
    expect(screen.queryByTestId('site-right-refused')).not.toBeInTheDocument();
  });

  it('refuses the SUPER_ADMIN viewing the menu as an administrator', async () => {
    setShowMenuAsAdmin(true);
    renderAt(gated.path, 'SUPER_ADMIN', []);
    expect(await screen.findByTestId('site-right-refused')).toBeInTheDocument();
  });

  it('says the keys could not be read rather than refusing', async () => {
    renderAt(gated.path, 'ADMIN', 'failing');
    expect(await screen.findByTestId('error-screen')).toHaveTextContent('500');
    expect(screen.queryByTestId('site-right-refused')).not.toBeInTheDocument();
  });

  it('leaves the screens without a key alone', async () => {
    renderAt('/', 'ADMIN', []);
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });
});

describe('rightOfPath', () => {
  const sections = [
    {
      title: 'menu.sections.main' as const,
      items: [
        { label: 'menu.dashboard' as const, path: '/' },
        { label: 'settings.menu' as const, path: '/settings' },
        { label: 'menu.socialNetworks' as const, path: '/settings/setupLinkedin', right: 'SOCIAL' },
      ],
    },
  ];

  it('takes the key of the most precise entry the path falls under', () => {
    expect(rightOfPath(sections, '/settings/setupLinkedin')).toBe('SOCIAL');
    expect(rightOfPath(sections, '/settings/setupLinkedin/callback')).toBe('SOCIAL');
    expect(rightOfPath(sections, '/settings')).toBeUndefined();
    expect(rightOfPath(sections, '/settings/notifications')).toBeUndefined();
    expect(rightOfPath(sections, '/')).toBeUndefined();
  });
});
