import { catalogue as en } from '../../../i18n/elements/en_US.ts';
import { catalogue as fr } from '../../../i18n/elements/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The element screens' translate function: their own labels (`elements.…`) and the main catalogue's. */
export const useElementsT = areaCatalogue('elements', { fr_FR: fr, en_US: en });
