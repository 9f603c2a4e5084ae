/**
 * Shipping rules (spec 1 §5 Box, Carrier, partner, tranches and prices, Carrier rule, Address and
 * schedule; exact English wording) and answers, by area. Each area keeps its keys in its own block.
 */
export const shippingMessages = {
  // Boxes
  // Carriers, rules, tranches and prices
  // Partners (Vignoble Export, Mondial Relay, Chronopost)
  // Countries and cities
  // Addresses, address types and schedules
  // Shipping fees (spec 1 §8)
  'shipping.noCarrier': { en_US: 'No carrier found', fr_FR: 'Aucun transporteur trouvé' },
  'shipping.productNotFitting': { en_US: 'This product is not fitting any box', fr_FR: 'Ce produit ne rentre dans aucun carton' },
  'shipping.noPackaging': { en_US: 'No optimized packaging found', fr_FR: 'Aucun emballage optimisé trouvé' },
  'shipping.noAccessPoint': { en_US: 'You cannot ship this order in an access point', fr_FR: 'Cette commande ne peut pas être livrée en point relais' },
} as const;
