/** Albums (issue 17): the rules' and the answers' messages (alt texts use `product.altRequired`). */
export const albumMessages = {
  'album.titleRequired': { en_US: 'Title is required', fr_FR: 'Le titre est obligatoire' },
  'album.imagesRequired': { en_US: 'Choose at least one image', fr_FR: 'Choisissez au moins une image' },
  'album.tooManyPerUpload': {
    en_US: 'You can send at most 10 images at once',
    fr_FR: 'Vous pouvez envoyer 10 images au plus à la fois',
  },
  'album.tooManyImages': {
    en_US: 'An album holds at most 200 images',
    fr_FR: 'Un album contient 200 images au plus',
  },
  'album.imageNotInAlbum': {
    en_US: 'This image is not in the album',
    fr_FR: 'Cette image n’est pas dans l’album',
  },
  'album.orderIncomplete': {
    en_US: 'The order must name every image of the album once',
    fr_FR: 'L’ordre doit citer chaque image de l’album une fois',
  },
  'album.notFound': { en_US: 'Album not found', fr_FR: 'Album introuvable' },
  'album.created': { en_US: 'Album created', fr_FR: 'Album créé' },
  'album.updated': { en_US: 'Album updated', fr_FR: 'Album modifié' },
  'album.deleted': { en_US: 'Album deleted', fr_FR: 'Album supprimé' },
  'album.imagesAdded': { en_US: 'Images added', fr_FR: 'Images ajoutées' },
  'album.coverSaved': { en_US: 'Cover saved', fr_FR: 'Couverture enregistrée' },
  'album.orderSaved': { en_US: 'Order saved', fr_FR: 'Ordre enregistré' },
  'album.changed': {
    en_US: 'This album was changed meanwhile: reload it',
    fr_FR: 'Cet album a été modifié entre-temps : rechargez-le',
  },
} as const;
