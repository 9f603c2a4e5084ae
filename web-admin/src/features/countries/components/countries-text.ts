import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/countries/en_US.ts';
import { catalogue as fr } from '../../../i18n/countries/fr_FR.ts';

/** The countries screen's translate function: its own catalogue (loaded with it) and the main one. */
export const useCountriesT = areaCatalogue('countries', { fr_FR: fr, en_US: en });
