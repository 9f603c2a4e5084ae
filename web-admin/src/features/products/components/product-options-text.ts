import { catalogue as en } from '../../../i18n/catalogue-options/en_US.ts';
import { catalogue as fr } from '../../../i18n/catalogue-options/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The product screen's catalogue options (customization links, decreasing discounts, vintage variations). */
export const useProductOptionsT = areaCatalogue('catalogueOptions', { fr_FR: fr, en_US: en });
