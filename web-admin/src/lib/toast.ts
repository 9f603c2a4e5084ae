import { notifications, type NotificationsStore } from '@mantine/notifications';

/** Toasts of four types, 3 s, top right; empty messages are refused (spec 1 §5, §9). */
export const toastTypes = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];
export const toastDuration = 3000;

const colours: Record<ToastType, string> = { success: 'green', error: 'red', warning: 'orange', info: 'blue' };

/** Another toast zone than the app's (the editor layout's: its own store, 5 s). */
export interface ToastZone {
  store: NotificationsStore;
  duration: number;
}

/** Shows a toast; returns false (and shows nothing) for an unknown type or an empty message. */
export function toast(type: ToastType, message: string | null | undefined, zone?: ToastZone): boolean {
  if (!(toastTypes as readonly string[]).includes(type)) {
    console.warn(`toast refused: unknown type ${String(type)}`);
    return false;
  }
  if (typeof message !== 'string' || message.trim() === '') {
    console.warn('toast refused: empty message');
    return false;
  }
  notifications.show(
    { color: colours[type], message, autoClose: zone?.duration ?? toastDuration, 'data-testid': `toast-${type}` },
    zone?.store,
  );
  return true;
}
