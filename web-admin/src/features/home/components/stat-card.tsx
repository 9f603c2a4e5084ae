import { Card, Loader, Text, Tooltip } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDashboardT } from './dashboard-text.ts';

/**
 * One figure of the dashboard: a loader while it loads, "Could not load" when its call failed (a failed counter
 * never reads as 0), else the value its query's data gives.
 */
export function StatCard<T>(props: {
  label: string;
  query: UseQueryResult<T>;
  value: (data: T) => string;
  hint?: string;
  testId: string;
}) {
  const t = useDashboardT();
  const { query } = props;
  return (
    <Card withBorder padding="sm" data-testid={props.testId}>
      {props.hint ? (
        <Tooltip label={props.hint} multiline w={260}>
          <Text size="sm" c="dimmed" td="underline dotted">
            {props.label}
          </Text>
        </Tooltip>
      ) : (
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
      )}
      {query.isError ? (
        <Text c="red" fw={600} data-testid={`${props.testId}-error`}>
          {t('dashboard.loadFailed')}
        </Text>
      ) : query.data === undefined ? (
        <Loader size="sm" />
      ) : (
        <Text fz="xl" fw={700} data-testid={`${props.testId}-value`}>
          {props.value(query.data)}
        </Text>
      )}
    </Card>
  );
}
