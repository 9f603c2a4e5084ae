import { ActionIcon, Group, Kbd, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Link } from 'react-router';
import { useT, type TKey } from '../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../lib/i18n/lang.ts';
import { CounterBadge } from './counter-badge.tsx';
import { shownCount, type CounterName, type Counters } from './counters.ts';

/** Where the open/closed state of the panel is kept (local storage, shared by the windows). */
export const rightPanelStorageKey = 'cellar.rightPanel';

/** The panel's state, remembered in local storage (open the first time). */
export function useRightPanelOpened(): [boolean, () => void] {
  const [opened, setOpened] = useLocalStorage<boolean>({
    key: rightPanelStorageKey,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  return [opened, () => setOpened((current) => !current)];
}

/** The top bar's button that shows or hides the panel (the panel is not shown on narrow screens, nor the button). */
export function RightPanelToggle({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <ActionIcon
      variant={opened ? 'light' : 'subtle'}
      color="gray"
      visibleFrom="md"
      onClick={onToggle}
      aria-label={t('rightPanel.toggle')}
      aria-expanded={opened}
      aria-controls={opened ? 'right-panel' : undefined}
      data-testid="right-panel-toggle"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 18 18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <rect x="2" y="3" width="14" height="12" rx="2" />
        <line x1="11" y1="3" x2="11" y2="15" />
      </svg>
    </ActionIcon>
  );
}

/** What waits, in the order the layout loads it, with the screen that deals with it (spec 1 §2). */
export const waiting: Array<{ counter: CounterName; label: TKey; path: string }> = [
  { counter: 'waitingOrders', label: 'rightPanel.items.waitingOrders', path: '/order?status=WAITING' },
  { counter: 'unreadConversations', label: 'rightPanel.items.unreadConversations', path: '/message' },
  { counter: 'translations', label: 'rightPanel.items.translations', path: '/translation' },
  { counter: 'waitingReturns', label: 'rightPanel.items.waitingReturns', path: '/order/back?status=RETURN_ASK' },
  { counter: 'globalTranslations', label: 'rightPanel.items.globalTranslations', path: '/superAdmin/translation' },
];

const shortcuts: Array<{ keys: TKey[]; label: TKey }> = [
  {
    keys: ['rightPanel.keys.mod', 'rightPanel.keys.shift', 'rightPanel.keys.o'],
    label: 'rightPanel.shortcutInputNames',
  },
  { keys: ['rightPanel.keys.mod', 'rightPanel.keys.semicolon'], label: 'rightPanel.shortcutMenu' },
];

export interface RightPanelProps {
  /** The site worked on (while it loads: nothing). */
  site?: { id: number; name: string } | undefined;
  /** The counters the layout asked for: those above 0 are linked, those that failed named as unknown. */
  counters: Counters;
}

/**
 * The right panel of the admin layout (spec 1 §2): the current site, links to what waits for the
 * admin (the layout's counters), and a reminder of the keyboard shortcuts. "Nothing is waiting"
 * only when every counter loaded at 0; a counter that failed is listed with "—" ("could not be
 * loaded", explained below the list), so a failure never reads as nothing to do.
 */
export function RightPanel({ site, counters }: RightPanelProps) {
  const t = useT();
  const to = useLocalePath();
  const asked = waiting.filter((item) => counters[item.counter] !== undefined);
  const shown = asked.filter(
    (item) => shownCount(counters[item.counter]) !== undefined || counters[item.counter] === 'failed',
  );
  const failed = asked.filter((item) => counters[item.counter] === 'failed');
  const caughtUp = asked.length > 0 && asked.every((item) => counters[item.counter] === 0);
  const loading = asked.some((item) => counters[item.counter] === 'loading');
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap="lg" p="md" data-testid="right-panel-content">
        <Stack gap={4} component="section" aria-labelledby="right-panel-site">
          <Title order={4} id="right-panel-site">
            {t('rightPanel.site')}
          </Title>
          {site ? (
            <>
              <Text fw={600} data-testid="right-panel-site-name">
                {site.name}
              </Text>
              <Text size="sm" c="dimmed" data-testid="right-panel-site-id">
                {t('rightPanel.siteId', { id: site.id })}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('common.loading')}
            </Text>
          )}
        </Stack>
        <Stack gap={4} component="section" aria-labelledby="right-panel-waiting">
          <Title order={4} id="right-panel-waiting">
            {t('rightPanel.waiting')}
          </Title>
          {shown.length > 0 && (
            <nav aria-labelledby="right-panel-waiting">
              {shown.map((item) => {
                const count = shownCount(counters[item.counter]);
                return (
                  <NavLink
                    key={item.counter}
                    component={Link}
                    to={to(item.path)}
                    label={t(item.label)}
                    data-testid={`right-panel-${item.counter}`}
                    rightSection={<CounterBadge value={counters[item.counter]} />}
                    aria-label={
                      count === undefined
                        ? t('counters.unknownOf', { label: t(item.label) })
                        : t('rightPanel.itemWithCount', { label: t(item.label), count })
                    }
                  />
                );
              })}
            </nav>
          )}
          {failed.length > 0 && (
            <Text size="sm" c="orange.8" data-testid="right-panel-not-loaded">
              {t('rightPanel.notLoaded')}
            </Text>
          )}
          {caughtUp && (
            <Text size="sm" c="dimmed" data-testid="right-panel-caught-up">
              {t('rightPanel.caughtUp')}
            </Text>
          )}
          {loading && shown.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="right-panel-waiting-loading">
              {t('common.loading')}
            </Text>
          )}
        </Stack>
        <Stack gap={6} component="section" aria-labelledby="right-panel-shortcuts">
          <Title order={4} id="right-panel-shortcuts">
            {t('rightPanel.shortcuts')}
          </Title>
          {shortcuts.map((shortcut) => (
            <Stack key={shortcut.label} gap={2}>
              <Group gap={4} wrap="nowrap">
                {shortcut.keys.map((key, index) => (
                  <Group key={key} gap={4} wrap="nowrap">
                    {index > 0 && (
                      <Text size="xs" c="dimmed" aria-hidden="true">
                        {'+'}
                      </Text>
                    )}
                    <Kbd size="xs">{t(key)}</Kbd>
                  </Group>
                ))}
              </Group>
              <Text size="sm">{t(shortcut.label)}</Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </ScrollArea>
  );
}
