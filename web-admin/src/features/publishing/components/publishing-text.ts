import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/publishing/en_US.ts';
import { catalogue as fr } from '../../../i18n/publishing/fr_FR.ts';

/** The publishing screen's translate function: its own catalogue (loaded with it) and the main one. */
export const usePublishingT = areaCatalogue('publishing', { fr_FR: fr, en_US: en });
export type PublishingT = ReturnType<typeof usePublishingT>;
