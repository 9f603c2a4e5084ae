import { queryOptions } from '@tanstack/react-query';
import type { ClientAnswer } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { countryRows } from '@cellar/shared/shipping/country-data';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { pageOfRows, type ListPage, type ListQueryInput } from '../../../components/kit/list-query.ts';

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
const keys = queryKeys('countries');
export const countryKeys = {
  ...keys,
  states: (id: number) => keys.part('states', id),
  sites: keys.part('sites'),
  cities: keys.part('cities'),
  search: (idCountry: number, text: string) => keys.part('cities', idCountry, text),
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

/** The list kit's filters, order and paging over the whole list (94 countries, one call): a name filter reads the
 * codes too. */
export function countryPage(rows: CountryRow[], input: ListQueryInput, lang: Lang): ListPage<CountryRow> {
  return pageOfRows(rows, input, {
    texts: (row, field) => (field === 'label' ? [row.label, row.name, row.alphaTwo, row.alphaThree] : undefined),
    locale: lang === 'en_US' ? 'en' : 'fr',
  });
}

export const loadStates = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<CountryState[]> =>
  (await api.call('adminCountryStates', { params: { id }, signal })).states;

const siteOptions = pagedList('sites', (data) =>
  data.sites.map((site): SiteOption => ({ id: site.id, name: site.name })),
);

/** The sites a super-admin may look at (100 at a time, by name), for "where the site's carriers ship". */
export function loadSiteOptions(api: ApiClient, signal?: AbortSignal): Promise<SiteOption[]> {
  return siteOptions.every(api, { orderBy: 'name', maxPages: 20 }, signal);
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
