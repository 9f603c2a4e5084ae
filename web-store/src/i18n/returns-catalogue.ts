import { addCatalogues } from '../lib/i18n/translate.ts';
import { returnsEnUS } from './returns.en_US.ts';
import { returnsFrFR } from './returns.fr_FR.ts';

/** Imported by the order page: the wording of its returns and of the "Ask a return" dialog, added when its chunk loads.
 * */
addCatalogues({ fr_FR: returnsFrFR, en_US: returnsEnUS });
