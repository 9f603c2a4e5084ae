/**
 * The producer's side of orders (docs/orders.md): statuses and their moves, payments and refunds,
 * the order's mails. The shopper's side is in checkout.ts.
 */
export const orderMessages = {
  // Statuses (shared/src/orders/status-flow.ts)
  'order.statusRequired': { en_US: 'You must choose a status', fr_FR: 'Vous devez choisir un statut' },
  'order.sameStatus': { en_US: 'The order already has this status', fr_FR: 'La commande a déjà ce statut' },
  'order.statusFinal': {
    en_US: 'A delivered or canceled order cannot change status any more',
    fr_FR: 'Une commande livrée ou annulée ne peut plus changer de statut',
  },
  'order.transitionRefused': {
    en_US: 'The order cannot move to this status from its current one',
    fr_FR: 'La commande ne peut pas passer à ce statut depuis son statut actuel',
  },
  'order.collectNotShipped': {
    en_US: 'A click-and-collect order is not shipped: mark it delivered once collected',
    fr_FR: 'Une commande à retirer sur place n’est pas expédiée : marquez-la livrée une fois retirée',
  },
  'order.shipBeforeDelivered': {
    en_US: 'Ship the order before marking it delivered',
    fr_FR: 'Expédiez la commande avant de la marquer livrée',
  },
  'order.cancelShipmentFirst': {
    en_US: 'Cancel the shipment at the carrier first',
    fr_FR: 'Annulez d’abord l’expédition auprès du transporteur',
  },
  'order.changedMeanwhile': {
    en_US: 'Someone else changed this order meanwhile: reload it and try again',
    fr_FR: 'Quelqu’un d’autre a modifié cette commande entre-temps : rechargez-la et réessayez',
  },
  'order.statusChanged': { en_US: 'Status changed', fr_FR: 'Statut modifié' },
  'order.trackingOnlyWhenShipped': {
    en_US: 'A tracking number goes with the Shipped status only',
    fr_FR: 'Un numéro de suivi ne va qu’avec le statut Expédiée',
  },
  // Payments and refunds
  'orderPayment.amountRequired': { en_US: 'Amount is required', fr_FR: 'Le montant est obligatoire' },
  'orderPayment.amountInvalid': {
    en_US: 'The amount must be over 0, with at most 2 decimals',
    fr_FR: 'Le montant doit être supérieur à 0, avec au plus 2 décimales',
  },
  'orderPayment.amountTooLarge': {
    en_US: 'An amount cannot be over €1,000,000',
    fr_FR: 'Un montant ne peut pas dépasser 1 000 000 €',
  },
  'orderPayment.dateRequired': { en_US: 'Date is required', fr_FR: 'La date est obligatoire' },
  'orderPayment.dateInvalid': { en_US: 'Invalid date', fr_FR: 'Date invalide' },
  'orderPayment.dateInFuture': {
    en_US: 'The date cannot be in the future',
    fr_FR: 'La date ne peut pas être dans le futur',
  },
  'orderPayment.methodRequired': {
    en_US: 'You must choose a payment method',
    fr_FR: 'Vous devez choisir un moyen de paiement',
  },
  'orderPayment.notFound': { en_US: 'Payment not found', fr_FR: 'Paiement introuvable' },
  'orderPayment.cardReadOnly': {
    en_US: 'A card payment comes from the payment provider and cannot be changed here',
    fr_FR: 'Un paiement par carte vient du prestataire de paiement et ne peut pas être modifié ici',
  },
  'orderPayment.returnReadOnly': {
    en_US: 'The refund of an accepted return is kept with the return and cannot be changed here',
    fr_FR: 'Le remboursement d’un retour accepté est lié au retour et ne peut pas être modifié ici',
  },
  'orderPayment.orderCanceled': {
    en_US: 'A canceled order takes refunds only',
    fr_FR: 'Une commande annulée n’accepte que des remboursements',
  },
  'orderPayment.refundTooLarge': {
    en_US: 'A refund cannot be more than what was paid',
    fr_FR: 'Un remboursement ne peut pas dépasser ce qui a été payé',
  },
  'orderPayment.added': { en_US: 'Payment recorded', fr_FR: 'Paiement enregistré' },
  'orderPayment.refundAdded': { en_US: 'Refund recorded', fr_FR: 'Remboursement enregistré' },
  'orderPayment.changed': { en_US: 'Payment changed', fr_FR: 'Paiement modifié' },
  'orderPayment.deleted': { en_US: 'Payment deleted', fr_FR: 'Paiement supprimé' },
  // Mails
  'orderMail.sent': { en_US: 'Mail sent', fr_FR: 'Mail envoyé' },
  'orderMail.failed': {
    en_US: 'The mail could not be sent: it is marked failed in the history',
    fr_FR: 'Le mail n’a pas pu être envoyé : il est marqué en échec dans l’historique',
  },
  'orderMail.unknownStatus': { en_US: 'Unknown status', fr_FR: 'Statut inconnu' },
} as const;
