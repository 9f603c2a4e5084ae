/**
 * Home cards (issue 17; spec 1 §5 "Home card"). The title, description, image and alt messages are the ones the
 * news, services and products already have (the same text: `news.titleRequired`, `service.imageRequired`…).
 */
export const homeCardMessages = {
  'homeCard.orderRequired': { en_US: 'Order cannot be empty', fr_FR: 'L’ordre ne peut pas être vide' },
  'homeCard.tooManyImages': {
    en_US: 'A home card has 10 images at most',
    fr_FR: 'Une carte d’accueil a au plus 10 images',
  },
  'homeCard.notFound': { en_US: 'Home card not found', fr_FR: 'Carte d’accueil introuvable' },
  'homeCard.created': { en_US: 'Home card created', fr_FR: 'Carte d’accueil créée' },
  'homeCard.updated': { en_US: 'Home card updated', fr_FR: 'Carte d’accueil modifiée' },
  'homeCard.deleted': { en_US: 'Home card deleted', fr_FR: 'Carte d’accueil supprimée' },
  'homeCard.changed': {
    en_US: 'This home card was changed meanwhile: reload it',
    fr_FR: 'Cette carte d’accueil a été modifiée entre-temps : rechargez-la',
  },
} as const;
