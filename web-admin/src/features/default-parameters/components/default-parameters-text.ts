import { catalogue as en } from '../../../i18n/default-parameters/en_US.ts';
import { catalogue as fr } from '../../../i18n/default-parameters/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The default parameters screen's translate function: its own labels (`defaultParameters.…`) and the main ones. */
export const useDefaultParametersT = areaCatalogue('defaultParameters', { fr_FR: fr, en_US: en });
