import { catalogue as en } from '../../../i18n/google-business/en_US.ts';
import { catalogue as fr } from '../../../i18n/google-business/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The Google business screen's translate function: its own labels (`googleBusiness.…`) and the main catalogue's. */
export const useGoogleBusinessT = areaCatalogue('googleBusiness', { fr_FR: fr, en_US: en });
