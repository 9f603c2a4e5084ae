import { useState } from 'react';
import { useApi } from '../../lib/api/api-context.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { enterSuperAdminArea } from '../../lib/session/session-store.ts';
import { AlertZone } from './alert-zone.tsx';
import { AppFrame } from './app-frame.tsx';
import { useCounters, type CounterName } from './counters.ts';
import { superAdminMenu } from './menu.ts';
import { SideMenu } from './side-menu.tsx';

const superAdminCounters: CounterName[] = ['waitingOrders', 'unreadConversations'];

/**
 * The super-admin layout (spec 1 §4): site 0 and data language fr_FR while it is shown, the
 * previous ones kept for the admin layout to restore.
 */
export function SuperAdminLayout() {
  const t = useT();
  const api = useApi();
  useState(() => enterSuperAdminArea());
  const counters = useCounters(api, 'superAdmin', superAdminCounters);
  return (
    <AppFrame
      area="superAdmin"
      title={t('layout.superAdminTitle')}
      alerts={<AlertZone counters={counters} />}
      menu={<SideMenu sections={superAdminMenu} counters={counters} canSee={() => true} />}
    />
  );
}
