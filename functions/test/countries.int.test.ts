import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn } from '../../scripts/src/test/api.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { countryService } from '../src/services/shipping/country-service.ts';

/**
 * Countries and cities through the local gateway (issue 6): the public country list, where a site
 * ships, France's departments, city search by name and postal code, and the super-admin's city
 * import (parse, then insert).
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;

type City = { name: string; postalCode: string; idCountry: number; department: string | null };
const cities = async (path: string): Promise<City[]> => {
  const answer = await call('GET', path);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.cities;
};

const csv = (text: string, name = 'cities.csv') => [
  { field: 'file', name, type: 'text/csv', bytes: new TextEncoder().encode(text) },
];
const parse = (
  idCountry: number,
  text: string,
  options: { token?: string; lang?: 'fr_FR' | 'en_US'; name?: string } = {},
) =>
  sendForm('PUT', `/admin/cities/parse/${idCountry}`, {}, csv(text, options.name), {
    token: options.token ?? superAdmin,
    idSite: 0,
    lang: options.lang,
  });

beforeAll(async () => {
  Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('countries', () => {
  it('lists the countries to anyone, with their ISO codes, named and sorted in the request language', async () => {
    const en = await call('GET', '/countries');
    expect(en.status, en.raw).toBe(200);
    const list = en.body.data.countries as Array<{
      id: number;
      alphaTwo: string;
      alphaThree: string;
      numeric: string;
      name: string;
    }>;
    expect(list.find((c) => c.alphaTwo === 'FR')).toEqual({
      id: 250,
      alphaTwo: 'FR',
      alphaThree: 'FRA',
      numeric: '250',
      name: 'France',
    });
    expect(list.find((c) => c.alphaThree === 'AUT')).toMatchObject({ id: 40, numeric: '040', name: 'Austria' });
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
    for (const code of ['GB', 'CH', 'NO', 'US', 'CA', 'JP', 'CN', 'HK', 'SG', 'AU', 'BR', 'DE', 'BE', 'IT', 'ES'])
      expect(
        list.some((c) => c.alphaTwo === code),
        code,
      ).toBe(true);

    const fr = (await call('GET', '/countries', { lang: 'fr_FR' })).body.data.countries as Array<{
      alphaTwo: string;
      name: string;
    }>;
    expect(fr.find((c) => c.alphaTwo === 'US')?.name).toBe('États-Unis');
    expect(fr.findIndex((c) => c.alphaTwo === 'DE')).toBeLessThan(fr.findIndex((c) => c.alphaTwo === 'AT'));
  });

  it("answers France's departments as its states, Corsica's 2A and 2B and the overseas ones included", async () => {
    const answer = await call('GET', '/admin/country/250/states', { token: admin1, idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    const states = answer.body.data.states as Array<{ code: string; name: string }>;
    expect(states).toHaveLength(102);
    expect(states).toContainEqual({ code: '2A', name: 'Corse-du-Sud' });
    expect(states).toContainEqual({ code: '2B', name: 'Haute-Corse' });
    expect(states).toContainEqual({ code: '974', name: 'La Réunion' });
    expect(states.map((s) => s.code)).toEqual(
      expect.arrayContaining(['01', '33', '95', '971', '972', '973', '975', '976']),
    );
    expect((await call('GET', '/admin/country/826/states', { token: admin1, idSite: 1 })).body.data.states).toEqual([]);
    const unknown = await call('GET', '/admin/country/999/states', { token: admin1, idSite: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Country not found');
  });

  it('flags in the admin list the countries a site ships to, which the activated list answers alone', async () => {
    expect((await call('GET', '/admin/country')).status).toBe(401);
    for (const [token, idSite] of [
      [admin1, 1],
      [admin2, 2],
    ] as const) {
      const all = await call('GET', '/admin/country', { token, idSite });
      expect(all.status, all.raw).toBe(200);
      const flagged = (all.body.data.countries as Array<{ id: number; activated: boolean }>)
        .filter((c) => c.activated)
        .map((c) => c.id);
      const activated = await call('GET', '/admin/country/activated', { token, idSite });
      expect(activated.status, activated.raw).toBe(200);
      expect((activated.body.data.countries as Array<{ id: number }>).map((c) => c.id).sort()).toEqual(flagged.sort());
    }
  });

  it('activates a country when a valid carrier of the site prices it, and no more once the carrier is switched off', async () => {
    const asAdmin2 = { token: admin2, idSite: 2 };
    const activated = async () =>
      (
        (await call('GET', '/admin/country/activated', asAdmin2)).body.data.countries as Array<{ alphaThree: string }>
      ).map((c) => c.alphaThree);
    const before = await activated();
    expect(before).not.toContain('ISL');
    const carrier = await call('POST', '/admin/carrier', {
      ...asAdmin2,
      body: { name: `Flat ${Date.now()}`, type: 'FLAT_RATE' },
    });
    expect(carrier.status, carrier.raw).toBe(200);
    const priced = await call('PUT', `/admin/carrier/prices/update/${carrier.body.data.id}`, {
      ...asAdmin2,
      body: { flatRates: [{ country: 'ISL', price: 45 }] },
    });
    expect(priced.status, priced.raw).toBe(200);
    expect(await activated()).toContain('ISL');
    const flagged = (await call('GET', '/admin/country', asAdmin2)).body.data.countries as Array<{
      alphaThree: string;
      activated: boolean;
    }>;
    expect(flagged.find((c) => c.alphaThree === 'ISL')?.activated).toBe(true);
    // Site 1 does not ship there for it.
    expect(
      (
        (await call('GET', '/admin/country/activated', { token: admin1, idSite: 1 })).body.data.countries as Array<{
          alphaThree: string;
        }>
      ).map((c) => c.alphaThree),
    ).not.toContain('ISL');
    expect(
      (await call('PUT', `/admin/carrier/state/${carrier.body.data.id}`, { ...asAdmin2, body: { valid: false } }))
        .status,
    ).toBe(200);
    expect(await activated()).toEqual(before);
  });
});

describe('city search', () => {
  it('finds a city by the start of its name, whatever its accents, case and hyphens', async () => {
    expect(await cities('/cities/beaune')).toContainEqual({
      name: 'Beaune',
      postalCode: '21200',
      idCountry: 250,
      department: '21',
    });
    for (const text of ['saint-émil', 'SAINT EMIL', 'st emil', 'Saint%20%C3%89milion']) {
      expect(
        (await cities(`/cities/${encodeURIComponent(decodeURIComponent(text))}`)).map((c) => c.name),
        text,
      ).toContain('Saint-Émilion');
    }
    expect((await cities('/cities/aj')).find((c) => c.name === 'Ajaccio')?.department).toBe('2A');
  });

  it('finds cities by the start of their postal code, 20 at most', async () => {
    const bordeaux = await cities('/cities/3300');
    expect(bordeaux.map((c) => c.postalCode)).toContain('33000');
    expect(bordeaux.every((c) => c.postalCode.startsWith('3300'))).toBe(true);
    const paris = await cities('/cities/75');
    expect(paris).toHaveLength(20);
    expect(paris[0]).toEqual({ name: 'Paris', postalCode: '75001', idCountry: 250, department: '75' });
  });

  it('searches the country of the path, and answers 404 for an unknown country', async () => {
    expect((await cities('/cities/beaune/250')).map((c) => c.name)).toContain('Beaune');
    expect(await cities('/cities/beaune/56')).toEqual([]);
    expect((await call('GET', '/cities/beaune/999')).status).toBe(404);
  });
});

describe('city import (super-admin)', () => {
  const run = Date.now().toString(36);
  const ukFile = `city,zip,latitude,longitude\nLondon ${run},SW1A 1AA,51.5014,-0.1419\nEdinburgh ${run},EH1 1YZ,55.9533,-3.1883\n,M1 1AE,,\nOxford ${run},OX1,91,0\n`;

  it('reads a file: the rows, and each error with its line, in the request language', async () => {
    const answer = await parse(826, ukFile);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('City file read');
    const data = answer.body.data as {
      filename: string;
      total: number;
      preview: unknown[];
      errors: unknown[];
      errorCount: number;
    };
    expect(data.total).toBe(2);
    expect(data.preview[0]).toEqual({
      name: `London ${run}`,
      postalCode: 'SW1A1AA',
      department: null,
      inseeCode: null,
      latitude: 51.5014,
      longitude: -0.1419,
    });
    expect(data.errors).toEqual([
      { line: 4, field: 'name', message: 'City is required' },
      { line: 5, field: 'latitude', message: 'Invalid coordinates' },
    ]);
    expect(data.errorCount).toBe(2);
    const fr = await parse(826, ukFile, { lang: 'fr_FR' });
    expect(fr.body.data.errors[0]).toEqual({ line: 4, field: 'name', message: 'La ville est obligatoire' });
  });

  it('inserts a parsed file once or twice alike, and the cities are then found', async () => {
    const parsed = (await parse(826, ukFile)).body.data as { filename: string };
    const first = await call('PUT', '/admin/cities/insert/826', {
      token: superAdmin,
      idSite: 0,
      body: { filename: parsed.filename },
    });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data).toEqual({ idCountry: 826, inserted: 2, total: 2, done: true });
    expect(first.body.message).toBe('Cities of the file saved');
    const again = await call('PUT', '/admin/cities/insert/826', {
      token: superAdmin,
      idSite: 0,
      body: { filename: parsed.filename },
    });
    expect(again.status, again.raw).toBe(200);
    expect(await cities(`/cities/london%20${run}/826`)).toEqual([
      { name: `London ${run}`, postalCode: 'SW1A1AA', idCountry: 826, department: null },
    ]);
    expect((await cities('/cities/eh1/826')).map((c) => c.name)).toContain(`Edinburgh ${run}`);
    // Not in France's list.
    expect(await cities(`/cities/london%20${run}`)).toEqual([]);
  });

  it('inserts a large file over several calls, each going on where the last stopped', async () => {
    const lines = Array.from({ length: 2500 }, (_, i) => `Town ${run} ${String(i).padStart(4, '0')},AB${i}`);
    const parsed = (await parse(826, `city,zip\n${lines.join('\n')}\n`)).body.data as {
      filename: string;
      total: number;
    };
    expect(parsed.total).toBe(2500);
    // A budget of 0 ms: each call writes one chunk of 1 000 rows, then stops.
    const calls = [];
    for (let i = 0; i < 3; i++) calls.push(await countryService.insertFile(826, parsed.filename, 0));
    expect(calls.map((c) => [c.inserted, c.done])).toEqual([
      [1000, false],
      [2000, false],
      [2500, true],
    ]);
    expect(await countryService.insertFile(826, parsed.filename, 0)).toEqual({
      idCountry: 826,
      inserted: 2500,
      total: 2500,
      done: true,
    });
    expect((await cities(`/cities/town%20${run}%202499/826`)).map((c) => c.postalCode)).toEqual(['AB2499']);
  });

  it("refuses a file's insert for another country, and a name it never gave", async () => {
    const parsed = (await parse(826, ukFile)).body.data as { filename: string };
    const other = await call('PUT', '/admin/cities/insert/250', {
      token: superAdmin,
      idSite: 0,
      body: { filename: parsed.filename },
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('This city file was not found or has expired: parse it again');
    expect(
      (
        await call('PUT', '/admin/cities/insert/826', {
          token: superAdmin,
          idSite: 0,
          body: { filename: '00000000-0000-0000-0000-000000000000' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a file without the name and postal code columns, or not a CSV, with the reason on the file', async () => {
    const noHeader = await parse(250, 'Beaune;21200\n');
    expect(noHeader.status, noHeader.raw).toBe(400);
    expect(noHeader.body.data.errors.file).toEqual(['The first line must name the columns name and postalCode']);
    const notCsv = await parse(250, 'name,postalCode\nBeaune,21200\n', { name: 'cities.pdf' });
    expect(notCsv.body.data.errors.file).toEqual(['The city file must be a CSV file']);
    const noFile = await sendForm('PUT', '/admin/cities/parse/250', {}, [], { token: superAdmin, idSite: 0 });
    expect(noFile.body.data.errors.file).toEqual(['You must choose a CSV file']);
  });

  it("is the super-admin's: an ADMIN is refused (403)", async () => {
    expect((await parse(250, 'name,postalCode\nBeaune,21200\n', { token: admin1 })).status).toBe(403);
    expect(
      (
        await call('PUT', '/admin/cities/insert/250', {
          token: admin1,
          idSite: 1,
          body: { filename: '00000000-0000-0000-0000-000000000000' },
        })
      ).status,
    ).toBe(403);
  });
});
