import { describe, expect, it } from 'vitest';
import { addressInputSchema, addressTypeAddSchema, pickupChoiceSchema, scheduleInputSchema } from './addresses.ts';
import { calendarDatesInputSchema } from './calendars.ts';

/** The message keys of a refused value, by field path. */
function errors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('address type rules', () => {
  it('writes a typed code as a code', () => {
    expect(addressTypeAddSchema.parse({ type: ' click and-collect ', label: 'Retrait', color: '#ABC' })).toEqual({
      type: 'CLICK_AND_COLLECT',
      label: 'Retrait',
      icon: null,
      color: '#abc',
    });
  });

  it('refuses a code with other characters and a colour that is not one', () => {
    expect(errors(addressTypeAddSchema.safeParse({ type: 'é!', label: 'x', color: 'red' }))).toEqual({
      type: ['addressType.invalidType'],
      color: ['parameter.invalidColour'],
    });
  });
});

describe('address rules', () => {
  const base = {
    name: 'Caveau',
    firstPart: '1 rue',
    postalCode: '69460',
    city: 'Odenas',
    types: [{ value: 'cellar' }, 'CELLAR', 'click_and_collect'],
  };

  it('keeps each type once, as codes, and France by default', () => {
    expect(addressInputSchema.parse(base)).toMatchObject({
      country: 'FR',
      types: ['CELLAR', 'CLICK_AND_COLLECT'],
      latitude: null,
    });
  });

  it('wants latitude and longitude together, within their ranges', () => {
    expect(errors(addressInputSchema.safeParse({ ...base, latitude: 46 }))).toEqual({
      longitude: ['address.positionHalf'],
    });
    expect(errors(addressInputSchema.safeParse({ ...base, latitude: 91, longitude: 4 }))).toEqual({
      latitude: ['validation.invalidValue'],
    });
  });
});

describe('weekly schedule rules', () => {
  it('reads days by number or name and times without their leading zero or seconds', () => {
    const parsed = scheduleInputSchema.parse({
      schedules: [
        { day: 'mardi', start: '9:00', end: '12:00:00' },
        { day: '6', start: '14:00', end: '18:00' },
        { day: 'SUN', start: '10:00', end: '12:00' },
      ],
    });
    expect(parsed.slots.map(({ day, start, end }) => [day, start, end])).toEqual([
      [2, '09:00', '12:00'],
      [6, '14:00', '18:00'],
      [7, '10:00', '12:00'],
    ]);
  });

  it('finds every slot a long one overlaps, not only its neighbour', () => {
    const result = scheduleInputSchema.safeParse({
      schedules: [
        { day: 2, start: '09:00', end: '18:00' },
        { day: 2, start: '10:00', end: '11:00' },
        { day: 2, start: '12:00', end: '13:00' },
        { day: 3, start: '12:00', end: '13:00' },
      ],
    });
    expect(errors(result)).toEqual({
      'schedules.1.start': ['schedule.overlap'],
      'schedules.2.start': ['schedule.overlap'],
    });
  });

  it('takes the preparation delay in whole hours: "1.3" is refused as it is, never read as 13', () => {
    const errors = (preparationHours: unknown) =>
      scheduleInputSchema
        .safeParse({ schedules: [], preparationHours })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors('1.3')).toEqual([['preparationHours', 'validation.wholeNumber']]);
    expect(errors(2.5)).toEqual([['preparationHours', 'validation.wholeNumber']]);
    expect(errors('24')).toBeUndefined();
  });

  it('lets slots of a day touch', () => {
    expect(
      scheduleInputSchema.safeParse({
        schedules: [
          { day: 2, start: '09:00', end: '12:00' },
          { day: 2, start: '12:00', end: '18:00' },
        ],
      }).success,
    ).toBe(true);
  });
});

describe('calendar dates', () => {
  it('reads dd/mm/yyyy and ISO days, CLOSED by default, and drops the hours of a closure', () => {
    const parsed = calendarDatesInputSchema.parse({
      dates: [
        { date: '1/5/2030', start: '10:00', end: '12:00' },
        { date: '2030-12-22', type: 'opened', start: '10:00', end: '17:00' },
      ],
    });
    expect(parsed.dates).toEqual([
      { id: null, date: '2030-05-01', type: 'CLOSED', label: null, start: null, end: null },
      { id: null, date: '2030-12-22', type: 'OPENED', label: null, start: '10:00', end: '17:00' },
    ]);
  });

  it('refuses a date closed twice and two openings of a day that overlap', () => {
    const result = calendarDatesInputSchema.safeParse({
      dates: [
        { date: '01/05/2030' },
        { date: '01/05/2030' },
        { date: '22/12/2030', type: 'OPENED', start: '10:00', end: '13:00' },
        { date: '22/12/2030', type: 'OPENED', start: '12:00', end: '17:00' },
      ],
    });
    expect(errors(result)).toEqual({ 'dates.1.date': ['calendar.dateTwice'], 'dates.3.start': ['schedule.overlap'] });
  });
});

describe('a shopper’s pick-up choice', () => {
  it('names each missing part on its field', () => {
    expect(errors(pickupChoiceSchema.safeParse({}))).toEqual({
      idAddress: ['pickup.locationRequired'],
      idSchedule: ['pickup.scheduleRequired'],
      date: ['pickup.dateRequired'],
    });
  });

  it('reads ids sent as text', () => {
    expect(pickupChoiceSchema.parse({ date: '24/03/2026', idAddress: '3', idSchedule: 41 })).toEqual({
      date: '24/03/2026',
      idAddress: 3,
      idSchedule: 41,
    });
  });
});
