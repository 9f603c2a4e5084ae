import { catalogue as en } from '../../../i18n/messages/en_US.ts';
import { catalogue as fr } from '../../../i18n/messages/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The message screens' translate function: their own labels (`messages.…`) and the main catalogue's. */
export const useMessagesT = areaCatalogue('messages', { fr_FR: fr, en_US: en });
