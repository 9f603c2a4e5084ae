import { Suspense, useState, type ReactNode } from 'react';
import { Anchor, AppShell, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang, useLocalePath } from '../../lib/i18n/lang.ts';
import { enterAdminArea, followScreenLang } from '../../lib/session/session-store.ts';
import { LoadingBar } from '../../lib/ui/loading-bar.tsx';
import { OfflineAlert, OnlineIndicator } from '../../lib/ui/online-status.tsx';
import { AnimatedOutlet } from '../../lib/ui/page-transition.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { PageLoader } from '../page-loader.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * The frame of the editor and page layouts: a top bar (title, back to the administration, online
 * indicator, language) over the whole width, no side menu; the loading bar and the 'page'
 * transition as in the admin layout. Like it, it restores the site the super-admin layout put
 * aside and makes messages follow the screen's language.
 */
export function SlimFrame({ testId, title, children }: { testId: string; title: string; children?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const { pathname } = useLocation();
  useState(() => enterAdminArea());
  followScreenLang(lang);
  return (
    <AppShell header={{ height: 56 }} padding="md" data-testid={testId}>
      <LoadingBar />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Text fw={700} c="red" truncate>
              {title}
            </Text>
            <Anchor component={Link} to={to('/')} size="sm">
              {t('shell.backToAdmin')}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <OnlineIndicator />
            <LanguageSwitch />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <OfflineAlert />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <AnimatedOutlet />
          </Suspense>
        </ErrorBoundary>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
