import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/calendars/en_US.ts';
import { catalogue as fr } from '../../../i18n/calendars/fr_FR.ts';

/** The calendars screen's translate function: its own catalogue (loaded with it) and the main one. */
export const useCalendarsT = areaCatalogue('calendars', { fr_FR: fr, en_US: en });
