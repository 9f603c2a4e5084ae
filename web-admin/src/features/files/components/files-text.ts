import { catalogue as en } from '../../../i18n/files/en_US.ts';
import { catalogue as fr } from '../../../i18n/files/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The files screen's translate function: its own labels (`files.…`, loaded with its chunk) and the main
 * catalogue's. */
export const useFilesT = areaCatalogue('files', { fr_FR: fr, en_US: en });
