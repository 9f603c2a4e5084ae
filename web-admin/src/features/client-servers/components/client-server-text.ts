import { catalogue as en } from '../../../i18n/client-servers/en_US.ts';
import { catalogue as fr } from '../../../i18n/client-servers/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The client servers screen's translate function: its own labels (`clientServers.…`) and the main catalogue's. */
export const useClientServersT = areaCatalogue('clientServers', { fr_FR: fr, en_US: en });
