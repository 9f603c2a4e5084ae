/**
 * The nomenclature screen's labels in French (`/superAdmin/nomenclature`) beyond the main catalogue's `nomenclature.…`:
 * registered under `nomenclatureTexts` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  translationsTitle: 'Noms dans les autres langues',
  translationsHelp:
    'Le nom est écrit dans la langue par défaut ; ses traductions se modifient dans les traductions globales, qui disent si elles sont à jour.',
  noTranslation: 'Pas encore traduit',
  openTranslations: 'Ouvrir les traductions des noms',
  translationColumn: 'Nom en {lang}',
};
