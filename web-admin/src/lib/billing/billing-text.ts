import { catalogue as en } from '../../i18n/billing/en_US.ts';
import { catalogue as fr } from '../../i18n/billing/fr_FR.ts';
import { areaCatalogue } from '../i18n/area-catalogue.ts';

/** The subscription and billing screens' translate function (`billing.…`, loaded with their chunks). */
export const useBillingT = areaCatalogue('billing', { fr_FR: fr, en_US: en });
