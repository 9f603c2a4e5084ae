import { catalogue as en } from '../../../i18n/home-cards/en_US.ts';
import { catalogue as fr } from '../../../i18n/home-cards/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The home card screens' translate function: their own labels (`homeCards.…`) and the main catalogue's. */
export const useHomeCardsT = areaCatalogue('homeCards', { fr_FR: fr, en_US: en });
