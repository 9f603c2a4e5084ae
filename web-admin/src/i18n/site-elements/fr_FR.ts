/** Les libellés des éléments d’un site (super-administration, page d’un site). */
export const catalogue = {
  title: 'Éléments du site',
  intro: 'Les réseaux où les contenus de chaque élément sont partagés, et sa configuration JSON.',
  loadFailed: 'Impossible de charger les éléments du site',
  none: 'Ce site n’a pas d’élément',
  items: '{{count}} contenus',
  networks: 'Partagé sur',
  networkNames: { FACEBOOK: 'Facebook', LINKEDIN: 'LinkedIn', GOOGLE_BUSINESS: 'Google Business' },
  saveNetworks: 'Enregistrer le partage',
  config: 'Configuration JSON',
  configHint: 'Un objet JSON, ou vide',
  saveConfig: 'Enregistrer la configuration',
  socialSaved: 'Partage enregistré',
  configSaved: 'Configuration enregistrée',
};
