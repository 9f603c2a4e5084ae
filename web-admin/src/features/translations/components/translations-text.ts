import { catalogue as en } from '../../../i18n/translations/en_US.ts';
import { catalogue as fr } from '../../../i18n/translations/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The translation screens' translate function: their own labels (`translations.…`) and the main catalogue's. */
export const useTranslationsT = areaCatalogue('translations', { fr_FR: fr, en_US: en });

export type TranslationsT = ReturnType<typeof useTranslationsT>;
