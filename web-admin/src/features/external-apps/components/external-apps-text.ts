import { catalogue as en } from '../../../i18n/plugins/en_US.ts';
import { catalogue as fr } from '../../../i18n/plugins/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The catalogue screens' translate function: the plugins' labels (`plugins.externalApps.…`) and the main ones. */
export const useExternalAppsT = areaCatalogue('plugins', { fr_FR: fr, en_US: en });
