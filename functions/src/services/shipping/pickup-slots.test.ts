import { describe, expect, it } from 'vitest';
import {
  allowedDays,
  pickupSlots,
  slotsOfDay,
  weekdayOf,
  zonedInstant,
  type PickupCalendar,
  type PickupPlaceSchedule,
} from './pickup-slots.ts';

/** The demo cellar: Tuesday to Saturday, 9:00–12:00 and 14:00–18:00. */
function cellar(preparationHours: number | null = 24): PickupPlaceSchedule {
  const schedules = [2, 3, 4, 5, 6].flatMap((day) => [
    { id: day * 10 + 1, day, start: '09:00', end: '12:00' },
    { id: day * 10 + 2, day, start: '14:00', end: '18:00' },
  ]);
  return { idAddress: 7, schedules, preparationHours };
}

const calendar = (dates: PickupCalendar['dates'], valid = true): PickupCalendar => ({ valid, dates });
/** An instant given in UTC. */
const utc = (text: string) => new Date(`${text}Z`);

describe('wall-clock times of the place (Europe/Paris)', () => {
  it('reads a winter time one hour ahead of UTC and a summer time two hours ahead', () => {
    expect(zonedInstant('2026-01-13', '09:00').toISOString()).toBe('2026-01-13T08:00:00.000Z');
    expect(zonedInstant('2026-07-14', '09:00').toISOString()).toBe('2026-07-14T07:00:00.000Z');
  });

  it('reads a time skipped when clocks go forward as the hour clocks then show', () => {
    // Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST; 02:30 does not exist, 03:30 CEST it is.
    expect(zonedInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads a time met twice when clocks go back as its first occurrence', () => {
    // Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    expect(zonedInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-10-25', '04:00').toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('numbers days from Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-03-23')).toBe(1);
    expect(weekdayOf('2026-03-29')).toBe(7);
  });
});

describe('pickable slots', () => {
  it('offers the first slot that opens after the preparation delay', () => {
    // Monday 23 March 2026, 10:00 in Paris; ready Tuesday 10:00: the Tuesday morning slot is too early.
    const slots = pickupSlots(cellar(24), null, { now: utc('2026-03-23T09:00:00'), limit: 3 });
    expect(slots.map((s) => [s.date, s.start, s.end, s.idSchedule])).toEqual([
      ['24/03/2026', '14:00', '18:00', 22],
      ['25/03/2026', '09:00', '12:00', 31],
      ['25/03/2026', '14:00', '18:00', 32],
    ]);
    expect(slots[0]).toMatchObject({
      idAddress: 7,
      startsAt: '2026-03-24T13:00:00.000Z',
      endsAt: '2026-03-24T17:00:00.000Z',
    });
  });

  it('keeps a slot at 9:00 local through the week clocks go forward', () => {
    const slots = pickupSlots(cellar(1), null, { now: utc('2026-03-27T06:00:00'), days: 5 }).filter(
      (s) => s.start === '09:00',
    );
    expect(slots.map((s) => [s.date, s.startsAt])).toEqual([
      ['27/03/2026', '2026-03-27T08:00:00.000Z'],
      ['28/03/2026', '2026-03-28T08:00:00.000Z'],
      ['31/03/2026', '2026-03-31T07:00:00.000Z'],
    ]);
  });

  it('keeps a slot at 9:00 local through the week clocks go back', () => {
    const slots = pickupSlots(cellar(1), null, { now: utc('2026-10-23T05:00:00'), days: 5 }).filter(
      (s) => s.start === '09:00',
    );
    expect(slots.map((s) => [s.date, s.startsAt])).toEqual([
      ['23/10/2026', '2026-10-23T07:00:00.000Z'],
      ['24/10/2026', '2026-10-24T07:00:00.000Z'],
      ['27/10/2026', '2026-10-27T08:00:00.000Z'],
    ]);
  });

  it('counts the preparation delay in real hours across the night clocks go forward', () => {
    // Saturday 28 March 11:00 CET + 23 h = Sunday 29 March 11:00 CEST (the night is an hour short):
    // the exceptional Sunday opening at 10:00 is too early, the one at 11:00 is just right.
    const sunday = calendar([
      { id: 901, date: '2026-03-29', type: 'OPENED', start: '10:00', end: '11:00' },
      { id: 902, date: '2026-03-29', type: 'OPENED', start: '11:00', end: '12:00' },
    ]);
    const [first] = pickupSlots(cellar(23), sunday, { now: utc('2026-03-28T10:00:00'), limit: 1 });
    expect(first).toMatchObject({
      date: '29/03/2026',
      idSchedule: 902,
      start: '11:00',
      startsAt: '2026-03-29T09:00:00.000Z',
    });
  });

  it('skips a day the calendar closes', () => {
    const closed = calendar([{ id: 900, date: '2026-03-24', type: 'CLOSED', start: null, end: null }]);
    const [first] = pickupSlots(cellar(1), closed, { now: utc('2026-03-23T09:00:00'), limit: 1 });
    expect(first).toMatchObject({ date: '25/03/2026', start: '09:00' });
  });

  it('replaces the weekly slots of a day by the calendar’s exceptional openings', () => {
    const special = calendar([{ id: 903, date: '2026-03-24', type: 'OPENED', start: '10:00', end: '20:00' }]);
    expect(slotsOfDay(cellar(), special, '2026-03-24')).toEqual([{ id: 903, start: '10:00', end: '20:00' }]);
    expect(slotsOfDay(cellar(), special, '2026-03-25')).toHaveLength(2);
  });

  it('does not apply a calendar switched off', () => {
    const off = calendar([{ id: 900, date: '2026-03-24', type: 'CLOSED', start: null, end: null }], false);
    expect(slotsOfDay(cellar(), off, '2026-03-24')).toHaveLength(2);
  });

  it('offers nothing on the days without slots (Sunday and Monday)', () => {
    const slots = pickupSlots(cellar(1), null, { now: utc('2026-03-28T18:00:00'), days: 3 });
    expect(slots).toEqual([]);
  });

  it('starts from a later day when asked', () => {
    const [first] = pickupSlots(cellar(24), null, { now: utc('2026-03-23T09:00:00'), from: '2026-04-01', limit: 1 });
    expect(first).toMatchObject({ date: '01/04/2026', start: '09:00' });
  });

  it('offers a slot of today when the place needs no preparation', () => {
    const [first] = pickupSlots(cellar(null), null, { now: utc('2026-03-24T12:30:00'), limit: 1 });
    expect(first).toMatchObject({ date: '24/03/2026', start: '14:00' });
  });
});

describe('allowed dates of a month', () => {
  const closures = calendar([
    { id: 1, date: '2026-03-25', type: 'CLOSED', start: null, end: null },
    { id: 2, date: '2026-04-06', type: 'CLOSED', start: null, end: null },
  ]);

  it('are the days from today on that the calendar does not close', () => {
    const { days } = allowedDays(closures, 3, 2026, utc('2026-03-23T23:30:00'));
    // 23:30 UTC on the 23rd is already 00:30 on the 24th in Paris.
    expect(days).toEqual([
      '2026-03-24',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
  });

  it('are none for a month already past', () => {
    expect(allowedDays(closures, 2, 2026, utc('2026-03-23T09:00:00')).days).toEqual([]);
  });

  it('are, for a pick-up location, the days holding a slot it can still make', () => {
    const { days, slots } = allowedDays(closures, 3, 2026, utc('2026-03-23T09:00:00'), cellar(24));
    expect(days).toEqual(['2026-03-24', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-31']);
    expect(slots[0]).toMatchObject({ date: '24/03/2026', start: '14:00' });
  });

  it('ignore the closures of a calendar switched off', () => {
    const off = calendar(closures.dates, false);
    expect(allowedDays(off, 3, 2026, utc('2026-03-30T09:00:00')).days).toEqual(['2026-03-30', '2026-03-31']);
  });
});
