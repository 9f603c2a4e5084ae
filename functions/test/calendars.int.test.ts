import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { pickupService } from '../src/services/shipping/pickup-service.ts';

/**
 * Calendars of closures and exceptional openings, and what shoppers may choose for a pick-up
 * (issue 6; docs/shipping.md "Click and collect"), through the local gateway on the real local parts.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}
const as = (token: string, site: number, lang?: 'fr_FR' | 'en_US') => ({ token, idSite: site, lang });

/** A month safely in the future: March of next year. */
const year = new Date().getUTCFullYear() + 1;
const dd = (day: number, month = 3) => `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
/** The days of March next year, dd/mm/yyyy, with their ISO weekday. */
const march = Array.from({ length: 31 }, (_, i) => {
  const weekday = new Date(Date.UTC(year, 2, i + 1)).getUTCDay();
  return { date: dd(i + 1), weekday: weekday === 0 ? 7 : weekday };
});

async function createdCalendar(body: Record<string, unknown>, token = admin1, site = 1) {
  const answer = await call('POST', '/admin/calendar', { ...as(token, site), body });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as { id: number; dates: Array<{ id: number; date: string; type: string }> };
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('calendar rules, each with its message on its field', () => {
  const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    call('POST', '/admin/calendar', { ...as(admin1, 1, lang), body });

  it('refuses a calendar without a label', async () => {
    expect(errorsOf(await add({ label: ' ' })).label).toEqual(['Please enter a label']);
  });

  it('refuses a date that is not a real day', async () => {
    expect(
      errorsOf(await add({ label: 'x', dates: [{ date: '31/02/2030', type: 'CLOSED' }] }))['dates.0.date'],
    ).toEqual(['Invalid date']);
  });

  it('refuses an opening without its date and hours', async () => {
    const errors = errorsOf(await add({ label: 'x', dates: [{ type: 'OPENED' }] }));
    expect(errors['dates.0.date']).toEqual(['pickup date, pickup hour and closed hour required']);
    expect(errors['dates.0.start']).toEqual(['pickup date, pickup hour and closed hour required']);
    expect(errors['dates.0.end']).toEqual(['pickup date, pickup hour and closed hour required']);
  });

  it('says it in French on a French request', async () => {
    expect(
      errorsOf(await add({ label: 'x', dates: [{ date: dd(1), type: 'OPENED', start: '10:00' }] }, 'fr_FR'))[
        'dates.0.end'
      ],
    ).toEqual(['La date de retrait, l’heure de retrait et l’heure de fermeture sont obligatoires']);
  });

  it('refuses an opening ending before it starts', async () => {
    expect(
      errorsOf(await add({ label: 'x', dates: [{ date: dd(1), type: 'OPENED', start: '17:00', end: '10:00' }] }))[
        'dates.0.end'
      ],
    ).toEqual(['End time must be after start time']);
  });

  it('refuses a day both closed and opened', async () => {
    const body = {
      label: 'x',
      dates: [
        { date: dd(1), type: 'CLOSED' },
        { date: dd(1), type: 'OPENED', start: '10:00', end: '12:00' },
      ],
    };
    expect(errorsOf(await add(body))['dates.1.date']).toEqual(['This date is already in the calendar']);
  });
});

describe('calendars: the admin’s calls', () => {
  it('creates, lists, renames, sets dates and switches a calendar', async () => {
    const calendar = await createdCalendar({
      label: `Holidays ${run}`,
      dates: [{ date: dd(10), type: 'CLOSED', label: 'Inventory' }],
    });
    expect(calendar).toMatchObject({
      valid: true,
      uses: 0,
      dates: [{ date: dd(10), type: 'CLOSED', label: 'Inventory', start: null, end: null }],
    });
    const list = await call('GET', `/admin/calendar?label=lk:${run}`, as(admin1, 1));
    expect(list.body.data.total).toBe(1);
    const renamed = await call('PUT', `/admin/calendar/${calendar.id}`, {
      ...as(admin1, 1),
      body: { label: `Closures ${run}` },
    });
    expect(renamed.body.data).toMatchObject({ label: `Closures ${run}`, dates: [{ date: dd(10) }] });
    const kept = calendar.dates[0]!;
    const dated = await call('PUT', `/admin/calendar/${calendar.id}/dates`, {
      ...as(admin1, 1),
      body: {
        dates: [{ date: `${year}-03-15`, type: 'OPENED', start: '10:00', end: '17:00', label: 'Open day' }, kept],
      },
    });
    expect(dated.status, dated.raw).toBe(200);
    expect(dated.body.data.dates.map((d: { date: string; type: string }) => [d.date, d.type])).toEqual([
      [dd(10), 'CLOSED'],
      [dd(15), 'OPENED'],
    ]);
    expect(dated.body.data.dates[0].id).toBe(kept.id);
    const off = await call('PUT', `/admin/calendar/${calendar.id}/valid`, { ...as(admin1, 1), body: { valid: false } });
    expect(off.body.data.valid).toBe(false);
  });

  it('refuses a date id that is not the calendar’s', async () => {
    const calendar = await createdCalendar({ label: `Ids ${run}` });
    const answer = await call('PUT', `/admin/calendar/${calendar.id}/dates`, {
      ...as(admin1, 1),
      body: { dates: [{ id: 999_999_999, date: dd(2), type: 'CLOSED' }] },
    });
    expect(errorsOf(answer)['dates.0.id']).toEqual(['This date is not one of the calendar']);
  });

  it('keeps site 1’s calendars from the admin of site 2 and from site 2’s shoppers (404)', async () => {
    const calendar = await createdCalendar({ label: `Private ${run}` });
    expect(
      (await call('GET', `/admin/calendar?label=lk:${encodeURIComponent(`Private ${run}`)}`, as(admin2, 2))).body.data
        .total,
    ).toBe(0);
    expect(
      (await call('PUT', `/admin/calendar/${calendar.id}`, { ...as(admin2, 2), body: { label: 'Hijacked' } })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/admin/calendar/${calendar.id}/valid`, { ...as(admin2, 2), body: { valid: false } })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/admin/calendar/${calendar.id}/dates`, { ...as(admin2, 2), body: { dates: [] } })).status,
    ).toBe(404);
    expect((await call('DELETE', `/admin/calendar/${calendar.id}`, as(admin2, 2))).status).toBe(404);
    expect((await call('GET', `/calendar/${calendar.id}/date/3/${year}`, { idSite: 2 })).status).toBe(404);
    expect((await call('GET', `/calendar/${calendar.id}/date/3/${year}`, { idSite: 1 })).status).toBe(200);
  });

  it('refuses deleting a calendar an address applies, until the address stops applying it', async () => {
    const calendar = await createdCalendar({ label: `Used ${run}` });
    const place = await call('POST', '/company/address', {
      ...as(admin1, 1),
      body: {
        name: `Uses ${run}`,
        firstPart: '1 rue',
        postalCode: '69460',
        city: 'Odenas',
        types: ['CLICK_AND_COLLECT'],
      },
    });
    const schedule = { schedules: [{ day: 2, start: '09:00', end: '12:00' }], preparationHours: 24 };
    const applied = await call('PUT', `/company/address/schedule/${place.body.data.id}`, {
      ...as(admin1, 1),
      body: { ...schedule, idCalendar: calendar.id },
    });
    expect(applied.status, applied.raw).toBe(200);
    const refused = await call('DELETE', `/admin/calendar/${calendar.id}`, as(admin1, 1));
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.message).toBe('This calendar is used by an address and cannot be deleted');
    expect(
      (await call('GET', `/admin/calendar?label=lk:${encodeURIComponent(`Used ${run}`)}`, as(admin1, 1))).body.data
        .calendars[0].uses,
    ).toBe(1);
    await call('PUT', `/company/address/schedule/${place.body.data.id}`, { ...as(admin1, 1), body: schedule });
    expect((await call('DELETE', `/admin/calendar/${calendar.id}`, as(admin1, 1))).status).toBe(200);
  });

  it('refuses applying a calendar the site does not have', async () => {
    const place = await call('POST', '/company/address', {
      ...as(admin1, 1),
      body: { name: `No cal ${run}`, firstPart: '1 rue', postalCode: '69460', city: 'Odenas', types: ['SHOP'] },
    });
    const answer = await call('PUT', `/company/address/schedule/${place.body.data.id}`, {
      ...as(admin1, 1),
      body: { schedules: [], idCalendar: 999_999_999 },
    });
    expect(errorsOf(answer).idCalendar).toEqual(['Calendar not found']);
  });
});

describe('calendar dates for shoppers', () => {
  let calendarId: number;
  let cellarId: number;

  beforeAll(async () => {
    const calendar = await createdCalendar({
      label: `Shop ${run}`,
      dates: [
        { date: dd(3), type: 'CLOSED', label: 'Inventory' },
        { date: dd(20), type: 'CLOSED' },
        { date: dd(5, 4), type: 'CLOSED' },
      ],
    });
    calendarId = calendar.id;
    const place = await call('POST', '/company/address', {
      ...as(admin1, 1),
      body: {
        name: `Pick-up ${run}`,
        firstPart: '1 rue',
        postalCode: '69460',
        city: 'Odenas',
        types: ['CLICK_AND_COLLECT'],
      },
    });
    cellarId = place.body.data.id;
    const tuesdayToSaturday = [2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '12:00' }));
    await call('PUT', `/company/address/schedule/${cellarId}`, {
      ...as(admin1, 1),
      body: { schedules: tuesdayToSaturday, preparationHours: 24, idCalendar: calendarId },
    });
  });

  it('answers a valid calendar’s dates of a month', async () => {
    const answer = await call('GET', `/calendar/${calendarId}/date/3/${year}`, { idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.dates.map((d: { date: string }) => d.date)).toEqual([dd(3), dd(20)]);
  });

  it('allows every day of a future month the calendar does not close', async () => {
    const answer = await call('GET', `/calendar/${calendarId}/date/allowed/3/${year}`, { idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.dates).toEqual(march.map((d) => d.date).filter((d) => d !== dd(3) && d !== dd(20)));
  });

  it('allows, for a pick-up location, the open days the calendar does not close, with their slots', async () => {
    const answer = await call('GET', `/calendar/${calendarId}/date/allowed/3/${year}?idAddress=${cellarId}`, {
      idSite: 1,
    });
    expect(answer.status, answer.raw).toBe(200);
    const expected = march
      .filter((d) => d.weekday >= 2 && d.weekday <= 6 && d.date !== dd(3) && d.date !== dd(20))
      .map((d) => d.date);
    expect(answer.body.data.dates).toEqual(expected);
    expect(answer.body.data.slots[0]).toMatchObject({
      date: expected[0],
      idAddress: cellarId,
      start: '09:00',
      end: '12:00',
    });
  });

  it('allows nothing in a month already past', async () => {
    const answer = await call('GET', `/calendar/${calendarId}/date/allowed/1/2020`, { idSite: 1 });
    expect(answer.body.data.dates).toEqual([]);
  });

  it('answers 404 for an address that is no pick-up location', async () => {
    const shop = await call('POST', '/company/address', {
      ...as(admin1, 1),
      body: { name: `Not pick-up ${run}`, firstPart: '1 rue', postalCode: '69460', city: 'Odenas', types: ['SHOP'] },
    });
    const answer = await call('GET', `/calendar/${calendarId}/date/allowed/3/${year}?idAddress=${shop.body.data.id}`, {
      idSite: 1,
    });
    expect(answer.status, answer.raw).toBe(404);
    expect(answer.body.message).toBe('Pick up location not found');
  });

  it('shows shoppers nothing of a calendar switched off', async () => {
    const calendar = await createdCalendar({ label: `Off ${run}`, valid: false });
    expect((await call('GET', `/calendar/${calendar.id}/date/3/${year}`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/calendar/${calendar.id}/date/allowed/3/${year}`, { idSite: 1 })).status).toBe(404);
  });
});

