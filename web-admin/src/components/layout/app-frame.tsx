import { lazy, Suspense, type ReactNode } from 'react';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApi } from '../../lib/api/api-context.tsx';
import { helpMessagesQuery } from '../../lib/help-messages.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { toggleInputNames } from '../../lib/session/session-store.ts';
import { LoadingBar } from '../../lib/ui/loading-bar.tsx';
import { OnlineIndicator } from '../../lib/ui/online-status.tsx';
import { AnimatedOutlet } from '../../lib/ui/page-transition.tsx';
import { SiteRightGate } from '../../lib/session/site-right-gate.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { PageLoader } from '../page-loader.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { RightPanelToggle, useRightPanelOpened } from './right-panel.tsx';
import { UserMenu } from './user-menu.tsx';

// Loaded the first time it is opened.
const SiteInfoDialog = lazy(() =>
  import('../../lib/ui/site-info-dialog.tsx').then((m) => ({ default: m.SiteInfoDialog })),
);

interface Props {
  area: 'admin' | 'superAdmin';
  title: string;
  /** Between the title and the language switch (site selector). */
  tools?: ReactNode;
  menu: ReactNode;
  /** Above the screen (alert zone). */
  alerts?: ReactNode;
  /**
   * The right panel (admin layout): shown from the `md` breakpoint, toggled by a top-bar button,
   * its state remembered in local storage.
   */
  aside?: ReactNode;
  /** The functionality key the current screen needs (admin area): a site without it gets "not available". */
  screenRight?: string | undefined;
}

/**
 * The frame of both layouts: top bar (menu toggle, title, tools, language, user menu), side menu,
 * the screen, the right panel when given. Shortcuts (spec 1 §2): Ctrl/Cmd + ';' toggles the side
 * menu, Ctrl/Cmd + Shift + O toggles the input names. The loading bar, the online indicator, the 'page' transition
 * between
 * screens; in the admin area, the user menu opens the site-information dialog.
 */
export function AppFrame({ area, title, tools, menu, alerts, aside, screenRight }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  const [menuOpened, { toggle }] = useDisclosure(true);
  const [siteInfoOpened, siteInfo] = useDisclosure(false);
  const [asideOpened, toggleAside] = useRightPanelOpened();
  const withAside = aside !== undefined;
  // Loaded after sign-in (spec 1 §7): the input names show them (Ctrl/Cmd + Shift + O).
  useQuery(helpMessagesQuery(useApi()));
  useHotkeys([
    ['mod+;', toggle],
    ['mod+shift+O', toggleInputNames],
  ]);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !menuOpened, desktop: !menuOpened } }}
      {...(withAside
        ? { aside: { width: 280, breakpoint: 'md', collapsed: { mobile: true, desktop: !asideOpened } } }
        : {})}
      padding="md"
      data-testid={area === 'superAdmin' ? 'super-admin-layout' : 'admin-layout'}
    >
      <LoadingBar />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={menuOpened} onClick={toggle} size="sm" aria-label={t('layout.toggleMenu')} />
            <Text fw={700} c={area === 'superAdmin' ? 'green' : 'red'} truncate>
              {title}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {tools}
            <OnlineIndicator />
            <LanguageSwitch />
            <UserMenu area={area} {...(area === 'admin' ? { onSiteInfo: siteInfo.open } : {})} />
            {withAside && <RightPanelToggle opened={asideOpened} onToggle={toggleAside} />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>{menu}</AppShell.Navbar>
      <AppShell.Main>
        {alerts}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <SiteRightGate right={screenRight}>
              <AnimatedOutlet />
            </SiteRightGate>
          </Suspense>
        </ErrorBoundary>
      </AppShell.Main>
      {withAside && asideOpened && (
        <AppShell.Aside id="right-panel" visibleFrom="md" aria-label={t('rightPanel.title')} data-testid="right-panel">
          {aside}
        </AppShell.Aside>
      )}
      {siteInfoOpened && (
        <Suspense fallback={null}>
          <SiteInfoDialog opened onClose={siteInfo.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
