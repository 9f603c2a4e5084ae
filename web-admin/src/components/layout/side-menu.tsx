import { NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../lib/i18n/lang.ts';
import { stripLang } from '@cellar/shared/i18n/lang-path';
import { CounterBadge } from './counter-badge.tsx';
import type { Counters } from './counters.ts';
import type { MenuItem, MenuSection } from './menu.ts';

function isActive(current: string, path: string): boolean {
  return path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`);
}

/** Side menu by sections; items the site has no right to are left out by the caller. */
export function SideMenu({
  sections,
  counters,
  canSee,
}: {
  sections: MenuSection[];
  counters: Counters;
  canSee: (item: MenuItem) => boolean;
}) {
  const t = useT();
  const to = useLocalePath();
  const current = stripLang(useLocation().pathname);
  // The most precise item is the active one: /carrier/prices lights "Tranches and prices", not "My carriers".
  const paths = sections.flatMap((section) => section.items.map((item) => item.path));
  const activeOf = (path: string) =>
    isActive(current, path) && !paths.some((other) => other.length > path.length && isActive(current, other));
  return (
    <ScrollArea component="nav" aria-label={t('layout.menu')} p="sm">
      {sections.map((section) => {
        const items = section.items.filter(canSee);
        if (items.length === 0) return null;
        return (
          <div key={section.title}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="xs">
              {t(section.title)}
            </Text>
            {items.map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={to(item.path)}
                label={t(item.label)}
                active={activeOf(item.path)}
                rightSection={
                  item.counter ? (
                    <CounterBadge value={counters[item.counter]} testId={`menu-counter-${item.counter}`} />
                  ) : undefined
                }
              />
            ))}
          </div>
        );
      })}
    </ScrollArea>
  );
}
