import { AreaChart } from '@mantine/charts';
import { Card, Group, Loader, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api/api-context.tsx';
import { timeseriesQuery, type PeriodChoice } from '../api/dashboard-api.ts';
import { useDashboardT } from './dashboard-text.ts';

/** Daily unique visitors or page views over the period: by hour for one day, by day otherwise. */
export function VisitsChart(props: { choice: PeriodChoice }) {
  const t = useDashboardT();
  const api = useApi();
  const [property, setProperty] = useState<'visitors' | 'pageviews'>('visitors');
  const series = useQuery(timeseriesQuery(api, props.choice, property));
  const name = property === 'visitors' ? t('dashboard.visitorsChart') : t('dashboard.pageviewsChart');
  return (
    <Card withBorder padding="sm" data-testid="visits-chart">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{name}</Text>
        <SegmentedControl
          size="xs"
          value={property}
          onChange={(next) => setProperty(next as 'visitors' | 'pageviews')}
          data={[
            { value: 'visitors', label: t('dashboard.visitorsChart') },
            { value: 'pageviews', label: t('dashboard.pageviewsChart') },
          ]}
        />
      </Group>
      {series.isError ? (
        <Text c="red">{t('dashboard.loadFailed')}</Text>
      ) : !series.data ? (
        <Loader size="sm" />
      ) : (
        <AreaChart
          h={220}
          data={series.data.points.map((point) => ({
            label: series.data.interval === 'hour' ? `${point.label}h` : point.label.slice(5),
            value: point.value,
          }))}
          dataKey="label"
          series={[{ name: 'value', label: name, color: 'grape.6' }]}
          curveType="monotone"
          withDots={false}
        />
      )}
    </Card>
  );
}
