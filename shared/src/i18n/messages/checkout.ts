/**
 * Checkout (spec 1 §5 "Discount", exact English wording; spec 2 §4–§5) and customers' messages, by
 * area. Each area keeps its keys in its own block.
 */
export const checkoutMessages = {
  // Discounts
  // Customers
  'customer.birthdateRequired': { en_US: 'Birth date is required', fr_FR: 'La date de naissance est obligatoire' },
  'customer.salesConditionsRequired': { en_US: 'You must accept the sales conditions', fr_FR: 'Vous devez accepter les conditions générales de vente' },
  'customer.currentPasswordRequired': { en_US: 'Current password is required', fr_FR: 'Le mot de passe actuel est obligatoire' },
  'customer.currentPasswordWrong': { en_US: 'Current password is incorrect', fr_FR: 'Le mot de passe actuel est incorrect' },
  'customer.otherSite': { en_US: 'This account belongs to another shop', fr_FR: 'Ce compte appartient à une autre boutique' },
  'customer.notFound': { en_US: 'Customer not found', fr_FR: 'Client introuvable' },
  'customer.registered': { en_US: 'Your account has been created', fr_FR: 'Votre compte a été créé' },
  'customer.updated': { en_US: 'Your profile has been updated', fr_FR: 'Votre profil a été modifié' },
  'customer.passwordChanged': { en_US: 'Your password has been changed', fr_FR: 'Votre mot de passe a été modifié' },
  'customer.deleted': { en_US: 'Your account has been deleted', fr_FR: 'Votre compte a été supprimé' },
  // Orders and stock
} as const;
