import { catalogue as en } from '../../../i18n/site-elements/en_US.ts';
import { catalogue as fr } from '../../../i18n/site-elements/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** A site's elements' translate function: their own labels (`siteElements.…`) and the main catalogue's. */
export const useSiteElementsT = areaCatalogue('siteElements', { fr_FR: fr, en_US: en });
