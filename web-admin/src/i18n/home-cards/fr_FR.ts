/**
 * The home card screens' labels in French (`/home-cards`, `/home-cards/add`, `/home-cards/update/{id}`): loaded with
 * their chunk, registered under `homeCards` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Cartes d’accueil',
  add: 'Ajouter une carte',
  addTitle: 'Nouvelle carte d’accueil',
  editTitle: 'Modifier la carte d’accueil',
  titleField: 'Titre',
  description: 'Description',
  order: 'Ordre',
  orderHelp: 'Les cartes s’affichent sur l’accueil de la plus petite valeur à la plus grande.',
  images: 'Images',
  image: 'Image',
  created: 'Carte d’accueil créée',
  updated: 'Carte d’accueil modifiée',
  notFound: 'Cette carte d’accueil n’existe pas.',
};
