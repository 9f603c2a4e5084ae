import { catalogue as en } from '../../../i18n/catalogue-options/en_US.ts';
import { catalogue as fr } from '../../../i18n/catalogue-options/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The product templates screen's translate function: the catalogue options' labels and the main catalogue's. */
export const useProductTemplatesT = areaCatalogue('catalogueOptions', { fr_FR: fr, en_US: en });
