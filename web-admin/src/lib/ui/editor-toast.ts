import { createNotificationsStore } from '@mantine/notifications';
import { toast, type ToastType, type ToastZone } from '../toast.ts';

/** The editor layout has its own toast zone, with 5 s toasts (spec 1 §2, §9). */
export const editorToastDuration = 5000;
export const editorToastZone: ToastZone = { store: createNotificationsStore(), duration: editorToastDuration };

/** A toast in the editor layout's zone (same rules as `toast()`). */
export function editorToast(type: ToastType, message: string | null | undefined): boolean {
  return toast(type, message, editorToastZone);
}
