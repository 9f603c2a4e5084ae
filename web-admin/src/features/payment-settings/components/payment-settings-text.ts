import { catalogue as en } from '../../../i18n/payment-settings/en_US.ts';
import { catalogue as fr } from '../../../i18n/payment-settings/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** `/settings/setup`'s translate function: its own labels (`paymentSettings.…`) and the main catalogue's. */
export const usePaymentSettingsT = areaCatalogue('paymentSettings', { fr_FR: fr, en_US: en });
