import { randomUUID } from 'node:crypto';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import {
  cityPreviewRows,
  countries as countryData,
  franceId,
  maxCityErrors,
  maxCitySearchResults,
  normaliseCityName,
  normaliseCityNameStart,
  normalisePostalCode,
  searchesName,
  searchesPostalCode,
  statesOf,
  type AdminCountryView,
  type CityFileParsed,
  type CityRow,
  type CityView,
  type CountryState,
  type CountryView,
} from '@cellar/shared/shipping/countries';
import type { UploadedFile } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { carrierRepository } from '../../repositories/carrier-repository.ts';
import { countryRepository, type CityRecord, type CountryRecord } from '../../repositories/country-repository.ts';
import { fileText, parseCityFile } from './city-file.ts';

/**
 * Countries (global reference data: the data file `shared/src/shipping/countries.ts`, seeded into the
 * table, id = ISO 3166-1 numeric), where a site ships, France's departments, and cities: search and
 * the super-admin's import by file (docs/shipping.md "Countries and cities").
 */

/** Read by every storefront and admin: kept ten minutes per container (they change only with the data file). */
const cache = ttlCache(10 * 60_000, async (_: 'all') => countryRepository.all());
const allCountries = () => cache.get('all');

/** An insert call starts no new chunk after this long (a chunk takes a few seconds on DynamoDB Local, far less on
 * DynamoDB). */
const insertBudgetMs = 15_000;

/** A parsed file is kept a day for its insert. */
const importLifetimeMs = 24 * 60 * 60 * 1000;

function view(country: CountryRecord, lang: Lang): CountryView {
  return {
    id: country.id,
    alphaTwo: country.alphaTwo,
    alphaThree: country.alphaThree,
    numeric: country.numeric,
    name: country.names[lang],
  };
}

function byName(lang: Lang) {
  const collator = new Intl.Collator(lang === 'fr_FR' ? 'fr' : 'en', { sensitivity: 'base' });
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
}

async function countryOf(id: number): Promise<CountryRecord> {
  const country = (await allCountries()).find((c) => c.id === id);
  if (!country) throw new NotFoundError('country.notFound');
  return country;
}

/**
 * The alpha-3 codes of the countries a site ships to: where at least one of its valid carriers has
 * a price grid (the country's or a department's, with tranches) or a flat rate. Read from the
 * carriers' one Query (`carrierRepository.forFees`: valid carriers with their prices and flat rates).
 */
async function servedCountryCodes(site: SiteId): Promise<Set<string>> {
  const served = new Set<string>();
  for (const page of await carrierRepository.forFees(site)) {
    for (const prices of page.prices)
      if (prices.grids.some((grid) => grid.tranches.length > 0)) served.add(prices.country);
    for (const rate of page.flatRates) served.add(rate.country);
  }
  return served;
}

function cityView(city: CityRecord): CityView {
  return { name: city.name, postalCode: city.postalCode, idCountry: city.idCountry, department: city.department };
}

