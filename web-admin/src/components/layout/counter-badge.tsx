import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useT } from '../../lib/i18n/i18n.ts';
import { shownCount, type CounterValue } from './counters.ts';

/**
 * A counter beside what it counts (a menu item, a waiting item): its number when over 0; "—" with
 * "Could not be loaded" (tooltip, and for screen readers) when its call failed — never a 0 it does
 * not know; nothing while it loads or at 0.
 */
export function CounterBadge({ value, testId }: { value: CounterValue | undefined; testId?: string }) {
  const t = useT();
  const count = shownCount(value);
  if (count !== undefined)
    return (
      <Badge size="sm" color="green" data-testid={testId}>
        {count}
      </Badge>
    );
  if (value !== 'failed') return null;
  return (
    <Tooltip label={t('counters.unknown')} withinPortal>
      <Badge size="sm" color="gray" variant="light" data-testid={testId} data-unknown="true">
        <span aria-hidden="true">{t('common.none')}</span>
        <VisuallyHidden>{t('counters.unknown')}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
