import { catalogue as en } from '../../i18n/returns/en_US.ts';
import { catalogue as fr } from '../../i18n/returns/fr_FR.ts';
import { areaCatalogue } from '../../lib/i18n/area-catalogue.ts';

/**
 * The returns' translate function: their own labels (`returns.…`, loaded with the chunks that show
 * returns: `/order/back` and the order screen's returns section) and the main catalogue's.
 */
export const useReturnsT = areaCatalogue('returns', { fr_FR: fr, en_US: en });
export type ReturnsT = ReturnType<typeof useReturnsT>;
