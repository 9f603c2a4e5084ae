import '@mantine/charts/styles.css';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultDashboardPeriod } from '@cellar/shared/stats/periods';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { currentVisitorsQuery, dashboardQuery, type PeriodChoice } from '../api/dashboard-api.ts';
import { AbandonedCartsCard } from './abandoned-carts-card.tsx';
import { BreakdownCard } from './breakdown-card.tsx';
import { useDashboardT } from './dashboard-text.ts';
import { DepartmentsCard } from './departments-card.tsx';
import { count, money } from './numbers.ts';
import { OrdersChart } from './orders-chart.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { StatCard } from './stat-card.tsx';
import { VisitsChart } from './visits-chart.tsx';

/**
 * The statistics of the home screen (docs/statistics.md): figures of the chosen period, visits and orders charts,
 * breakdowns and abandoned carts. Visitors are daily unique visitors: one day shows them, several days show their
 * daily mean and the daily series, never a sum.
 */
export function Dashboard() {
  const t = useDashboardT();
  const api = useApi();
  const lang = useLang();
  const [choice, setChoice] = useState<PeriodChoice>({ period: defaultDashboardPeriod });
  const info = useQuery(dashboardQuery(api, 'dashboardBasicInfo', choice));
  const current = useQuery(currentVisitorsQuery(api));
  const orders = useQuery(dashboardQuery(api, 'dashboardOrderTotal', choice));
  const scans = useQuery(dashboardQuery(api, 'dashboardUniqueQrCodeScan', choice));
  const carts = useQuery(dashboardQuery(api, 'dashboardAbandonedCart', choice));
  const pages = useQuery(dashboardQuery(api, 'dashboardPageUrl', choice));
  const sources = useQuery(dashboardQuery(api, 'dashboardReferrers', choice));
  const devices = useQuery(dashboardQuery(api, 'dashboardDeviceType', choice));
  const countries = useQuery(dashboardQuery(api, 'dashboardLocationVisit', choice));
  const oneDay = info.data ? info.data.visitors !== null : choice.period === 'TODAY' || choice.period === 'YESTERDAY';

  return (
    <Stack gap="md" data-testid="dashboard">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('dashboard.title')}</Title>
        <PeriodPicker value={choice} onChange={setChoice} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard
          testId="kpi-visitors"
          label={oneDay ? t('dashboard.dailyVisitors') : t('dashboard.averageDailyVisitors')}
          hint={t('dashboard.dailyVisitorsHint')}
          query={info}
          value={(data) => count(data.visitors ?? data.averageDailyVisitors, lang)}
        />
        <StatCard
          testId="kpi-pageviews"
          label={t('dashboard.pageviews')}
          query={info}
          value={(data) => count(data.pageviews, lang)}
        />
        <StatCard
          testId="kpi-current"
          label={t('dashboard.currentVisitors')}
          query={current}
          value={(data) => count(data.visitors, lang)}
        />
        <StatCard
          testId="kpi-scans"
          label={t('dashboard.qrScans')}
          query={scans}
          value={(data) => count(data.scans, lang)}
        />
        <StatCard
          testId="kpi-orders"
          label={t('dashboard.orders')}
          query={orders}
          value={(data) => count(data.orders, lang)}
        />
        <StatCard
          testId="kpi-revenue"
          label={t('dashboard.revenue')}
          query={orders}
          value={(data) => money(data.total, lang)}
        />
        <StatCard
          testId="kpi-bottles"
          label={t('dashboard.bottles')}
          query={orders}
          value={(data) => count(data.bottles, lang)}
        />
        <StatCard
          testId="kpi-carts"
          label={t('dashboard.abandonedCarts')}
          query={carts}
          value={(data) => count(data.carts, lang)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <VisitsChart choice={choice} />
        <OrdersChart choice={choice} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BreakdownCard testId="top-pages" title={t('dashboard.topPages')} query={pages} />
        <BreakdownCard
          testId="referrers"
          title={t('dashboard.referrers')}
          query={sources}
          labelOf={(label) => (label === 'Direct' ? t('dashboard.direct') : label)}
        />
        <BreakdownCard
          testId="devices"
          title={t('dashboard.devices')}
          query={devices}
          labelOf={(label) =>
            label === 'mobile' || label === 'tablet' || label === 'desktop'
              ? t(`dashboard.devicesNames.${label}`)
              : label
          }
        />
        <BreakdownCard
          testId="countries"
          title={t('dashboard.countries')}
          query={countries}
          labelOf={(label) => (label === 'unknown' ? t('dashboard.unknown') : label)}
        />
        <DepartmentsCard choice={choice} />
        <AbandonedCartsCard choice={choice} />
      </SimpleGrid>
    </Stack>
  );
}
