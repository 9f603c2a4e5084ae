import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn } from '../../scripts/src/test/api.ts';

/**
 * Company addresses, address types, weekly schedules and the address import through the local
 * gateway on the real local parts (issue 6): each rule of spec 1 §5 "Address type" and "Address and
 * schedule" with its message on its field, site isolation, the defaults of site 0 and the
 * super-admin's powers.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36).toUpperCase();

type Answer = { status: number; raw: string; body: { message: string; data: any } };

/** The errors of a refused body: status 400 and the field's messages. */
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

const as = (
  token: string,
  site: number,
  extra: { lang?: 'fr_FR' | 'en_US'; headers?: Record<string, string> } = {},
) => ({ token, idSite: site, ...extra });

const address = (over: Record<string, unknown> = {}) => ({
  name: `Cellar ${run}`,
  firstPart: '1 rue des Vignes',
  postalCode: '69460',
  city: 'Odenas',
  country: 'FR',
  types: [{ value: 'CLICK_AND_COLLECT' }],
  ...over,
});

async function created(
  body: Record<string, unknown>,
  token = admin1,
  site = 1,
): Promise<{ id: number } & Record<string, any>> {
  const answer = await call('POST', '/company/address', { ...as(token, site), body });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const weekly = [
  { day: 2, start: '09:00', end: '12:00' },
  { day: 2, start: '14:00', end: '18:00' },
  { day: 'SATURDAY', start: '9:00', end: '12:00' },
];

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('address types: spec 1 §5 rules, each with its message on its field', () => {
  const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    call('POST', '/admin/address/type', { ...as(admin1, 1, { lang }), body });

  it('refuses an address type without a type on ADD', async () => {
    expect(errorsOf(await add({ label: 'Tasting room', color: '#aa0000' })).type).toEqual(['Type cannot be empty']);
  });

  it('refuses an address type without a label', async () => {
    expect(errorsOf(await add({ type: `T${run}`, label: ' ', color: '#aa0000' })).label).toEqual([
      'Label cannot be empty',
    ]);
  });

  it('refuses an address type without a color', async () => {
    expect(errorsOf(await add({ type: `T${run}`, label: 'Tasting room', color: '' })).color).toEqual([
      'Color cannot be empty',
    ]);
  });

  it('checks every field at once, in French on a French request', async () => {
    expect(errorsOf(await add({}, 'fr_FR'))).toEqual({
      type: ['Le type ne peut pas être vide'],
      label: ['Le libellé ne peut pas être vide'],
      color: ['La couleur ne peut pas être vide'],
    });
  });

  it('does not ask for the type on update, and never lets it change', async () => {
    const type = await add({ type: `tasting room ${run}`, label: 'Tasting room', icon: 'glass', color: '#AA0000' });
    expect(type.status, type.raw).toBe(200);
    expect(type.body.data).toMatchObject({ type: `TASTING_ROOM_${run}`, color: '#aa0000', isDefault: false });
    const renamed = await call('PUT', `/admin/address/type/${type.body.data.id}`, {
      ...as(admin1, 1),
      body: { label: 'Salle de dégustation', color: '#bb0000' },
    });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body.data).toMatchObject({ type: `TASTING_ROOM_${run}`, label: 'Salle de dégustation' });
    const moved = await call('PUT', `/admin/address/type/${type.body.data.id}`, {
      ...as(admin1, 1),
      body: { type: 'OTHER', label: 'x', color: '#bb0000' },
    });
    expect(errorsOf(moved).type).toEqual(['The type of an address type cannot change']);
  });

  it('refuses a type code the site already has (409 on type)', async () => {
    expect((await add({ type: `DUP_${run}`, label: 'One', color: '#000' })).status).toBe(200);
    const again = await add({ type: `dup ${run}`, label: 'Two', color: '#000' });
    expect(again.status, again.raw).toBe(409);
    expect(again.body.data.errors.type).toEqual(['This type already exists']);
  });
});

