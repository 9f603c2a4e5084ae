import type { AddressRow } from '../api/addresses-api.ts';
import type { AddressesTranslate } from './address-text.ts';

type Day = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A week in a few lines: consecutive days with the same slots together — "Tue–Sat 09:00–12:00,
 * 14:00–18:00", "Mon 10:00–19:00" — closed days left out; none when the place is closed all week.
 */
export function scheduleLines(schedules: AddressRow['schedules'], t: AddressesTranslate): string[] {
  const slotsOf = (day: number) =>
    schedules
      .filter((slot) => slot.day === day)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((slot) => t('addresses.slot', { start: slot.start, end: slot.end }))
      .join(', ');
  const lines: string[] = [];
  let from = 0;
  for (let day = 1; day <= 8; day += 1) {
    const slots = day <= 7 ? slotsOf(day) : '';
    if (from > 0 && slots === slotsOf(from)) continue;
    if (from > 0) {
      const to = day - 1;
      const days =
        from === to
          ? t(`addresses.shortDays.${from as Day}`)
          : t('addresses.dayRange', {
              from: t(`addresses.shortDays.${from as Day}`),
              to: t(`addresses.shortDays.${to as Day}`),
            });
      lines.push(t('addresses.daySlots', { day: days, slots: slotsOf(from) }));
    }
    from = slots === '' ? 0 : day;
  }
  return lines;
}
