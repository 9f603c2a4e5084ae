import { catalogue as en } from '../../../i18n/blog/en_US.ts';
import { catalogue as fr } from '../../../i18n/blog/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The blog screens' translate function: their own labels (`blog.…`) and the main catalogue's. */
export const useBlogT = areaCatalogue('blog', { fr_FR: fr, en_US: en });
