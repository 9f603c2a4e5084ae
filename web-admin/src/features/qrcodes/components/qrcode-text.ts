import { catalogue as en } from '../../../i18n/qrcodes/en_US.ts';
import { catalogue as fr } from '../../../i18n/qrcodes/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The QR code screens' translate function: their own labels (`qrcodes.…`) and the main catalogue's. */
export const useQrcodesT = areaCatalogue('qrcodes', { fr_FR: fr, en_US: en });
