import { catalogue as en } from '../../../i18n/information/en_US.ts';
import { catalogue as fr } from '../../../i18n/information/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The `/information` screen's translate function: its own labels (`information.…`) and the main catalogue's. */
export const useInformationT = areaCatalogue('information', { fr_FR: fr, en_US: en });