describe('address types: the defaults of site 0', () => {
  it('shows every site the defaults and its own types', async () => {
    const list = await call('GET', '/admin/address/type', as(admin1, 1));
    expect(list.status, list.raw).toBe(200);
    const types = list.body.data.addressTypes as Array<{ type: string; isDefault: boolean }>;
    expect(types.find((t) => t.type === 'CLICK_AND_COLLECT')).toMatchObject({ isDefault: true, icon: 'shopping-bag' });
    expect(types.some((t) => t.type === `TASTING_ROOM_${run}` && !t.isDefault)).toBe(true);
    const other = await call('GET', '/admin/address/type', as(admin2, 2));
    const otherTypes = other.body.data.addressTypes as Array<{ type: string }>;
    expect(otherTypes.some((t) => t.type === 'CLICK_AND_COLLECT')).toBe(true);
    expect(otherTypes.some((t) => t.type === `TASTING_ROOM_${run}`)).toBe(false);
  });

  it('lets a super-admin add a default through the override header, seen by every site', async () => {
    const made = await call('POST', '/admin/address/type', {
      ...as(superAdmin, 1, { headers: { idSiteOverride: '0' } }),
      body: { type: `DEPOT_${run}`, label: 'Dépôt', color: '#123456' },
    });
    expect(made.status, made.raw).toBe(200);
    expect(made.body.data.isDefault).toBe(true);
    const seen = await call('GET', '/admin/address/type', as(admin2, 2));
    expect(
      seen.body.data.addressTypes.some(
        (t: { type: string; isDefault: boolean }) => t.type === `DEPOT_${run}` && t.isDefault,
      ),
    ).toBe(true);
  });

  it('refuses an ADMIN writing the defaults (403)', async () => {
    const made = await call('POST', '/admin/address/type', {
      ...as(admin1, 1, { headers: { idSiteOverride: '0' } }),
      body: { type: `NOPE_${run}`, label: 'No', color: '#123456' },
    });
    expect(made.status, made.raw).toBe(403);
    const defaults = (await call('GET', '/admin/address/type', as(admin1, 1))).body.data.addressTypes as Array<{
      id: number;
      type: string;
    }>;
    const clickAndCollect = defaults.find((t) => t.type === 'CLICK_AND_COLLECT')!;
    const changed = await call('PUT', `/admin/address/type/${clickAndCollect.id}`, {
      ...as(admin1, 1),
      body: { label: 'Mine now', color: '#000000' },
    });
    expect(changed.status, changed.raw).toBe(403);
    expect(changed.body.message).toBe(
      'This address type is a default of every site: only a super-admin changes it, in the defaults',
    );
  });

  it('lets a site give a default its own label and colour by adding the same code', async () => {
    const own = await call('POST', '/admin/address/type', {
      ...as(admin2, 2),
      body: { type: 'SHOP', label: 'Our shop', color: '#ff8800' },
    });
    expect(own.status, own.raw).toBe(200);
    const types = (await call('GET', '/admin/address/type', as(admin2, 2))).body.data.addressTypes as Array<{
      type: string;
      label: string;
      isDefault: boolean;
    }>;
    expect(types.filter((t) => t.type === 'SHOP')).toEqual([
      expect.objectContaining({ label: 'Our shop', isDefault: false }),
    ]);
    const site1 = (await call('GET', '/admin/address/type', as(admin1, 1))).body.data.addressTypes as Array<{
      type: string;
      label: string;
    }>;
    expect(site1.find((t) => t.type === 'SHOP')?.label).toBe('Boutique');
  });

  it('keeps a site’s own type from another site’s admin (404)', async () => {
    const mine = (await call('GET', '/admin/address/type', as(admin1, 1))).body.data.addressTypes.find(
      (t: { type: string }) => t.type === `TASTING_ROOM_${run}`,
    );
    const changed = await call('PUT', `/admin/address/type/${mine.id}`, {
      ...as(admin2, 2),
      body: { label: 'Hijacked', color: '#000000' },
    });
    expect(changed.status, changed.raw).toBe(404);
  });
});

