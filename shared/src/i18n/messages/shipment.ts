/**
 * Shipping an order from the producer's order screen (docs/orders.md "Shipping an order"). The
 * spec's own messages ("You cannot ship this order in an access point", "No optimized packaging
 * found", "This product is not fitting any box", "No carrier found") are kept where they were
 * first written (checkout and shipping messages) and reused.
 */
export const shipmentMessages = {
  'shipment.notProcessing': {
    en_US: 'The order must be prepared first: move it to Processing before shipping it',
    fr_FR: 'La commande doit d’abord être préparée : passez-la en préparation avant de l’expédier',
  },
  'shipment.collectNotShipped': {
    en_US: 'A click-and-collect order is collected, not shipped',
    fr_FR: 'Une commande à retirer sur place est retirée, pas expédiée',
  },
  'shipment.relayCarrierNeedsAccessPoint': {
    en_US: 'This carrier delivers to pickup points: the order has none',
    fr_FR: 'Ce transporteur livre en point relais : la commande n’en a pas',
  },
  'shipment.trackingRequired': {
    en_US: 'Type the tracking number the carrier gave',
    fr_FR: 'Saisissez le numéro de suivi donné par le transporteur',
  },
  'shipment.trackingFromPartner': {
    en_US: 'This carrier gives the tracking number itself',
    fr_FR: 'Ce transporteur donne lui-même le numéro de suivi',
  },
  'shipment.invalidTrackingUrl': {
    en_US: 'The tracking link must be a web address (https://…)',
    fr_FR: 'Le lien de suivi doit être une adresse web (https://…)',
  },
  'shipment.boxesRequired': {
    en_US: 'You must choose at least one box',
    fr_FR: 'Vous devez choisir au moins un carton',
  },
  'shipment.boxStockShort': { en_US: 'Not enough of this box in stock', fr_FR: 'Pas assez de ce carton en stock' },
  'shipment.productGone': {
    en_US: 'A product of this order no longer exists: its weight is unknown',
    fr_FR: 'Un produit de cette commande n’existe plus : son poids est inconnu',
  },
  'shipment.partnerNotActivated': {
    en_US: 'This carrier’s partner is not activated for this site',
    fr_FR: 'Le partenaire de ce transporteur n’est pas activé pour ce site',
  },
  'shipment.chronopostAccountMissing': {
    en_US: 'The Chronopost account of this site is not set',
    fr_FR: 'Le compte Chronopost de ce site n’est pas renseigné',
  },
  'shipment.partnerRefused': {
    en_US: 'The carrier refused the shipment: check the addresses, the parcels and the account',
    fr_FR: 'Le transporteur a refusé l’expédition : vérifiez les adresses, les colis et le compte',
  },
  'shipment.partnerUnavailable': {
    en_US: 'The carrier cannot be reached right now, please try again later',
    fr_FR: 'Le transporteur est injoignable pour le moment, veuillez réessayer plus tard',
  },
  'shipment.none': { en_US: 'This order has not been shipped', fr_FR: 'Cette commande n’a pas été expédiée' },
  'shipment.noLabel': {
    en_US: 'This shipment has no label: the carrier’s tracking number was typed',
    fr_FR: 'Cette expédition n’a pas d’étiquette : le numéro de suivi a été saisi',
  },
  'shipment.alreadyCanceled': {
    en_US: 'This shipment is already canceled',
    fr_FR: 'Cette expédition est déjà annulée',
  },
  'shipment.notMondialRelay': {
    en_US: 'This shipment is not a Mondial Relay one',
    fr_FR: 'Cette expédition n’est pas une expédition Mondial Relay',
  },
  'shipment.shipped': { en_US: 'Order shipped', fr_FR: 'Commande expédiée' },
  'shipment.canceled': {
    en_US: 'Shipment canceled: the order is back in Processing',
    fr_FR: 'Expédition annulée : la commande est de nouveau en préparation',
  },
} as const;
