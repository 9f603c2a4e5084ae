import type { ReactNode } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useApi } from '../api/api-context.tsx';
import { useT } from '../i18n/i18n.ts';
import { hasSiteRight } from './guards.ts';
import { functionalitiesQuery, meQuery } from './session-queries.ts';
import { useSession } from './session-store.ts';

export type SiteRight = 'pending' | 'failed' | 'allowed' | 'refused';

/**
 * The site-right test (spec 1 §6) for the current user and site: `pending` while the user or the site's keys load,
 * `failed` when they could not be read (never read as "refused": the screen says it failed).
 */
export function useSiteRight(right: string | undefined): SiteRight {
  const api = useApi();
  const { showMenuAsAdmin } = useSession();
  const me = useQuery(meQuery(api));
  const keys = useQuery({ ...functionalitiesQuery(api), enabled: right !== undefined && right !== '' });
  if (right === undefined || right === '') return 'allowed';
  if (me.isPending) return 'pending';
  if (me.isError) return 'failed';
  if (hasSiteRight(right, me.data, showMenuAsAdmin, [])) return 'allowed';
  if (keys.isPending) return 'pending';
  if (keys.isError) return 'failed';
  return hasSiteRight(right, me.data, showMenuAsAdmin, keys.data.keys) ? 'allowed' : 'refused';
}

/** What a screen a site has not got shows instead (a typed-in URL, an old bookmark). */
export function NotAvailableOnSite() {
  const t = useT();
  return (
    <Center mih="40vh" p="xl" data-testid="site-right-refused">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={2}>{t('siteRight.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('siteRight.text')}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * Shows `children` when no key is asked, the site has `right` or the user is super-admin; else "not available on
 * your site" (a failed read says it failed).
 */
export function SiteRightGate({ right, children }: { right?: string | undefined; children: ReactNode }) {
  const state = useSiteRight(right);
  if (state === 'pending') return <PageLoader />;
  if (state === 'failed') return <ErrorScreen status={500} />;
  if (state === 'refused') return <NotAvailableOnSite />;
  return <>{children}</>;
}
