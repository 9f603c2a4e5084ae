import { queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { ClientAnswer } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { countryRows } from '@cellar/shared/shipping/country-data';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { everyPage, pageSize } from '../../../lib/api/every-page.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type AdminCountry = ClientAnswer<'adminCountries'>['countries'][number];
/** A country as the screen shows it: named in the screen's language. */
export type CountryRow = AdminCountry & { label: string };
export type CountryState = ClientAnswer<'adminCountryStates'>['states'][number];
export type CityFileParsed = ClientAnswer<'adminCitiesParse'>;
export type CityFileInserted = ClientAnswer<'adminCitiesInsert'>;
export type City = ClientAnswer<'citiesInCountry'>['cities'][number];
export type SiteOption = { id: number; name: string };

export const franceId = 250;

/** React-query keys: an import invalidates `cities`. */
export const countryKeys = {
  all: ['countries'] as const,
  list: (site: number | null) => ['countries', 'list', site] as const,
  states: (id: number) => ['countries', 'states', id] as const,
  sites: ['countries', 'sites'] as const,
  cities: ['countries', 'cities'] as const,
  search: (idCountry: number, text: string) => ['countries', 'cities', idCountry, text] as const,
};

/**
 * Country names in both languages (the data file, no zod): the super-admin area sends `userLang`
 * fr_FR (spec 1 §4), so the server's names are French; the screen names them in its own language.
 */
const names = new Map(countryRows.map(([, , numeric, fr, en]) => [numeric, { fr_FR: fr, en_US: en }]));
export const countryName = (country: { id: number; name: string }, lang: Lang): string =>
  names.get(country.id)?.[lang] ?? country.name;

/**
 * `GET /admin/country`: every country, each `activated` when a valid carrier of the site prices it.
 * The super-admin area works on site 0, which has no carriers: `site` asks for another site's
 * (the `idSiteOverride` header of this call only).
 */
export async function loadCountries(
  api: ApiClient,
  site: number | null,
  lang: Lang,
  signal?: AbortSignal,
): Promise<CountryRow[]> {
  const data = await api.call('adminCountries', { signal, ...(site === null ? {} : { idSiteOverride: site }) });
  return data.countries
    .map((country) => ({ ...country, label: countryName(country, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang === 'en_US' ? 'en' : 'fr'));
}

/** The countries of the screen, named and ordered in its language, flagged for `site`. */
export const countriesQuery = (api: ApiClient, site: number | null, lang: Lang) =>
  queryOptions({
    queryKey: [...countryKeys.list(site), lang],
    queryFn: ({ signal }) => loadCountries(api, site, lang, signal),
    staleTime: 60_000,
  });

const fieldOf = (row: CountryRow, field: string): string =>
  String((row as unknown as Record<string, unknown>)[field] ?? '');

/** The list kit's filters, order and paging over the whole list (94 countries, one call). */
export function countryPage(rows: CountryRow[], input: ListQueryInput, lang: Lang): ListPage<CountryRow> {
  let kept = rows;
  for (const filter of input.filters) {
    const wanted = filter.value.toLowerCase();
    kept = kept.filter((row) =>
      filter.field === 'label'
        ? [row.label, row.name, row.alphaTwo, row.alphaThree].some((text) => text.toLowerCase().includes(wanted))
        : fieldOf(row, filter.field).toLowerCase() === wanted,
    );
  }
  if (input.orderBy) {
    const [field = 'label', direction] = input.orderBy.split(':');
    kept = [...kept].sort(
      (a, b) =>
        fieldOf(a, field).localeCompare(fieldOf(b, field), lang === 'en_US' ? 'en' : 'fr') *
        (direction === 'desc' ? -1 : 1),
    );
  }
  const start = (input.page - 1) * input.nbItem;
  return { records: kept.slice(start, start + input.nbItem), total: kept.length };
}

export const loadStates = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<CountryState[]> =>
  (await api.call('adminCountryStates', { params: { id }, signal })).states;

/** The sites a super-admin may look at (100 at a time, by name), for "where the site's carriers ship". */
export function loadSiteOptions(api: ApiClient, signal?: AbortSignal): Promise<SiteOption[]> {
  return everyPage(async (page) => {
    const data = await api.call('sites', {
      query: buildListQuery({ page, nbItem: pageSize, orderBy: 'name' }),
      signal,
    });
    return { records: data.sites.map((site) => ({ id: site.id, name: site.name })), total: data.total };
  }, 20);
}

/** First step of a city import: the CSV read, its rows counted and its bad lines answered. */
export const parseCityFile = (api: ApiClient, idCountry: number, file: File) =>
  api.call('adminCitiesParse', { params: { id: idCountry }, body: { file } });
/** One insert call: it writes for ~15 s and answers `done: false` when the same call must be sent again. */
export const insertCityFile = (api: ApiClient, idCountry: number, filename: string, signal?: AbortSignal) =>
  api.call('adminCitiesInsert', { params: { id: idCountry }, body: { filename }, signal });

/** `GET /cities/{search}/{idCountry}`: by the start of the name or of the postal code, 20 at most. */
export const searchCities = async (
  api: ApiClient,
  idCountry: number,
  search: string,
  signal?: AbortSignal,
): Promise<City[]> => (await api.call('citiesInCountry', { params: { search, idCountry }, signal })).cities;
