/** Services of a site (issue 17; spec 1 §5 "Service"). */
export const serviceMessages = {
  'service.titleRequired': { en_US: 'Title is required', fr_FR: 'Le titre est obligatoire' },
  'service.metaDescriptionRequired': {
    en_US: 'Meta description cannot be empty',
    fr_FR: 'La méta-description ne peut pas être vide',
  },
  'service.pricePositive': { en_US: 'Price must be a positive value', fr_FR: 'Le prix doit être une valeur positive' },
  'service.tagRequired': { en_US: 'A tag is required', fr_FR: 'Un tag est obligatoire' },
  'service.imageRequired': { en_US: 'An image is required', fr_FR: 'Une image est obligatoire' },
  'service.tooManyImages': {
    en_US: 'A service has 10 images at most',
    fr_FR: 'Un service a au plus 10 images',
  },
  'service.notFound': { en_US: 'Service not found', fr_FR: 'Service introuvable' },
  'service.created': { en_US: 'Service created', fr_FR: 'Service créé' },
  'service.updated': { en_US: 'Service updated', fr_FR: 'Service modifié' },
  'service.deleted': { en_US: 'Service deleted', fr_FR: 'Service supprimé' },
  'service.moved': { en_US: 'Order saved', fr_FR: 'Ordre enregistré' },
  'service.changed': {
    en_US: 'This service was changed meanwhile: reload it',
    fr_FR: 'Ce service a été modifié entre-temps : rechargez-le',
  },
} as const;
