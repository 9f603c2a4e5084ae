import { catalogue as en } from '../../../i18n/forms/en_US.ts';
import { catalogue as fr } from '../../../i18n/forms/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The form screens' translate function: their own labels (`forms.…`) and the main catalogue's. */
export const useFormsT = areaCatalogue('forms', { fr_FR: fr, en_US: en });
