import { addCatalogues } from '../lib/i18n/translate.ts';
import { formsEnUS } from './forms.en_US.ts';
import { formsFrFR } from './forms.fr_FR.ts';

/** Imported by the form renderer: its wording, added when its chunk loads. */
addCatalogues({ fr_FR: formsFrFR, en_US: formsEnUS });
