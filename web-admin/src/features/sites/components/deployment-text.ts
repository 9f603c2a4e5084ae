import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/deployment/en_US.ts';
import { catalogue as fr } from '../../../i18n/deployment/fr_FR.ts';

/** The deployment screens' translate function: their own catalogue (loaded with the sites' screens), the main one. */
export const useDeploymentT = areaCatalogue('deployment', { fr_FR: fr, en_US: en });
