/** Order returns (docs/orders.md "Returns"): the shopper's ask, the producer's actions, files and mails. */
export const returnMessages = {
  // The shopper's ask
  'return.linesRequired': {
    en_US: 'Choose at least one product to return',
    fr_FR: 'Choisissez au moins un produit à retourner',
  },
  'return.tooManyLines': { en_US: 'Too many lines', fr_FR: 'Trop de lignes' },
  'return.lineTwice': { en_US: 'This product is already in the return', fr_FR: 'Ce produit est déjà dans le retour' },
  'return.quantityInvalid': {
    en_US: 'The quantity must be a whole number over 0',
    fr_FR: 'La quantité doit être un nombre entier supérieur à 0',
  },
  'return.notInOrder': { en_US: 'This product is not in the order', fr_FR: 'Ce produit n’est pas dans la commande' },
  'return.tooMany': {
    en_US: 'You cannot return more units than you ordered (less what earlier returns took)',
    fr_FR: 'Vous ne pouvez pas retourner plus d’unités que commandé (moins ce que les retours précédents ont pris)',
  },
  'return.orderNotShipped': {
    en_US: 'A return can be asked once the order is shipped or delivered',
    fr_FR: 'Un retour peut être demandé une fois la commande expédiée ou livrée',
  },
  'return.alreadyOpen': {
    en_US: 'A return of this order is already in progress',
    fr_FR: 'Un retour de cette commande est déjà en cours',
  },
  'return.reasonRequired': { en_US: 'Choose a reason', fr_FR: 'Choisissez un motif' },
  'return.reasonUnknown': { en_US: 'Unknown reason', fr_FR: 'Motif inconnu' },
  'return.messageRequired': {
    en_US: 'Tell us why you return these products',
    fr_FR: 'Dites-nous pourquoi vous retournez ces produits',
  },
  'return.asked': { en_US: 'Your return request has been sent', fr_FR: 'Votre demande de retour a été envoyée' },
  'return.notFound': { en_US: 'Return not found', fr_FR: 'Retour introuvable' },
  // The producer's actions (shared/src/orders/returns.ts)
  'return.actionRequired': { en_US: 'You must choose an action', fr_FR: 'Vous devez choisir une action' },
  'return.closed': {
    en_US: 'This return is over: it cannot change any more',
    fr_FR: 'Ce retour est terminé : il ne peut plus changer',
  },
  'return.decided': {
    en_US: 'This return was already accepted or rejected: only marking it delivered is left',
    fr_FR: 'Ce retour a déjà été accepté ou refusé : il ne reste qu’à le marquer terminé',
  },
  'return.decideFirst': {
    en_US: 'Accept or reject the return before marking it delivered',
    fr_FR: 'Acceptez ou refusez le retour avant de le marquer terminé',
  },
  'return.nothingToSendBack': {
    en_US: 'The products never came back: there is nothing to send back to the shopper',
    fr_FR: 'Les produits ne sont jamais revenus : il n’y a rien à renvoyer au client',
  },
  'return.labelAlreadySent': { en_US: 'The label was already sent', fr_FR: 'L’étiquette a déjà été envoyée' },
  'return.alreadyReceived': { en_US: 'The products were already received', fr_FR: 'Les produits ont déjà été reçus' },
  'return.receiveFirst': {
    en_US: 'Mark the products received before accepting the return',
    fr_FR: 'Marquez les produits reçus avant d’accepter le retour',
  },
  'return.actionRefused': {
    en_US: 'This action is not possible in the return’s status',
    fr_FR: 'Cette action n’est pas possible dans le statut du retour',
  },
  'return.changedMeanwhile': {
    en_US: 'Someone else changed this return meanwhile: reload it and try again',
    fr_FR: 'Quelqu’un d’autre a modifié ce retour entre-temps : rechargez-le et réessayez',
  },
  'return.statusChanged': { en_US: 'Return status changed', fr_FR: 'Statut du retour modifié' },
  'return.refundRequired': { en_US: 'Type the amount refunded', fr_FR: 'Saisissez le montant remboursé' },
  'return.refundInvalid': {
    en_US: 'The amount must be over 0, with at most 2 decimals',
    fr_FR: 'Le montant doit être supérieur à 0, avec au plus 2 décimales',
  },
  'return.refundOverValue': {
    en_US: 'The refund cannot be more than the returned products’ value',
    fr_FR: 'Le remboursement ne peut pas dépasser la valeur des produits retournés',
  },
  'return.refundOverPaid': {
    en_US: 'The refund cannot be more than what was paid (less earlier refunds)',
    fr_FR: 'Le remboursement ne peut pas dépasser ce qui a été payé (moins les remboursements précédents)',
  },
  'return.refundOnlyPartial': {
    en_US: 'An amount goes with a partial acceptance only',
    fr_FR: 'Un montant ne va qu’avec une acceptation partielle',
  },
  // Files
  'return.labelRequired': { en_US: 'Attach the return label', fr_FR: 'Joignez l’étiquette de retour' },
  'return.fileInvalid': { en_US: 'Send the file as a file', fr_FR: 'Envoyez le fichier en tant que fichier' },
  'return.fileType': {
    en_US: 'The file must be a PDF, PNG or JPEG',
    fr_FR: 'Le fichier doit être un PDF, PNG ou JPEG',
  },
  'return.fileContent': {
    en_US: 'The file’s content is not what its name says',
    fr_FR: 'Le contenu du fichier ne correspond pas à son nom',
  },
  'return.fileEmpty': { en_US: 'The file is empty', fr_FR: 'Le fichier est vide' },
  'return.fileTooBig': {
    en_US: 'The file is too big, maximum 4 MB',
    fr_FR: 'Le fichier est trop volumineux, 4 Mo maximum',
  },
  'return.tooManyFiles': { en_US: 'A return keeps at most 20 files', fr_FR: 'Un retour garde au plus 20 fichiers' },
  'return.fileNotFound': { en_US: 'File not found', fr_FR: 'Fichier introuvable' },
  // Mails
  'return.unknownStatus': { en_US: 'Unknown return status', fr_FR: 'Statut de retour inconnu' },
  'return.mailSent': { en_US: 'Mail sent', fr_FR: 'Mail envoyé' },
} as const;
