import { Alert, Stack } from '@mantine/core';
import { useT, type TKey } from '../../lib/i18n/i18n.ts';
import { OfflineAlert, useOnline } from '../../lib/ui/online-status.tsx';
import { shownCount, type CounterName, type Counters } from './counters.ts';

const wording: Record<CounterName, TKey> = {
  waitingOrders: 'alerts.waitingOrders',
  unreadConversations: 'alerts.unreadConversations',
  translations: 'alerts.translations',
  waitingReturns: 'alerts.waitingReturns',
  globalTranslations: 'alerts.globalTranslations',
};

/**
 * The alert zone of the layouts: offline (spec 1 §4), then what waits for the admin (only counters
 * that loaded and are not 0; the right panel and the menu say which could not be loaded).
 */
export function AlertZone({ counters }: { counters: Counters }) {
  const t = useT();
  const online = useOnline();
  const shown = (Object.keys(wording) as CounterName[]).filter((name) => shownCount(counters[name]) !== undefined);
  if (shown.length === 0 && online) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="alert-zone">
      <OfflineAlert />
      {shown.map((name) => (
        <Alert key={name} color="green" variant="light">
          {t(wording[name], { count: shownCount(counters[name]) })}
        </Alert>
      ))}
    </Stack>
  );
}
