/**
 * The album screens' labels in French (`/album`, `/album/{id}`): loaded with their chunk, registered under `albums`
 * (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Galeries / albums',
  add: 'Nouvel album',
  addTitle: 'Nouvel album',
  create: 'Créer l’album',
  titleField: 'Titre',
  description: 'Description',
  cover: 'Couverture',
  coverHelp: 'L’image montrée dans la liste et en tête de la galerie',
  coverNone: 'Ajoutez des images pour choisir une couverture',
  coverOption: 'Image {{n}} — {{alt}}',
  imageCount: 'Images',
  images: 'Images de l’album',
  editTitle: 'Album « {{title}} »',
  back: 'Retour aux albums',
  saved: 'Album enregistré',
  created: 'Album créé',
  empty: 'Aucun album pour l’instant',
  loadFailed: 'Les albums n’ont pas pu être chargés',
  storefrontLink: 'Voir la galerie sur le site',
};
