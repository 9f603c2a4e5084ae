import { catalogue as en } from '../../../i18n/discounts/en_US.ts';
import { catalogue as fr } from '../../../i18n/discounts/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The discount screen's translate function: its own labels (`discounts.…`, loaded with its chunk) and the main
 * catalogue's. */
export const useDiscountsT = areaCatalogue('discounts', { fr_FR: fr, en_US: en });
