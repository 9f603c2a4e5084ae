import { catalogue as en } from '../../../i18n/fonts/en_US.ts';
import { catalogue as fr } from '../../../i18n/fonts/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The font screens' translate function: their own labels (`fonts.…`) and the main catalogue's. */
export const useFontsT = areaCatalogue('fonts', { fr_FR: fr, en_US: en });
