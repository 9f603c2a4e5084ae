import { catalogue as en } from '../../../i18n/translation-jobs/en_US.ts';
import { catalogue as fr } from '../../../i18n/translation-jobs/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The translation jobs' translate function: their own labels (`translationJobs.…`) and the main catalogue's. */
export const useTranslationJobsT = areaCatalogue('translationJobs', { fr_FR: fr, en_US: en });
