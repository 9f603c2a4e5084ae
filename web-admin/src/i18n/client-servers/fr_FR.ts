/** Les libellés de l’écran des serveurs clients (super-administration). */
export const catalogue = {
  title: 'Serveurs clients',
  intro: 'Les serveurs où tournent les sites des clients : leur IP, leurs places et leur adresse de supervision.',
  add: 'Ajouter un serveur',
  addTitle: 'Nouveau serveur',
  editTitle: 'Modifier le serveur',
  ip: 'IP',
  seats: 'Places',
  monitoringUrl: 'Adresse de supervision',
  monitoringHint: 'Facultative : https://…',
  open: 'Ouvrir',
  created: 'Serveur ajouté',
  updated: 'Serveur modifié',
};
