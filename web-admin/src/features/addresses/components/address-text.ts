import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/addresses/en_US.ts';
import { catalogue as fr } from '../../../i18n/addresses/fr_FR.ts';

/** The addresses screens' translate function: their own catalogue (loaded with them) and the main one. */
export const useAddressesT = areaCatalogue('addresses', { fr_FR: fr, en_US: en });
export type AddressesTranslate = ReturnType<typeof useAddressesT>;