export const countryService = {
  /** Every country, by name in the request's language (`GET /countries`). */
  async list(lang: Lang): Promise<{ countries: CountryView[] }> {
    return { countries: (await allCountries()).map((c) => view(c, lang)).sort(byName(lang)) };
  },

  /** Every country with whether the site ships there (`GET /admin/country`). */
  async adminList(site: SiteId, lang: Lang): Promise<{ countries: AdminCountryView[] }> {
    const [all, served] = await Promise.all([allCountries(), servedCountryCodes(site)]);
    return {
      countries: all.map((c) => ({ ...view(c, lang), activated: served.has(c.alphaThree) })).sort(byName(lang)),
    };
  },

  /** The countries the site ships to (`GET /admin/country/activated`). */
  async activated(site: SiteId, lang: Lang): Promise<{ countries: CountryView[] }> {
    const [all, served] = await Promise.all([allCountries(), servedCountryCodes(site)]);
    return {
      countries: all
        .filter((c) => served.has(c.alphaThree))
        .map((c) => view(c, lang))
        .sort(byName(lang)),
    };
  },

  async states(id: number): Promise<{ states: CountryState[] }> {
    return { states: (await countryOf(id)).states };
  },

  /**
   * Cities of a country by the start of their name (accents, case and punctuation ignored:
   * "st emil" finds Saint-Émilion) or of their postal code ("331" finds 33100…), 20 at most: names
   * first, then postal codes, each one Query. A text with a digit searches postal codes, a text that
   * does not start with one searches names (both for "SW1" style codes).
   */
  async searchCities(idCountry: number, text: string): Promise<{ cities: CityView[] }> {
    await countryOf(idCountry);
    const nameStart = searchesName(text) ? normaliseCityNameStart(text) : '';
    const postalStart = searchesPostalCode(text) ? normalisePostalCode(text) : '';
    const [byName, byPostalCode] = await Promise.all([
      nameStart ? countryRepository.citiesByName(idCountry, nameStart, maxCitySearchResults) : Promise.resolve([]),
      postalStart
        ? countryRepository.citiesByPostalCode(idCountry, postalStart, maxCitySearchResults)
        : Promise.resolve([]),
    ]);
    const seen = new Set<string>();
    const cities: CityView[] = [];
    for (const city of [...byName, ...byPostalCode]) {
      const identity = `${city.name}#${city.postalCode}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      cities.push(cityView(city));
    }
    return { cities: cities.slice(0, maxCitySearchResults) };
  },

  /** `GET /cities/{text}`: France's cities (the producers' own country). */
  searchFrenchCities(text: string): Promise<{ cities: CityView[] }> {
    return this.searchCities(franceId, text);
  },

  /**
   * Parses a city CSV for a country and keeps its rows a day under a new name for the insert;
   * answers that name, the number of cities read, the first ones, and the errors with their line
   * (the first 200, translated; `errorCount` says how many in all).
   */
  async parseFile(idCountry: number, file: UploadedFile, lang: Lang): Promise<CityFileParsed> {
    await countryOf(idCountry);
    const { rows, errors } = parseCityFile(idCountry, fileText(file));
    if (rows.length === 0 && errors.length === 0)
      throw new ValidationError({ file: ['city.fileEmpty'] }, 'city.fileEmpty');
    const filename = randomUUID();
    const expiresAt = new Date(Date.now() + importLifetimeMs);
    if (rows.length > 0) await countryRepository.saveImport(filename, idCountry, rows, expiresAt);
    return {
      filename,
      idCountry,
      total: rows.length,
      preview: rows.slice(0, cityPreviewRows),
      errors: errors
        .slice(0, maxCityErrors)
        .map((e) => ({ line: e.line, field: e.field, message: translate(e.key, lang) })),
      errorCount: errors.length,
      expiresAt: expiresAt.toISOString(),
    };
  },

  /**
   * Writes the cities of a parsed file (its rows without errors), chunk after chunk (1 000 rows) for
   * at most `budgetMs`, so that a call ends well within API Gateway's 30 s: a large file (France's
   * 35 000 lines) answers `done: false` and the same call goes on where the last one stopped.
   * Idempotent: a city is keyed by its normalised name and postal code, so writing a chunk again
   * rewrites the same items; a file fully inserted answers `done` without writing; cities already
   * there and absent from the file are kept.
   */
  async insertFile(
    idCountry: number,
    filename: string,
    budgetMs = insertBudgetMs,
  ): Promise<{ idCountry: number; inserted: number; total: number; done: boolean }> {
    await countryOf(idCountry);
    const parsed = await countryRepository.readImport(filename);
    if (!parsed || parsed.idCountry !== idCountry) throw new NotFoundError('city.fileNotFound');
    const started = Date.now();
    for (const chunk of parsed.chunks) {
      if (chunk.written) continue;
      if (Date.now() - started > budgetMs) break;
      await this.insertRows(idCountry, chunk.rows);
      await countryRepository.markImportChunkWritten(filename, chunk.n);
      chunk.written = true;
    }
    const inserted = parsed.chunks.reduce((sum, chunk) => sum + (chunk.written ? chunk.rows.length : 0), 0);
    return { idCountry, inserted, total: parsed.total, done: inserted === parsed.total };
  },

  /** Writes cities of a country (the insert, and the seed's demo list). */
  async insertRows(idCountry: number, rows: readonly CityRow[]): Promise<void> {
    await countryRepository.putCities(
      rows.map((row) => ({ city: { ...row, idCountry }, normalisedName: normaliseCityName(row.name) })),
    );
  },

  /** Writes the countries of the data file with their states (the seed; re-running it changes nothing). */
  async seedCountries(): Promise<void> {
    await countryRepository.putAll(countryData.map((country) => ({ ...country, states: statesOf(country.id) })));
    cache.forget('all');
  },
};
