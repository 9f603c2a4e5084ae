import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The nomenclature screen's labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  translationsTitle: 'Names in other languages',
  translationsHelp:
    'The name is written in the default language; its translations are edited in the global translations, which say whether they are up to date.',
  noTranslation: 'Not translated yet',
  openTranslations: 'Open the names’ translations',
  translationColumn: 'Name in {lang}',
};
