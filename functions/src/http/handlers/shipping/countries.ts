import { countryService } from '../../../services/shipping/country-service.ts';
import type { ShippingHandlers } from './part.ts';

/** Countries with their states, and cities (search and import). */
export const countriesHandlers = {
  citiesInCountry: async ({ params }) => ({ data: await countryService.searchCities(params.idCountry, params.search) }),
  cities: async ({ params }) => ({ data: await countryService.searchFrenchCities(params.text) }),
  countries: async ({ lang }) => ({ data: await countryService.list(lang) }),
  adminCountries: async ({ site, lang }) => ({ data: await countryService.adminList(site, lang) }),
  adminCountriesActivated: async ({ site, lang }) => ({ data: await countryService.activated(site, lang) }),
  adminCountryStates: async ({ params }) => ({ data: await countryService.states(params.id) }),
  adminCitiesParse: async ({ params, body, lang }) => ({
    message: 'city.fileParsed',
    data: await countryService.parseFile(params.id, body.file, lang),
  }),
  adminCitiesInsert: async ({ params, body }) => {
    const result = await countryService.insertFile(params.id, body.filename);
    return { message: result.done ? 'city.fileInserted' : 'city.fileInsertGoOn', data: result };
  },
} satisfies ShippingHandlers;
