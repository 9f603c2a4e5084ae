import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { stripLang } from '@cellar/shared/i18n/lang-path';
import { useApi } from '../../lib/api/api-context.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { hasSiteRight, isSuperAdmin } from '../../lib/session/guards.ts';
import { functionalitiesQuery, meQuery, siteInfoQuery } from '../../lib/session/session-queries.ts';
import { enterAdminArea, followScreenLang, useSession } from '../../lib/session/session-store.ts';
import { AlertZone } from './alert-zone.tsx';
import { AppFrame } from './app-frame.tsx';
import { useCounters, type CounterName } from './counters.ts';
import { HeaderCounters } from './header-counters.tsx';
import { adminMenu, rightOfPath, superAdminMenu } from './menu.ts';
import { RightPanel } from './right-panel.tsx';
import { SideMenu } from './side-menu.tsx';
import { SiteSelector } from './site-selector.tsx';

const adminCounters: CounterName[] = ['waitingOrders', 'unreadConversations', 'translations', 'waitingReturns'];

/** The admin layout (spec 1 §2): top bar, side menu by sections, alert zone, the screen, right panel. */
export function AdminLayout() {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  // Before any screen of the layout sends a request: the site the super-admin layout put aside
  // comes back, and messages follow the screen's language (both idempotent).
  useState(() => enterAdminArea());
  followScreenLang(lang);
  const { showMenuAsAdmin } = useSession();
  const me = useQuery(meQuery(api));
  const siteInfo = useQuery(siteInfoQuery(api));
  const functionalities = useQuery(functionalitiesQuery(api));
  const superAdmin = isSuperAdmin(me.data, showMenuAsAdmin);
  const counters = useCounters(api, 'admin', superAdmin ? [...adminCounters, 'globalTranslations'] : adminCounters);
  const keys = functionalities.data?.keys ?? siteInfo.data?.functionalities ?? [];
  const screenRight = rightOfPath(adminMenu, stripLang(useLocation().pathname));
  return (
    <AppFrame
      area="admin"
      screenRight={screenRight}
      title={siteInfo.data?.name ?? t('layout.appName')}
      tools={
        <>
          <HeaderCounters counters={counters} />
          <SiteSelector />
        </>
      }
      alerts={<AlertZone counters={counters} />}
      aside={<RightPanel site={siteInfo.data} counters={counters} />}
      menu={
        <SideMenu
          sections={superAdmin ? [...adminMenu, ...superAdminMenu] : adminMenu}
          counters={counters}
          canSee={(item) => hasSiteRight(item.right, me.data, showMenuAsAdmin, keys)}
        />
      }
    />
  );
}
