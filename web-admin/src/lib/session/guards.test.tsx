import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { writeCookie } from './cookies.ts';
import {
  adminGuard,
  hasSiteRight,
  isGuardName,
  isSuperAdmin,
  safeRedirect,
  superAdminGuard,
  type GuardName,
} from './guards.ts';
import { RequireStaff } from './require-staff.tsx';
import { resetSessionForTests, setShowMenuAsAdmin } from './session-store.ts';

const admin = { role: 'ADMIN' };
const superAdmin = { role: 'SUPER_ADMIN' };
const customer = { role: 'CUSTOMER' };

describe('route guards (spec 1 §6)', () => {
  it('lets ADMIN and SUPER_ADMIN into the admin area and sends anyone else to login with the path', () => {
    expect(adminGuard(admin, '/user')).toEqual({ allow: true });
    expect(adminGuard(superAdmin, '/user')).toEqual({ allow: true });
    expect(adminGuard(customer, '/user')).toEqual({ allow: false, redirect: '/login?redirect=%2Fuser' });
    expect(adminGuard(null, '/en_US/user?page=2')).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Fen_US%2Fuser%3Fpage%3D2',
    });
  });

  it('counts a SUPER_ADMIN as super-admin only while the admin-menu view is off', () => {
    expect(isSuperAdmin(superAdmin, false)).toBe(true);
    expect(isSuperAdmin(superAdmin, true)).toBe(false);
    expect(isSuperAdmin(admin, false)).toBe(false);
    expect(isSuperAdmin(undefined, false)).toBe(false);
  });

  it('lets only the super-admin into super-admin screens, else /login', () => {
    expect(superAdminGuard(superAdmin, false)).toEqual({ allow: true });
    expect(superAdminGuard(superAdmin, true)).toEqual({ allow: false, redirect: '/login' });
    expect(superAdminGuard(admin, false)).toEqual({ allow: false, redirect: '/login' });
  });

  it('passes the site-right test with no key, as super-admin, or when the site has the functionality', () => {
    expect(hasSiteRight(undefined, admin, false, [])).toBe(true);
    expect(hasSiteRight('SHOP', superAdmin, false, [])).toBe(true);
    expect(hasSiteRight('SHOP', superAdmin, true, [])).toBe(false);
    expect(hasSiteRight('SHOP', admin, false, ['BLOG', 'SHOP'])).toBe(true);
    expect(hasSiteRight('SHOP', admin, false, ['BLOG'])).toBe(false);
  });

  it('knows the admin and superAdmin guards only', () => {
    expect(isGuardName('admin')).toBe(true);
    expect(isGuardName('superAdmin')).toBe(true);
    expect(isGuardName('owner')).toBe(false);
  });

  it('follows only local paths after login', () => {
    expect(safeRedirect('/user')).toBe('/user');
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});

function guarded(area: GuardName) {
  return (
    <RequireStaff area={area}>
      <p>protected screen</p>
    </RequireStaff>
  );
}

describe('<RequireStaff>', () => {
  afterEach(() => resetSessionForTests());

  it('sends a visitor without a session to /login?redirect=<path>', async () => {
    renderScreen(guarded('admin'), { path: '/user', pattern: '/user', lang: 'fr_FR' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fuser');
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
  });

  it('keeps the English prefix on the login screen', async () => {
    renderScreen(guarded('admin'), { path: '/en_US/user', pattern: '/en_US/user', lang: 'en_US' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/login?redirect=%2Fen_US%2Fuser');
  });

  it('shows the screen to a signed-in ADMIN', async () => {
    writeCookie('token', 't');
    const { client } = fakeApi({ me: () => ({ ...admin, email: 'a@b.fr', firstname: 'A', lastname: 'B' }) });
    renderScreen(guarded('admin'), { api: client, path: '/user', pattern: '/user' });
    expect(await screen.findByText('protected screen')).toBeInTheDocument();
  });

  it('sends a session the API refuses (401) to the login screen', async () => {
    writeCookie('token', 'expired');
    const { client } = fakeApi({
      me: () => {
        throw new ApiError(401, 'Unauthorized');
      },
    });
    renderScreen(guarded('admin'), { api: client, path: '/user', pattern: '/user', lang: 'fr_FR' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fuser');
  });

  it('sends an ADMIN away from the super-admin screens to /login', async () => {
    writeCookie('token', 't');
    const { client } = fakeApi({ me: () => ({ ...admin, email: 'a@b.fr', firstname: 'A', lastname: 'B' }) });
    renderScreen(guarded('superAdmin'), {
      api: client,
      path: '/superAdmin/site',
      pattern: '/superAdmin/site',
      lang: 'fr_FR',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows the error screen 500 "Unknown middleware" for an unknown guard name (spec 1 §8)', async () => {
    writeCookie('token', 't');
    const { client } = fakeApi({ me: () => ({ ...admin, email: 'a@b.fr', firstname: 'A', lastname: 'B' }) });
    renderScreen(guarded('owner' as GuardName), { api: client, path: '/user', pattern: '/user' });
    const error = await screen.findByTestId('error-screen');
    expect(error).toHaveTextContent('500');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Unknown middleware');
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
  });

  it('lets a SUPER_ADMIN in, but not while viewing the menu as an administrator', async () => {
    writeCookie('token', 't');
    const { client } = fakeApi({ me: () => ({ ...superAdmin, email: 's@b.fr', firstname: 'S', lastname: 'B' }) });
    const first = renderScreen(guarded('superAdmin'), {
      api: client,
      path: '/superAdmin/site',
      pattern: '/superAdmin/site',
    });
    expect(await screen.findByText('protected screen')).toBeInTheDocument();
    first.unmount();

    setShowMenuAsAdmin(true);
    renderScreen(guarded('superAdmin'), {
      api: client,
      path: '/superAdmin/site',
      pattern: '/superAdmin/site',
      lang: 'fr_FR',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });
});
