/**
 * The call-to-action buttons section of `/settings` in French: loaded with its chunk, registered under `ctaButtons`
 * (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  notTranslated: 'Pas encore traduit',
  editTranslation: 'Modifier dans les traductions',
  title: 'Boutons d’appel à l’action',
  help: 'Affichés dans l’en-tête du site. Une adresse est un chemin du site (/services) ou commence par https://.',
  primary: 'Bouton principal',
  secondary: 'Bouton secondaire',
  labelFr: 'Libellé (français)',
  labelEn: 'Libellé (anglais, sinon le français)',
  url: 'Adresse',
  valid: 'Afficher ce bouton',
  saved: 'Boutons enregistrés',
  loadError: 'Les boutons n’ont pas pu être chargés.',
};
