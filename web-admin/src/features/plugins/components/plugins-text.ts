import { catalogue as en } from '../../../i18n/plugins/en_US.ts';
import { catalogue as fr } from '../../../i18n/plugins/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The plugins' screens' translate function: their own labels (`plugins.…`) and the main catalogue's. */
export const usePluginsT = areaCatalogue('plugins', { fr_FR: fr, en_US: en });
