import { notImplemented } from '../../types.ts';
import type { ShippingHandlers } from './part.ts';

/** Countries with their states, and cities (search and import). */
export const countriesHandlers = {
  citiesInCountry: notImplemented,
  cities: notImplemented,
  countries: notImplemented,
  adminCountries: notImplemented,
  adminCountriesActivated: notImplemented,
  adminCountryStates: notImplemented,
  adminCitiesParse: notImplemented,
  adminCitiesInsert: notImplemented,
} satisfies ShippingHandlers;
