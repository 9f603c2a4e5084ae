import { catalogue as en } from '../../../i18n/functionalities/en_US.ts';
import { catalogue as fr } from '../../../i18n/functionalities/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The functionalities screens' translate function: their own labels (`functionalities.…`) and the main catalogue's. */
export const useFunctionalitiesT = areaCatalogue('functionalities', { fr_FR: fr, en_US: en });
