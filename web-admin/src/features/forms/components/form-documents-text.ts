import { catalogue as en } from '../../../i18n/form-documents/en_US.ts';
import { catalogue as fr } from '../../../i18n/form-documents/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The form documents' translate function: their own labels (`formDocuments.…`) and the main catalogue's. */
export const useFormDocumentsT = areaCatalogue('formDocuments', { fr_FR: fr, en_US: en });
