import { catalogue as en } from '../../../i18n/carriers/en_US.ts';
import { catalogue as fr } from '../../../i18n/carriers/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The carrier screens' translate function: their own labels (`carriers.…`, loaded with their chunk) and the main
 * catalogue's. */
export const useCarriersT = areaCatalogue('carriers', { fr_FR: fr, en_US: en });
