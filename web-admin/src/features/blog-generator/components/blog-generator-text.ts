import { catalogue as en } from '../../../i18n/blog-generator/en_US.ts';
import { catalogue as fr } from '../../../i18n/blog-generator/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The article generator screens' translate function: their own labels (`blogGenerator.…`) and the main catalogue's. */
export const useBlogGeneratorT = areaCatalogue('blogGenerator', { fr_FR: fr, en_US: en });
