/** Sign-in and password-reset messages. */
export const authMessages = {
  'auth.loggedIn': { en_US: 'Logged in', fr_FR: 'Connecté' },
  'auth.badCredentials': { en_US: 'Invalid e-mail or password', fr_FR: 'E-mail ou mot de passe incorrect' },
  'auth.accountDisabled': {
    en_US: 'This account is disabled, contact your administrator',
    fr_FR: 'Ce compte est désactivé, contactez votre administrateur',
  },
  'auth.noSite': { en_US: 'This account has no site', fr_FR: 'Ce compte n’a aucun site' },
  'auth.resetAsked': {
    en_US: 'If this e-mail has an account, a reset link has been sent to it',
    fr_FR: 'Si cet e-mail a un compte, un lien de réinitialisation lui a été envoyé',
  },
  'auth.resetDone': { en_US: 'Your password has been changed', fr_FR: 'Votre mot de passe a été modifié' },
  'auth.resetTokenInvalid': {
    en_US: 'This reset link is invalid or has expired',
    fr_FR: 'Ce lien de réinitialisation est invalide ou a expiré',
  },
  'auth.tokenRequired': { en_US: 'Token is required', fr_FR: 'Le jeton est obligatoire' },
  'auth.resetMailSubject': { en_US: 'Reset your password', fr_FR: 'Réinitialisez votre mot de passe' },
  'auth.resetMailBody': {
    en_US:
      'Hello {firstname},\n\nTo choose a new password, open this link within one hour:\n{link}\n\nIf you did not ask for it, ignore this e-mail.',
    fr_FR:
      'Bonjour {firstname},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n{link}\n\nSi vous n’avez rien demandé, ignorez cet e-mail.',
  },
} as const;
