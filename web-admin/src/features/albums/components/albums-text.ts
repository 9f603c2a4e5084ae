import { catalogue as en } from '../../../i18n/albums/en_US.ts';
import { catalogue as fr } from '../../../i18n/albums/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The album screens' translate function: their own labels (`albums.…`, loaded with their chunk) and the main ones. */
export const useAlbumsT = areaCatalogue('albums', { fr_FR: fr, en_US: en });
