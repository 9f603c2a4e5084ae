import { catalogue as en } from '../../../i18n/conditions/en_US.ts';
import { catalogue as fr } from '../../../i18n/conditions/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The conditions screens' translate function: their own labels (`conditions.…`, loaded with their chunk) and the main
 * catalogue's. */
export const useConditionsT = areaCatalogue('conditions', { fr_FR: fr, en_US: en });
