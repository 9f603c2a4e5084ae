import { addCatalogues } from '../lib/i18n/translate.ts';
import { pagesEnUS } from './pages.en_US.ts';
import { pagesFrFR } from './pages.fr_FR.ts';

/** Imported by the page screens and the components they hold: their wording, added when their chunk loads. */
addCatalogues({ fr_FR: pagesFrFR, en_US: pagesEnUS });
