import { addCatalogues } from '../lib/i18n/translate.ts';
import { blogEnUS } from './blog.en_US.ts';
import { blogFrFR } from './blog.fr_FR.ts';

/** Imported by the blog screens: their wording, added when their chunk loads. */
addCatalogues({ fr_FR: blogFrFR, en_US: blogEnUS });
