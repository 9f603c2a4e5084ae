import { BarChart } from '@mantine/charts';
import { Card, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { dashboardQuery, type PeriodChoice } from '../api/dashboard-api.ts';
import { useDashboardT } from './dashboard-text.ts';

/** Orders by département of their delivery address (a country code for orders abroad), the ten first. */
export function DepartmentsCard(props: { choice: PeriodChoice }) {
  const t = useDashboardT();
  const api = useApi();
  const departments = useQuery(dashboardQuery(api, 'dashboardOrderDepartment', props.choice));
  const rows = departments.data?.departments.slice(0, 10) ?? [];
  return (
    <Card withBorder padding="sm" data-testid="departments">
      <Text fw={600} mb="xs">
        {t('dashboard.departments')}
      </Text>
      {departments.isError ? (
        <Text c="red">{t('dashboard.loadFailed')}</Text>
      ) : !departments.data ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.empty')}
        </Text>
      ) : (
        <BarChart
          h={220}
          data={rows.map((row) => ({
            department: row.department === 'unknown' ? t('dashboard.unknown') : row.department,
            orders: row.orders,
          }))}
          dataKey="department"
          series={[{ name: 'orders', label: t('dashboard.orders'), color: 'grape.6' }]}
        />
      )}
    </Card>
  );
}
