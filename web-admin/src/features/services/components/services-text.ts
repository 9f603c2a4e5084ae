import { catalogue as en } from '../../../i18n/services/en_US.ts';
import { catalogue as fr } from '../../../i18n/services/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The service screens' translate function: their own labels (`services.…`) and the main catalogue's. */
export const useServicesT = areaCatalogue('services', { fr_FR: fr, en_US: en });
