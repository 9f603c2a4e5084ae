import { useSyncExternalStore } from 'react';
import { Alert, Badge } from '@mantine/core';
import { useT } from '../i18n/i18n.ts';

function subscribe(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

const isOnline = () => navigator.onLine;

/** Online or offline, as the browser says (`navigator.onLine`, `online`/`offline` events; spec 1 §4). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The top bar's indicator. */
export function OnlineIndicator() {
  const t = useT();
  const online = useOnline();
  return (
    <Badge
      variant={online ? 'dot' : 'filled'}
      color={online ? 'green' : 'red'}
      size="sm"
      data-testid="online-indicator"
      data-online={online}
    >
      {online ? t('shell.online') : t('shell.offlineBadge')}
    </Badge>
  );
}

/** The alert zone's message while offline. */
export function OfflineAlert() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="red" variant="light" data-testid="offline-alert">
      {t('shell.offline')}
    </Alert>
  );
}
