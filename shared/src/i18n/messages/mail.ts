/** Mail models, their variables and the site's notification recipients (docs/mail-models.md). */
export const mailMessages = {
  // Models
  'mail.unknownKey': { en_US: 'Unknown mail', fr_FR: 'Mail inconnu' },
  'mail.subjectRequired': { en_US: 'Subject is required', fr_FR: 'L’objet est obligatoire' },
  'mail.subjectTooLong': {
    en_US: 'The subject cannot be longer than 200 characters',
    fr_FR: 'L’objet ne peut pas dépasser 200 caractères',
  },
  'mail.subjectOneLine': { en_US: 'The subject must fit on one line', fr_FR: 'L’objet doit tenir sur une ligne' },
  'mail.htmlRequired': { en_US: 'The mail’s content is required', fr_FR: 'Le contenu du mail est obligatoire' },
  'mail.htmlTooLong': {
    en_US: 'The mail’s content cannot be longer than 50,000 characters',
    fr_FR: 'Le contenu du mail ne peut pas dépasser 50 000 caractères',
  },
  'mail.tripleMustache': {
    en_US: 'Triple braces are not allowed: every variable is written between double braces and escaped',
    fr_FR: 'Les triples accolades sont interdites : chaque variable s’écrit entre doubles accolades et est échappée',
  },
  'mail.unescapedTag': {
    en_US: 'Unescaped variables ({{&…}}) are not allowed',
    fr_FR: 'Les variables non échappées ({{&…}}) sont interdites',
  },
  'mail.partialTag': { en_US: 'Partials ({{>…}}) are not allowed', fr_FR: 'Les inclusions ({{>…}}) sont interdites' },
  'mail.delimiterTag': {
    en_US: 'Changing the delimiters ({{=…=}}) is not allowed',
    fr_FR: 'Le changement de délimiteurs ({{=…=}}) est interdit',
  },
  'mail.invalidTag': {
    en_US: 'A tag between double braces must name a variable or a section',
    fr_FR: 'Une balise entre doubles accolades doit nommer une variable ou une section',
  },
  'mail.unclosedTag': {
    en_US: 'A tag opened with {{ is not closed with }}',
    fr_FR: 'Une balise ouverte par {{ n’est pas fermée par }}',
  },
  'mail.unbalancedSection': {
    en_US: 'A section is not closed, or closed without being opened',
    fr_FR: 'Une section n’est pas fermée, ou est fermée sans avoir été ouverte',
  },
  'mail.unknownVariable': {
    en_US: 'This mail offers no such variable',
    fr_FR: 'Ce mail ne propose pas cette variable',
  },
  'mail.baseOnly': {
    en_US: 'This mail is the same for every site: only a super-admin changes it',
    fr_FR: 'Ce mail est le même pour tous les sites : seul un super-administrateur le modifie',
  },
  'mail.cannotDisable': { en_US: 'This mail cannot be turned off', fr_FR: 'Ce mail ne peut pas être désactivé' },
  'mail.modelExists': {
    en_US: 'This mail already has a base model: change it instead',
    fr_FR: 'Ce mail a déjà un modèle de base : modifiez-le',
  },
  'mail.modelSaved': { en_US: 'Mail model saved', fr_FR: 'Modèle de mail enregistré' },
  'mail.modelCreated': { en_US: 'Mail model created', fr_FR: 'Modèle de mail créé' },
  'mail.modelReset': {
    en_US: 'The site’s version is dropped: the base model applies again',
    fr_FR: 'La version du site est supprimée : le modèle de base s’applique de nouveau',
  },
  'mail.noSiteVersion': {
    en_US: 'This site has no version of its own of this mail',
    fr_FR: 'Ce site n’a pas de version propre de ce mail',
  },
  // Variables (mail data)
  'mail.variableTwice': { en_US: 'This variable is given twice', fr_FR: 'Cette variable est donnée deux fois' },
  'mail.descriptionRequired': { en_US: 'Description is required', fr_FR: 'La description est obligatoire' },
  'mail.sampleNotList': {
    en_US: 'The sample of a section is a list of lines',
    fr_FR: 'L’exemple d’une section est une liste de lignes',
  },
  'mail.sampleNotText': {
    en_US: 'The sample of this variable is a text',
    fr_FR: 'L’exemple de cette variable est un texte',
  },
  'mail.dataSaved': { en_US: 'Mail variables saved', fr_FR: 'Variables des mails enregistrées' },
  // Notifications
  'notification.emailRequired': { en_US: 'E-mail is required', fr_FR: 'L’e-mail est obligatoire' },
  'notification.invalidEmail': { en_US: 'Invalid e-mail format', fr_FR: 'Format d’e-mail invalide' },
  'notification.eventsRequired': { en_US: 'Choose at least one event', fr_FR: 'Choisissez au moins un événement' },
  'notification.emailTaken': {
    en_US: 'This e-mail already receives the site’s notifications',
    fr_FR: 'Cet e-mail reçoit déjà les notifications du site',
  },
  'notification.tooMany': {
    en_US: 'A site has at most 20 recipients of notifications',
    fr_FR: 'Un site a au plus 20 destinataires de notifications',
  },
  'notification.idsRequired': { en_US: 'Choose at least one recipient', fr_FR: 'Choisissez au moins un destinataire' },
  'notification.created': { en_US: 'Recipient added', fr_FR: 'Destinataire ajouté' },
  'notification.deleted': { en_US: 'Recipients removed', fr_FR: 'Destinataires supprimés' },
} as const;
