/** Les libellés de l’écran des paramètres par défaut (site 0, super-administration). */
export const catalogue = {
  title: 'Paramètres par défaut',
  intro: 'Les valeurs que prend un site qui n’a pas les siennes (le site 0). Un champ vidé reprend la valeur du thème.',
  loadFailed: 'Impossible de charger les paramètres par défaut',
  companyName: 'Nom de la société',
  save: 'Enregistrer les paramètres par défaut',
  saved: 'Paramètres par défaut enregistrés',
  nothingChanged: 'Rien à enregistrer',
};
