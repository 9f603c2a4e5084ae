import { Card, Loader, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDashboardT } from './dashboard-text.ts';

export interface BreakdownRow {
  label: string;
  pageviews: number;
  visitors: number | null;
}

/**
 * A breakdown (pages, sources, devices, countries): its rows by page views, and daily unique visitors when the
 * period is one day (over several days they are not summed: the column is left out).
 */
export function BreakdownCard(props: {
  title: string;
  query: UseQueryResult<{ rows: BreakdownRow[] }>;
  labelOf?: (label: string) => string;
  testId: string;
}) {
  const t = useDashboardT();
  const { query } = props;
  const rows = query.data?.rows.slice(0, 10) ?? [];
  const withVisitors = rows.some((row) => row.visitors !== null);
  return (
    <Card withBorder padding="sm" data-testid={props.testId}>
      <Text fw={600} mb="xs">
        {props.title}
      </Text>
      {query.isError ? (
        <Text c="red">{t('dashboard.loadFailed')}</Text>
      ) : !query.data ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.empty')}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.label')}</Table.Th>
              {withVisitors && <Table.Th ta="right">{t('dashboard.visitors')}</Table.Th>}
              <Table.Th ta="right">{t('dashboard.pageviews')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {props.labelOf ? props.labelOf(row.label) : row.label}
                </Table.Td>
                {withVisitors && <Table.Td ta="right">{row.visitors}</Table.Td>}
                <Table.Td ta="right">{row.pageviews}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
