import { catalogue as en } from '../../../i18n/behaviours/en_US.ts';
import { catalogue as fr } from '../../../i18n/behaviours/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The popup screens' translate function: the `behaviours` labels (with their chunk) and the main ones. */
export const usePopupsT = areaCatalogue('behaviours', { fr_FR: fr, en_US: en });