describe('addresses: spec 1 §5 "Address and schedule" rules', () => {
  const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    call('POST', '/company/address', { ...as(admin1, 1, { lang }), body });

  it('refuses an address without its street line', async () => {
    expect(errorsOf(await add(address({ firstPart: '' }))).firstPart).toEqual(['Address is empty']);
  });

  it('refuses an address without types', async () => {
    expect(errorsOf(await add(address({ types: [] }))).types).toEqual(['You must specify address types']);
  });

  it('refuses a type the site does not have', async () => {
    expect(errorsOf(await add(address({ types: ['CLICK_AND_COLLECT', 'NO_SUCH_TYPE'] })))['types.1']).toEqual([
      'Unknown address type',
    ]);
  });

  it('refuses another site’s own type', async () => {
    expect(
      errorsOf(
        await call('POST', '/company/address', { ...as(admin2, 2), body: address({ types: [`TASTING_ROOM_${run}`] }) }),
      )['types.0'],
    ).toEqual(['Unknown address type']);
  });

  it('checks every field at once, in French on a French request', async () => {
    const errors = errorsOf(await add({ types: [] }, 'fr_FR'));
    expect(errors.firstPart).toEqual(['L’adresse est vide']);
    expect(errors.types).toEqual(['Vous devez préciser les types d’adresse']);
    expect(errors.city).toEqual(['La ville ne peut pas être vide']);
  });

  it('refuses an idSite in the body', async () => {
    expect(errorsOf(await add({ ...address(), idSite: 2 })).idSite).toBeDefined();
  });
});

describe('addresses: add, list, change, delete', () => {
  it('adds an address and lists it by type, with its types named', async () => {
    const place = await created(address({ name: `Listed ${run}`, latitude: 46.08, longitude: '4,64' }));
    expect(place).toMatchObject({
      isPickup: true,
      country: 'FR',
      latitude: 46.08,
      longitude: 4.64,
      schedules: [],
      preparationHours: null,
    });
    expect(place.types).toEqual([
      { value: 'CLICK_AND_COLLECT', label: 'Retrait sur place', icon: 'shopping-bag', color: '#2e7d32' },
    ]);
    const list = await call(
      'GET',
      `/company/address?type=CLICK_AND_COLLECT&name=lk:${encodeURIComponent(`Listed ${run}`)}`,
      as(admin1, 1),
    );
    expect(list.status, list.raw).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.addresses[0].id).toBe(place.id);
    const shops = await call(
      'GET',
      `/company/address?type=SHOP&name=lk:${encodeURIComponent(`Listed ${run}`)}`,
      as(admin1, 1),
    );
    expect(shops.body.data.total).toBe(0);
  });

  it('lists the seeded cellar of the demo site with its schedule', async () => {
    const list = await call('GET', '/company/address?name=lk:Caveau', as(admin1, 1));
    const cellar = list.body.data.addresses[0];
    expect(cellar).toMatchObject({ name: 'Caveau du Domaine des Lilas', isPickup: true, preparationHours: 24 });
    expect(cellar.schedules).toHaveLength(10);
    expect(cellar.schedules[0]).toMatchObject({ day: 2, start: '09:00', end: '12:00' });
  });

  it('changes an address and keeps its schedule', async () => {
    const place = await created(address({ name: `Change ${run}` }));
    await call('PUT', `/company/address/schedule/${place.id}`, {
      ...as(admin1, 1),
      body: { schedules: weekly, preparationHours: 2 },
    });
    const changed = await call('PUT', `/company/address/${place.id}`, {
      ...as(admin1, 1),
      body: address({ name: `Changed ${run}`, types: ['SHOP', 'CLICK_AND_COLLECT'] }),
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ name: `Changed ${run}`, preparationHours: 2 });
    expect(changed.body.data.types.map((t: { value: string }) => t.value)).toEqual(['SHOP', 'CLICK_AND_COLLECT']);
    expect(changed.body.data.schedules).toHaveLength(3);
  });

  it('deletes an address', async () => {
    const place = await created(address({ name: `Delete ${run}` }));
    const deleted = await call('DELETE', `/company/address/${place.id}`, as(admin1, 1));
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await call('DELETE', `/company/address/${place.id}`, as(admin1, 1))).status).toBe(404);
  });

  it('keeps site 1’s addresses from the admin of site 2: neither seen nor changed (404)', async () => {
    const place = await created(address({ name: `Private ${run}` }));
    const list = await call('GET', `/company/address?name=lk:${encodeURIComponent(`Private ${run}`)}`, as(admin2, 2));
    expect(list.body.data.total).toBe(0);
    expect((await call('PUT', `/company/address/${place.id}`, { ...as(admin2, 2), body: address() })).status).toBe(404);
    expect(
      (
        await call('PUT', `/company/address/schedule/${place.id}`, {
          ...as(admin2, 2),
          body: { schedules: weekly, preparationHours: 2 },
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `/company/address/${place.id}`, as(admin2, 2))).status).toBe(404);
    expect((await call('GET', '/company/address', as(admin2, 1))).status).toBe(403);
  });
});

