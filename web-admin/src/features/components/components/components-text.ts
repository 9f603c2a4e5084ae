import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/components/en_US.ts';
import { catalogue as fr } from '../../../i18n/components/fr_FR.ts';

/** The super-admin component catalogue's translate function: its own catalogue (loaded with it) and the main one. */
export const useComponentsT = areaCatalogue('components', { fr_FR: fr, en_US: en });
