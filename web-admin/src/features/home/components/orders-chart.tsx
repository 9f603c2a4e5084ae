import { BarChart } from '@mantine/charts';
import { Card, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { dashboardQuery, type PeriodChoice } from '../api/dashboard-api.ts';
import { useDashboardT } from './dashboard-text.ts';

/** Orders and bottles sold day by day over the period. */
export function OrdersChart(props: { choice: PeriodChoice }) {
  const t = useDashboardT();
  const api = useApi();
  const summary = useQuery(dashboardQuery(api, 'dashboardOrderSummary', props.choice));
  return (
    <Card withBorder padding="sm" data-testid="orders-chart">
      <Text fw={600} mb="xs">
        {t('dashboard.ordersChart')}
      </Text>
      {summary.isError ? (
        <Text c="red">{t('dashboard.loadFailed')}</Text>
      ) : !summary.data ? (
        <Loader size="sm" />
      ) : (
        <BarChart
          h={220}
          data={summary.data.days.map((day) => ({ day: day.day.slice(5), orders: day.orders, bottles: day.bottles }))}
          dataKey="day"
          withLegend
          series={[
            { name: 'orders', label: t('dashboard.orders'), color: 'grape.6' },
            { name: 'bottles', label: t('dashboard.bottles'), color: 'teal.6' },
          ]}
        />
      )}
    </Card>
  );
}
