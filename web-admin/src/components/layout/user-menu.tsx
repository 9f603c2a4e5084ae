import { Button, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../lib/api/api-context.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../lib/i18n/lang.ts';
import { meQuery } from '../../lib/session/session-queries.ts';
import { setShowMenuAsAdmin, useSession } from '../../lib/session/session-store.ts';
import { useLogout } from './use-logout.ts';

/** The signed-in person: name, role, the super-admin views, the site-information dialog, logout. */
export function UserMenu({ area, onSiteInfo }: { area: 'admin' | 'superAdmin'; onSiteInfo?: () => void }) {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const me = useQuery(meQuery(api));
  const { showMenuAsAdmin } = useSession();
  const logout = useLogout();
  const user = me.data;
  const superAdminRole = user?.role === 'SUPER_ADMIN';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" data-testid="user-menu">
          {user ? `${user.firstname} ${user.lastname}`.trim() || user.email : t('common.loading')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user && <Menu.Label>{user.email}</Menu.Label>}
        {user && <Menu.Label>{superAdminRole ? t('roles.SUPER_ADMIN') : t('roles.ADMIN')}</Menu.Label>}
        {superAdminRole && area === 'admin' && (
          <Menu.Item data-testid="toggle-menu-as-admin" onClick={() => setShowMenuAsAdmin(!showMenuAsAdmin)}>
            {showMenuAsAdmin ? t('layout.menuAsSuperAdmin') : t('layout.menuAsAdmin')}
          </Menu.Item>
        )}
        {superAdminRole && !showMenuAsAdmin && area === 'admin' && (
          <Menu.Item component={Link} to={to('/superAdmin/site')}>
            {t('layout.superAdminArea')}
          </Menu.Item>
        )}
        {area === 'superAdmin' && (
          <Menu.Item component={Link} to={to('/')}>
            {t('layout.adminArea')}
          </Menu.Item>
        )}
        {onSiteInfo && (
          <Menu.Item data-testid="open-site-info" onClick={onSiteInfo}>
            {t('siteInfo.open')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" data-testid="logout" onClick={logout}>
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