describe('weekly schedule: spec 1 §5 rules, each with its message on its field', () => {
  let placeId: number;
  beforeAll(async () => {
    placeId = (await created(address({ name: `Schedule ${run}` }))).id;
  });
  const put = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    call('PUT', `/company/address/schedule/${placeId}`, { ...as(admin1, 1, { lang }), body });
  const slot = (over: Record<string, unknown>) => ({
    schedules: [{ day: 3, start: '09:00', end: '12:00', ...over }],
    preparationHours: 24,
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['refuses a day that is not 1 to 7', slot({ day: 8 }), 'schedules.0.day', 'Invalid day'],
    ['refuses a start time that is not a time', slot({ start: '25:00' }), 'schedules.0.start', 'Invalid start time'],
    ['refuses an end time that is not a time', slot({ end: 'noon' }), 'schedules.0.end', 'Invalid end time'],
    [
      'refuses a slot starting when it ends',
      slot({ start: '10:00', end: '10:00' }),
      'schedules.0.end',
      'Start time must be different than end time',
    ],
    [
      'refuses a slot ending before it starts',
      slot({ start: '14:00', end: '12:00' }),
      'schedules.0.end',
      'End time must be after start time',
    ],
    [
      'refuses a preparation delay of 0 hours',
      { ...slot({}), preparationHours: 0 },
      'preparationHours',
      'click-and-collect hours must be greater than 0',
    ],
    [
      'refuses a pick-up location without a preparation delay',
      { schedules: weekly },
      'preparationHours',
      'click-and-collect hours must be greater than 0',
    ],
    [
      'refuses two slots of a day that overlap',
      {
        schedules: [
          { day: 3, start: '09:00', end: '12:00' },
          { day: 3, start: '11:30', end: '13:00' },
        ],
        preparationHours: 24,
      },
      'schedules.1.start',
      'This slot overlaps another slot of the same day',
    ],
  ];
  for (const [name, body, field, message] of rules) {
    it(name, async () => {
      expect(errorsOf(await put(body))[field]).toEqual([message]);
    });
  }

  it('says it in French on a French request', async () => {
    expect(errorsOf(await put(slot({ day: 0 }), 'fr_FR'))['schedules.0.day']).toEqual(['Jour invalide']);
  });

  it('sets the week, closed days having no slot, and keeps the ids of slots sent back', async () => {
    const first = await put({ schedules: weekly, preparationHours: 24 });
    expect(first.status, first.raw).toBe(200);
    const schedules = first.body.data.schedules as Array<{ id: number; day: number; start: string; end: string }>;
    expect(schedules.map(({ day, start, end }) => [day, start, end])).toEqual([
      [2, '09:00', '12:00'],
      [2, '14:00', '18:00'],
      [6, '09:00', '12:00'],
    ]);
    const tuesdayMorning = schedules[0]!;
    const second = await put({
      schedules: [tuesdayMorning, { day: 5, start: '10:00', end: '19:00' }],
      preparationHours: 48,
    });
    expect(second.status, second.raw).toBe(200);
    expect(second.body.data.schedules[0]).toEqual(tuesdayMorning);
    expect(second.body.data.preparationHours).toBe(48);
    const foreign = await put({ schedules: [{ ...tuesdayMorning, id: 999_999_999 }], preparationHours: 48 });
    expect(errorsOf(foreign)['schedules.0.id']).toEqual(['This slot is not one of the address']);
  });
});

describe('address import (super-admin)', () => {
  const csv = (text: string) => ({
    field: 'file',
    name: 'addresses.csv',
    type: 'text/csv',
    bytes: Buffer.from(text, 'utf8'),
  });
  const header = 'Name;Address;Postal code;City;Country;Types;Schedule;Phone';
  const file = [
    header,
    `Shop A ${run};3 rue du Port;69400;Villefranche-sur-Saône;FR;SHOP;mon 10:00-19:00; `,
    `Pick-up B ${run};;69460;Odenas;FR;CLICK_AND_COLLECT|CELLAR;tue 09:00-12:00 14:00-18:00`,
    `Pick-up C ${run};"Chemin des Vignes`,
    `lieu-dit Les Pierres";69460;Odenas;;CLICK_AND_COLLECT;"tue 09:00-12:00; sat 09:00-12:00"`,
    `Wrong D ${run};1 place;69000;Lyon;FR;NO_SUCH;wed 12:00-10:00`,
  ].join('\n');

  it('refuses an ADMIN (403)', async () => {
    const answer = await sendForm('POST', '/admin/address/import/parse', {}, [csv(file)], as(admin1, 1));
    expect(answer.status, answer.raw).toBe(403);
    expect(
      (await call('POST', '/admin/address/import/insert', { ...as(admin1, 1), body: { filename: 'x.csv' } })).status,
    ).toBe(403);
  });

  it('reads a file, gives each refused row its line and errors, then inserts the valid rows once', async () => {
    const parsed = await sendForm('POST', '/admin/address/import/parse', {}, [csv(file)], as(superAdmin, 1));
    expect(parsed.status, parsed.raw).toBe(200);
    const data = parsed.body.data;
    expect(data).toMatchObject({ total: 4, valid: 2, ignoredColumns: ['Phone'] });
    expect(data.rows.map((r: { line: number }) => r.line)).toEqual([2, 4]);
    expect(data.rows[1].address).toMatchObject({
      firstPart: 'Chemin des Vignes\nlieu-dit Les Pierres',
      country: 'FR',
      types: ['CLICK_AND_COLLECT'],
    });
    expect(data.rows[1].schedules).toEqual([
      { day: 2, start: '09:00', end: '12:00' },
      { day: 6, start: '09:00', end: '12:00' },
    ]);
    expect(data.errors).toEqual([
      { line: 3, errors: { firstPart: ['Address is empty'] } },
      { line: 6, errors: { types: ['Unknown address type'], schedule: ['End time must be after start time'] } },
    ]);

    const inserted = await call('POST', '/admin/address/import/insert', {
      ...as(superAdmin, 1),
      body: { filename: data.filename },
    });
    expect(inserted.status, inserted.raw).toBe(200);
    expect(inserted.body.data).toMatchObject({ inserted: 2, skipped: 2 });
    const list = await call('GET', `/company/address?name=lk:${run}&orderBy=name`, as(admin1, 1));
    const names = list.body.data.addresses.map((a: { name: string }) => a.name);
    expect(names).toEqual(expect.arrayContaining([`Shop A ${run}`, `Pick-up C ${run}`]));
    const pickup = list.body.data.addresses.find((a: { name: string }) => a.name === `Pick-up C ${run}`);
    expect(pickup).toMatchObject({ isPickup: true, preparationHours: 24 });
    expect(pickup.schedules).toHaveLength(2);

    const again = await call('POST', '/admin/address/import/insert', {
      ...as(superAdmin, 1),
      body: { filename: data.filename },
    });
    expect(again.status, again.raw).toBe(404);
  });

  it('reads a file without header in the documented column order, in French', async () => {
    const plain = `Sans en-tête ${run},2 rue Haute,,,69460,Odenas,FR,,,SHOP`;
    const parsed = await sendForm(
      'POST',
      '/admin/address/import/parse?hasHeader=false',
      {},
      [csv(plain)],
      as(superAdmin, 1, { lang: 'fr_FR' }),
    );
    expect(parsed.status, parsed.raw).toBe(200);
    expect(parsed.body.data.rows[0]).toMatchObject({
      line: 1,
      address: { name: `Sans en-tête ${run}`, firstPart: '2 rue Haute', secondPart: null, types: ['SHOP'] },
    });
    const bad = await sendForm(
      'POST',
      '/admin/address/import/parse?hasHeader=false',
      {},
      [csv(`X,,,,69460,Odenas,FR,,,SHOP`)],
      as(superAdmin, 1, { lang: 'fr_FR' }),
    );
    expect(bad.body.data.errors[0].errors.firstPart).toEqual(['L’adresse est vide']);
  });

  it('refuses a file that is not a CSV', async () => {
    const answer = await sendForm(
      'POST',
      '/admin/address/import/parse',
      {},
      [{ field: 'file', name: 'addresses.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') }],
      as(superAdmin, 1),
    );
    expect(errorsOf(answer).file).toEqual(['The file must be a CSV file (.csv) of at most 200 KB']);
  });
});
