import { catalogue as en } from '../../../i18n/mail-models/en_US.ts';
import { catalogue as fr } from '../../../i18n/mail-models/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The mail model screens' translate function: their own labels (`mailModels.…`, loaded with their chunk) and the main
 * catalogue's. */
export const useMailModelsT = areaCatalogue('mailModels', { fr_FR: fr, en_US: en });
export type MailModelsT = ReturnType<typeof useMailModelsT>;