describe('pick-up for the order (pickupService, in process)', () => {
  const site = authorisedSiteId(1);
  /** Monday 1 March of next year at 10:00 in Paris (09:00 UTC, winter time). */
  const monday = (() => {
    const first = new Date(Date.UTC(year, 2, 1));
    const shift = (8 - (first.getUTCDay() || 7)) % 7;
    return new Date(Date.UTC(year, 2, 1 + shift, 9));
  })();

  beforeAll(() => {
    Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
    forgetEnvironment();
  });

  it('lists the site’s pick-up locations with their next slots, after the preparation delay', async () => {
    const places = await pickupService.places(site, { now: monday, days: 7 });
    const cellar = places.find((p) => p.name === 'Caveau du Domaine des Lilas')!;
    expect(cellar).toMatchObject({ isPickup: true, preparationHours: 24 });
    expect(places.every((p) => p.isPickup)).toBe(true);
    // Ordered Monday 10:00, ready Tuesday 10:00: Tuesday afternoon first.
    expect(cellar.slots[0]).toMatchObject({ start: '14:00', end: '18:00' });
    expect(cellar.slots.every((s) => s.startsAt >= new Date(monday.getTime() + 24 * 3600_000).toISOString())).toBe(
      true,
    );
  });

  it('confirms a slot still offered and refuses one gone', async () => {
    const [cellar] = (await pickupService.places(site, { now: monday, days: 7 })).filter(
      (p) => p.name === 'Caveau du Domaine des Lilas',
    );
    const slot = cellar!.slots[0]!;
    await expect(
      pickupService.confirm(site, { date: slot.date, idAddress: slot.idAddress, idSchedule: slot.idSchedule }, monday),
    ).resolves.toMatchObject({ start: '14:00' });
    const late = new Date(Date.parse(slot.startsAt) - 3600_000);
    await expect(
      pickupService.confirm(site, { date: slot.date, idAddress: slot.idAddress, idSchedule: slot.idSchedule }, late),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { idSchedule: ['pickup.unavailable'] } });
    await expect(
      pickupService.confirm(site, { date: slot.date, idAddress: 999_999, idSchedule: slot.idSchedule }, monday),
    ).rejects.toMatchObject({ fieldErrors: { idAddress: ['pickup.locationNotFound'] } });
  });
});
