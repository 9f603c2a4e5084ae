/** User rules (spec 1 §5, exact English wording) and user answers. */
export const userMessages = {
  'user.firstnameRequired': { en_US: 'Firstname is required', fr_FR: 'Le prénom est obligatoire' },
  'user.lastnameRequired': { en_US: 'Lastname is required', fr_FR: 'Le nom est obligatoire' },
  'user.invalidPhone': { en_US: 'Invalid phone number', fr_FR: 'Numéro de téléphone invalide' },
  'user.emailRequired': { en_US: 'E-mail is required', fr_FR: 'L’e-mail est obligatoire' },
  'user.invalidEmail': { en_US: 'Invalid e-mail format', fr_FR: 'Format d’e-mail invalide' },
  'user.roleRequired': { en_US: 'Role is required', fr_FR: 'Le rôle est obligatoire' },
  'user.passwordRequired': { en_US: 'Password is required', fr_FR: 'Le mot de passe est obligatoire' },
  'user.passwordTooShort': {
    en_US: 'Password must be at least 6 characters long',
    fr_FR: 'Le mot de passe doit contenir au moins 6 caractères',
  },
  'user.passwordDiffers': { en_US: 'Password differs', fr_FR: 'Les mots de passe sont différents' },
  'user.invalidDate': { en_US: 'Invalid date', fr_FR: 'Date invalide' },
  'user.tooYoung': { en_US: 'Person must be at least 18 years old', fr_FR: 'La personne doit avoir au moins 18 ans' },
  'user.emailTaken': { en_US: 'This e-mail is already used', fr_FR: 'Cet e-mail est déjà utilisé' },
  'user.notFound': { en_US: 'User not found', fr_FR: 'Utilisateur introuvable' },
  'user.superAdminOnly': {
    en_US: 'Only a super administrator can manage a super administrator',
    fr_FR: 'Seul un super administrateur peut gérer un super administrateur',
  },
  'user.notYourself': {
    en_US: 'You cannot do this to your own account',
    fr_FR: 'Vous ne pouvez pas faire cela sur votre propre compte',
  },
  'user.created': { en_US: 'User created', fr_FR: 'Utilisateur créé' },
  'user.updated': { en_US: 'User updated', fr_FR: 'Utilisateur modifié' },
  'user.deleted': { en_US: 'User deleted', fr_FR: 'Utilisateur supprimé' },
  'user.validated': { en_US: 'User enabled', fr_FR: 'Utilisateur activé' },
  'user.invalidated': { en_US: 'User disabled', fr_FR: 'Utilisateur désactivé' },
} as const;
