import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/pages/en_US.ts';
import { catalogue as fr } from '../../../i18n/pages/fr_FR.ts';

/** The pages screens' translate function (list, information form, library, component settings): their own catalogue
 * (loaded with them) and the main one. */
export const usePagesT = areaCatalogue('pages', { fr_FR: fr, en_US: en });
