import { catalogue as en } from '../../../i18n/notifications/en_US.ts';
import { catalogue as fr } from '../../../i18n/notifications/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The notifications screen's translate function: its own labels (`notifications.…`, loaded with its chunk) and the
 * main catalogue's. */
export const useNotificationsT = areaCatalogue('notifications', { fr_FR: fr, en_US: en });
