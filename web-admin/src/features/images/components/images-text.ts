import { catalogue as en } from '../../../i18n/images/en_US.ts';
import { catalogue as fr } from '../../../i18n/images/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The online images screen's translate function: its own labels (`images.…`) and the main catalogue's. */
export const useImagesT = areaCatalogue('images', { fr_FR: fr, en_US: en });
