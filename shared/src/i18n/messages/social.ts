/** Social networks (issue 20; spec 1 §5, §8; docs/social.md): Google business, LinkedIn, Facebook pages. */
export const socialMessages = {
  'social.codeRequired': { en_US: 'The authorisation code is missing', fr_FR: 'Le code d’autorisation est absent' },
  'social.invalidState': {
    en_US: 'This connection link has expired or was not started here, please retry',
    fr_FR: 'Ce lien de connexion a expiré ou n’a pas été demandé ici, veuillez réessayer',
  },
  'social.googleNotConnected': {
    en_US: 'Connect a Google account first',
    fr_FR: 'Connectez d’abord un compte Google',
  },
  'social.googleLinkFailed': {
    en_US: 'Your Google account could not be connected, please retry or contact an administrator',
    fr_FR: 'Votre compte Google n’a pas pu être connecté, veuillez réessayer ou contacter un administrateur',
  },
  'social.googleReconnect': {
    en_US: 'You need to reconnect your Google account to continue.',
    fr_FR: 'Vous devez reconnecter votre compte Google pour continuer.',
  },
  'social.networkUnavailable': {
    en_US: 'The social network did not answer, please retry later',
    fr_FR: 'Le réseau social n’a pas répondu, veuillez réessayer plus tard',
  },
  'social.googleConnected': { en_US: 'Google account connected', fr_FR: 'Compte Google connecté' },
  'social.googleDisconnected': { en_US: 'Google account disconnected', fr_FR: 'Compte Google déconnecté' },
  'social.locationNotFound': { en_US: 'Location not found', fr_FR: 'Établissement introuvable' },
  'social.adminNotFound': { en_US: 'Admin not found', fr_FR: 'Administrateur introuvable' },
  'social.adminExists': {
    en_US: 'This e-mail address is already an admin of the location',
    fr_FR: 'Cette adresse e-mail administre déjà l’établissement',
  },
  'social.adminEmailInvalid': { en_US: 'Enter a valid e-mail address', fr_FR: 'Saisissez une adresse e-mail valide' },
  'social.adminRoleInvalid': {
    en_US: 'The role must be Manager or Owner',
    fr_FR: 'Le rôle doit être Gestionnaire ou Propriétaire',
  },
  'social.adminInvited': { en_US: 'Invitation sent', fr_FR: 'Invitation envoyée' },
  'social.adminRemoved': { en_US: 'Admin removed', fr_FR: 'Administrateur retiré' },
  'social.reviewLocationNameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'social.placeIdRequired': { en_US: 'Place ID is required', fr_FR: 'L’identifiant du lieu est obligatoire' },
  'social.placeIdInvalid': {
    en_US: 'This is not a Google place ID',
    fr_FR: 'Ce n’est pas un identifiant de lieu Google',
  },
  'social.reviewLocationExists': {
    en_US: 'This place is already a review location',
    fr_FR: 'Ce lieu est déjà un lieu d’avis',
  },
  'social.reviewLocationNotFound': { en_US: 'Review location not found', fr_FR: 'Lieu d’avis introuvable' },
  'social.reviewLocationAdded': { en_US: 'Review location added', fr_FR: 'Lieu d’avis ajouté' },
  'social.reviewLocationDeleted': { en_US: 'Review location deleted', fr_FR: 'Lieu d’avis supprimé' },
  'social.reviewMailDays': {
    en_US: 'Number of days for review mail greater than 0',
    fr_FR: 'Le nombre de jours avant le mail d’avis doit être supérieur à 0',
  },
  'social.reviewMailDaysTooMany': {
    en_US: 'The review mail goes out within a year (365 days at most)',
    fr_FR: 'Le mail d’avis part dans l’année (365 jours au plus)',
  },
  'social.reviewMailSaved': { en_US: 'Review mail saved', fr_FR: 'Mail d’avis enregistré' },
  'social.linkedinLinkFailed': {
    en_US: 'Your linkedin account could not be linked, please retry or contact an administrator',
    fr_FR: 'Votre compte LinkedIn n’a pas pu être lié, veuillez réessayer ou contacter un administrateur',
  },
  'social.linkedinReconnect': {
    en_US: 'You need to reconnect your Linkedin Account to continue.',
    fr_FR: 'Vous devez reconnecter votre compte LinkedIn pour continuer.',
  },
  'social.linkedinLinked': { en_US: 'LinkedIn account linked', fr_FR: 'Compte LinkedIn lié' },
  'social.linkedinUnlinked': { en_US: 'LinkedIn account unlinked', fr_FR: 'Compte LinkedIn délié' },
  'social.facebookTokenRequired': {
    en_US: 'The Facebook access token is required',
    fr_FR: 'Le jeton d’accès Facebook est obligatoire',
  },
  'social.facebookLinkFailed': {
    en_US: 'An error occured while linking page',
    fr_FR: 'Une erreur est survenue lors de la liaison de la page',
  },
  'social.facebookPagesLoaded': { en_US: 'Facebook pages loaded', fr_FR: 'Pages Facebook chargées' },
  'social.facebookPageNotFound': { en_US: 'Facebook page not found', fr_FR: 'Page Facebook introuvable' },
  'social.facebookPageUpdated': { en_US: 'Facebook page saved', fr_FR: 'Page Facebook enregistrée' },
  'social.facebookPageDeleted': { en_US: 'Facebook page removed', fr_FR: 'Page Facebook retirée' },
  'social.changed': {
    en_US: 'This item was changed meanwhile, please reload',
    fr_FR: 'Cet élément a été modifié entre-temps, veuillez recharger',
  },
} as const;
