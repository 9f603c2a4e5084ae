import { ActionIcon, Group, Indicator, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../lib/i18n/lang.ts';
import { shownCount, type CounterName, type Counters } from './counters.ts';
import { waiting } from './right-panel.tsx';

/** The counters the top bar shows (spec 1 §7: what waits for the producer first), each with its icon. */
const inTopBar: Array<{ counter: CounterName; icon: string }> = [
  // A parcel, and an arrow going back.
  { counter: 'waitingOrders', icon: 'M3 7l9-4 9 4v10l-9 4-9-4V7zm0 0l9 4 9-4M12 11v10' },
  { counter: 'waitingReturns', icon: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3' },
];

/**
 * What waits, in the top bar: an icon per counter with its number, linked to the screen that deals
 * with it. A counter that failed shows "—" (never a 0 it does not know); at 0 the icon stays, bare.
 */
export function HeaderCounters({ counters }: { counters: Counters }) {
  const t = useT();
  const to = useLocalePath();
  const items = inTopBar.filter((item) => counters[item.counter] !== undefined);
  return (
    <Group gap={6} wrap="nowrap" data-testid="header-counters">
      {items.map((item) => {
        const entry = waiting.find((w) => w.counter === item.counter)!;
        const value = counters[item.counter];
        const count = shownCount(value);
        const label =
          count === undefined
            ? value === 'failed'
              ? t('counters.unknownOf', { label: t(entry.label) })
              : t(entry.label)
            : t('rightPanel.itemWithCount', { label: t(entry.label), count });
        return (
          <Tooltip key={item.counter} label={label} withinPortal>
            <Indicator
              label={count ?? (value === 'failed' ? t('common.none') : undefined)}
              disabled={count === undefined && value !== 'failed'}
              color={value === 'failed' ? 'gray' : 'green'}
              size={16}
              offset={4}
            >
              <ActionIcon
                component={Link}
                to={to(entry.path)}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={label}
                data-testid={`header-${item.counter}`}
                data-count={count ?? ''}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={item.icon} />
                </svg>
              </ActionIcon>
            </Indicator>
          </Tooltip>
        );
      })}
    </Group>
  );
}
