import { catalogue as en } from '../../../i18n/help-messages/en_US.ts';
import { catalogue as fr } from '../../../i18n/help-messages/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The help messages screen's translate function: its own labels (`helpMessages.…`) and the main catalogue's. */
export const useHelpMessagesT = areaCatalogue('helpMessages', { fr_FR: fr, en_US: en });
