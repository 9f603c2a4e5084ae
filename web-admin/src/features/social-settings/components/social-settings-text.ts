import { catalogue as en } from '../../../i18n/social-settings/en_US.ts';
import { catalogue as fr } from '../../../i18n/social-settings/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The social networks screen's translate function: its own labels (`socialSettings.…`) and the main catalogue's. */
export const useSocialSettingsT = areaCatalogue('socialSettings', { fr_FR: fr, en_US: en });
