import { catalogue as en } from '../../../i18n/nomenclature-texts/en_US.ts';
import { catalogue as fr } from '../../../i18n/nomenclature-texts/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The nomenclature screen's own labels (`nomenclatureTexts.…`) and the main catalogue's. */
export const useNomenclatureT = areaCatalogue('nomenclatureTexts', { fr_FR: fr, en_US: en });
