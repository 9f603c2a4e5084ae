/**
 * The service screens' labels in French (`/services`, `/services/add`, `/services/update/{id}`): loaded with their
 * chunk, registered under `services` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Services',
  add: 'Ajouter un service',
  addTitle: 'Nouveau service',
  editTitle: 'Modifier le service',
  titleField: 'Titre',
  metaDescription: 'Méta-description',
  price: 'Prix (€)',
  priceHelp: '-1 : prix sur demande',
  onRequest: 'Sur demande',
  tags: 'Tags',
  tagsPlaceholder: 'Saisir un tag puis Entrée',
  images: 'Images',
  image: 'Image',
  valid: 'Visible sur le site',
  created: 'Service créé',
  updated: 'Service modifié',
  reorderHelp: 'Faites glisser les lignes pour choisir l’ordre des services sur le site.',
};
