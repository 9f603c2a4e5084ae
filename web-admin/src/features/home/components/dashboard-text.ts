import { catalogue as en } from '../../../i18n/dashboard/en_US.ts';
import { catalogue as fr } from '../../../i18n/dashboard/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The dashboard's translate function: its own labels (`dashboard.…`, with its chunk) and the main catalogue's. */
export const useDashboardT = areaCatalogue('dashboard', { fr_FR: fr, en_US: en });
