/**
 * Checkout (spec 1 §5 "Discount", exact English wording; spec 2 §4–§5) and customers' messages, by
 * area. Each area keeps its keys in its own block.
 */
export const checkoutMessages = {
  // Discounts
  'discount.labelRequired': { en_US: 'Label cannot be empty', fr_FR: 'Le libellé ne peut pas être vide' },
  'discount.codeRequired': { en_US: 'Code cannot be empty', fr_FR: 'Le code ne peut pas être vide' },
  'discount.codeInvalid': {
    en_US: 'A code has 3 to 40 letters, digits, - or _',
    fr_FR: 'Un code compte 3 à 40 lettres, chiffres, - ou _',
  },
  'discount.typeRequired': { en_US: 'You must choose a type', fr_FR: 'Vous devez choisir un type' },
  'discount.destinationTypeRequired': {
    en_US: 'You must choose a destination type',
    fr_FR: 'Vous devez choisir un type de destination',
  },
  'discount.detailTypeRequired': {
    en_US: 'You must choose on what the discount will be applied',
    fr_FR: 'Vous devez choisir sur quoi la réduction s’applique',
  },
  'discount.automaticOnProducts': {
    en_US: 'An automatic discount applies to the products only',
    fr_FR: 'Une réduction automatique s’applique aux produits uniquement',
  },
  'discount.amountInvalid': { en_US: 'Discount must be positive', fr_FR: 'La réduction doit être positive' },
  'discount.percentTooHigh': {
    en_US: 'Discount cannot be more than 100%',
    fr_FR: 'La réduction ne peut pas dépasser 100 %',
  },
  'discount.totalNegative': { en_US: 'Total must be positive', fr_FR: 'Le total doit être positif' },
  'discount.usersRequired': {
    en_US: 'You must add at least one user',
    fr_FR: 'Vous devez ajouter au moins un utilisateur',
  },
  'discount.unitsInvalid': {
    en_US: 'The number of unit must be greater than 0',
    fr_FR: 'Le nombre d’unités doit être supérieur à 0',
  },
  'discount.productsRequired': {
    en_US: 'You must add at least one product',
    fr_FR: 'Vous devez ajouter au moins un produit',
  },
  'discount.endBeforeStart': {
    en_US: 'End on cannot be before start on',
    fr_FR: 'La date de fin ne peut pas être antérieure à la date de début',
  },
  'discount.invalidDate': { en_US: 'Invalid date', fr_FR: 'Date invalide' },
  'discount.codeTaken': {
    en_US: 'Another discount already has this code',
    fr_FR: 'Une autre réduction a déjà ce code',
  },
  'discount.unknownProduct': { en_US: 'Unknown product', fr_FR: 'Produit inconnu' },
  'discount.productInDiscount': {
    en_US: 'This product is in a discount: take it out of the discount first',
    fr_FR: 'Ce produit fait partie d’une réduction : retirez-le d’abord de la réduction',
  },
  'discount.notFound': { en_US: 'Discount not found', fr_FR: 'Réduction introuvable' },
  'discount.created': { en_US: 'Discount created', fr_FR: 'Réduction créée' },
  'discount.updated': { en_US: 'Discount saved', fr_FR: 'Réduction enregistrée' },
  'discount.deleted': { en_US: 'Discount deleted', fr_FR: 'Réduction supprimée' },
  'discount.unknownCode': { en_US: 'This discount code does not exist', fr_FR: 'Ce code de réduction n’existe pas' },
  'discount.notStarted': {
    en_US: 'This discount code is not valid yet',
    fr_FR: 'Ce code de réduction n’est pas encore valable',
  },
  'discount.expired': { en_US: 'This discount code has expired', fr_FR: 'Ce code de réduction a expiré' },
  'discount.usedUp': {
    en_US: 'This discount code has already been used as many times as it allows',
    fr_FR: 'Ce code de réduction a déjà été utilisé autant de fois que prévu',
  },
  'discount.signIn': {
    en_US: 'Sign in to use this discount code',
    fr_FR: 'Connectez-vous pour utiliser ce code de réduction',
  },
  'discount.notYours': {
    en_US: 'This discount code is not available for your account',
    fr_FR: 'Ce code de réduction n’est pas disponible pour votre compte',
  },
  'discount.alreadyUsed': {
    en_US: 'You have already used this discount code',
    fr_FR: 'Vous avez déjà utilisé ce code de réduction',
  },
  'discount.priced': { en_US: 'Cart priced', fr_FR: 'Panier calculé' },
  'discount.shippingFeesLater': {
    en_US: 'Cart priced: shipping fees will be added once a carrier is chosen',
    fr_FR: 'Panier calculé : les frais de port s’ajouteront une fois le transporteur choisi',
  },
  'discount.carrierUnavailable': {
    en_US: 'This carrier does not deliver this cart to this address',
    fr_FR: 'Ce transporteur ne livre pas ce panier à cette adresse',
  },
  // Customers
  'customer.birthdateRequired': { en_US: 'Birth date is required', fr_FR: 'La date de naissance est obligatoire' },
  'customer.salesConditionsRequired': {
    en_US: 'You must accept the sales conditions',
    fr_FR: 'Vous devez accepter les conditions générales de vente',
  },
  'customer.currentPasswordRequired': {
    en_US: 'Current password is required',
    fr_FR: 'Le mot de passe actuel est obligatoire',
  },
  'customer.currentPasswordWrong': {
    en_US: 'Current password is incorrect',
    fr_FR: 'Le mot de passe actuel est incorrect',
  },
  'customer.otherSite': {
    en_US: 'This account belongs to another shop',
    fr_FR: 'Ce compte appartient à une autre boutique',
  },
  'customer.notFound': { en_US: 'Customer not found', fr_FR: 'Client introuvable' },
  'customer.registered': { en_US: 'Your account has been created', fr_FR: 'Votre compte a été créé' },
  'customer.updated': { en_US: 'Your profile has been updated', fr_FR: 'Votre profil a été modifié' },
  'customer.passwordChanged': { en_US: 'Your password has been changed', fr_FR: 'Votre mot de passe a été modifié' },
  'customer.deleted': { en_US: 'Your account has been deleted', fr_FR: 'Votre compte a été supprimé' },
  // Orders and stock
  'order.legalAgeRequired': {
    en_US: 'You must be at least 18 years old to order',
    fr_FR: 'Vous devez avoir au moins 18 ans pour commander',
  },
  'order.salesConditionsRequired': {
    en_US: 'You must accept the sales conditions',
    fr_FR: 'Vous devez accepter les conditions générales de vente',
  },
  'order.paymentMethodRequired': {
    en_US: 'You must choose a payment method',
    fr_FR: 'Vous devez choisir un moyen de paiement',
  },
  'order.paymentMethodUnavailable': {
    en_US: 'This shop does not accept this payment method',
    fr_FR: 'Cette boutique n’accepte pas ce moyen de paiement',
  },
  'order.cashOnlyWhenCollecting': {
    en_US: 'Cash is accepted only when you collect your order',
    fr_FR: 'Les espèces ne sont acceptées que pour un retrait sur place',
  },
  'order.tooManyLines': { en_US: 'An order holds at most 50 lines', fr_FR: 'Une commande contient au plus 50 lignes' },
  'order.tooManyItems': {
    en_US: 'This order holds too many different products: please split it in two',
    fr_FR: 'Cette commande contient trop de produits différents : veuillez la passer en deux fois',
  },
  'order.notEnoughStock': { en_US: 'Not enough stock', fr_FR: 'Stock insuffisant' },
  'order.notSold': { en_US: 'This product is not sold any more', fr_FR: 'Ce produit n’est plus en vente' },
  'order.quantityStep': {
    en_US: 'This wine is sold by a set number of bottles: the quantity must be a multiple of it',
    fr_FR: 'Ce vin est vendu par un nombre fixe de bouteilles : la quantité doit en être un multiple',
  },
  'order.vintageOfWineOnly': { en_US: 'Only a wine has vintages', fr_FR: 'Seul un vin a des millésimes' },
  'order.emailRequired': { en_US: 'E-mail is required', fr_FR: 'L’e-mail est obligatoire' },
  'order.phoneRequired': { en_US: 'Phone is required', fr_FR: 'Le téléphone est obligatoire' },
  'order.invalidPhone': { en_US: 'Invalid phone number', fr_FR: 'Numéro de téléphone invalide' },
  'order.deliveryAddressRequired': {
    en_US: 'A delivery address is required',
    fr_FR: 'Une adresse de livraison est obligatoire',
  },
  'order.destinationRequired': {
    en_US: 'A postal code and a country are required to ship the order',
    fr_FR: 'Un code postal et un pays sont nécessaires pour expédier la commande',
  },
  'order.recipientRequired': {
    en_US: 'The name of who receives the parcel is required',
    fr_FR: 'Le nom du destinataire du colis est obligatoire',
  },
  'order.unknownCountry': {
    en_US: 'Unknown country: please choose it from the list',
    fr_FR: 'Pays inconnu : veuillez le choisir dans la liste',
  },
  'order.postalCodeMismatch': {
    en_US: 'The shipping fees were computed for another postal code than the one the order ships to',
    fr_FR: 'Les frais de port ont été calculés pour un autre code postal que celui de la livraison',
  },
  'order.countryMismatch': {
    en_US: 'The shipping fees were computed for another country than the one the order ships to',
    fr_FR: 'Les frais de port ont été calculés pour un autre pays que celui de la livraison',
  },
  'order.accessPointUnknown': {
    en_US: 'This pickup point cannot be found, please choose another one',
    fr_FR: 'Ce point relais est introuvable, veuillez en choisir un autre',
  },
  'order.quantityInvalid': {
    en_US: 'The quantity must be a whole number of at least 1',
    fr_FR: 'La quantité doit être un nombre entier d’au moins 1',
  },
  'order.quantityTooLarge': {
    en_US: 'A line cannot hold more than 10,000 units',
    fr_FR: 'Une ligne ne peut pas dépasser 10 000 unités',
  },
  'order.totalTooLarge': {
    en_US: 'An order cannot be worth more than €1,000,000: please contact the producer',
    fr_FR: 'Une commande ne peut pas dépasser 1 000 000 € : veuillez contacter le producteur',
  },
  'order.carrierRequired': { en_US: 'You must select a carrier', fr_FR: 'Vous devez choisir un transporteur' },
  'order.carrierUnavailable': {
    en_US: 'This carrier cannot ship this cart any more, please choose another one',
    fr_FR: 'Ce transporteur ne peut plus expédier ce panier, veuillez en choisir un autre',
  },
  'order.accessPointRequired': { en_US: 'You must choose a pickup point', fr_FR: 'Vous devez choisir un point relais' },
  'order.accessPointNotAllowed': {
    en_US: 'You cannot ship this order in an access point',
    fr_FR: 'Vous ne pouvez pas expédier cette commande en point relais',
  },
  'order.homeDeliveryOnly': {
    en_US: 'This carrier delivers to pickup points only',
    fr_FR: 'Ce transporteur ne livre qu’en point relais',
  },
  'order.totalChanged': {
    en_US: 'The prices have changed since they were shown: please check the new total',
    fr_FR: 'Les prix ont changé depuis leur affichage : veuillez vérifier le nouveau total',
  },
  'order.invalidIdempotencyKey': { en_US: 'Invalid Idempotency-Key header', fr_FR: 'En-tête Idempotency-Key invalide' },
  'order.idempotencyKeyReused': {
    en_US: 'This Idempotency-Key was already used for another order',
    fr_FR: 'Cette clé Idempotency-Key a déjà servi pour une autre commande',
  },
  'order.cartValid': { en_US: 'The cart can be ordered', fr_FR: 'Le panier peut être commandé' },
  'order.cartInvalid': {
    en_US: 'Some products cannot be ordered as they are',
    fr_FR: 'Certains produits ne peuvent pas être commandés tels quels',
  },
  'order.placed': { en_US: 'Your order has been placed', fr_FR: 'Votre commande a été passée' },
  'order.alreadyPlaced': { en_US: 'This order was already placed', fr_FR: 'Cette commande a déjà été passée' },
  'order.notFound': { en_US: 'Order not found', fr_FR: 'Commande introuvable' },
  'payment.amountTooSmall': {
    en_US: 'A card payment must be at least 0.50 €',
    fr_FR: 'Un paiement par carte doit être d’au moins 0,50 €',
  },
  'payment.unavailable': {
    en_US: 'Card payment is not available right now: please try again later or choose another payment method',
    fr_FR:
      'Le paiement par carte est indisponible pour le moment : veuillez réessayer plus tard ou choisir un autre moyen de paiement',
  },
  'payment.notCard': { en_US: 'This order is not paid by card', fr_FR: 'Cette commande n’est pas payée par carte' },
  'payment.invalidSignature': { en_US: 'Invalid signature', fr_FR: 'Signature invalide' },
} as const;
