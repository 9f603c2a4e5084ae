import { Group, Select, TextInput } from '@mantine/core';
import { dashboardPeriods, type DashboardPeriod } from '@cellar/shared/stats/periods';
import type { PeriodChoice } from '../api/dashboard-api.ts';
import { useDashboardT } from './dashboard-text.ts';

/** The period of the dashboard (spec 1 §9: Today through Last year, and Custom with its two days). */
export function PeriodPicker(props: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  const t = useDashboardT();
  const { value, onChange } = props;
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('dashboard.period')}
        data-testid="dashboard-period"
        data={dashboardPeriods.map((period) => ({ value: period, label: t(`dashboard.periods.${period}`) }))}
        value={value.period}
        allowDeselect={false}
        onChange={(period) => period && onChange({ ...value, period: period as DashboardPeriod })}
        w={200}
      />
      {value.period === 'CUSTOM' && (
        <>
          <TextInput
            type="date"
            label={t('dashboard.from')}
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('dashboard.to')}
            value={value.to ?? ''}
            onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
          />
        </>
      )}
    </Group>
  );
}
