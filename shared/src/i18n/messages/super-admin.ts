/** The super-admin's long tail (issue 20 Deliver 6): functionalities, client servers, site elements' settings. */
export const superAdminMessages = {
  'functionality.notEnabled': {
    en_US: 'This functionality is not enabled on this site',
    fr_FR: 'Cette fonctionnalité n’est pas activée sur ce site',
  },
  'functionality.keyRequired': { en_US: 'Key cannot be empty', fr_FR: 'La clé ne peut pas être vide' },
  'functionality.keyTaken': {
    en_US: 'A functionality already has this key',
    fr_FR: 'Une fonctionnalité a déjà cette clé',
  },
  'functionality.labelRequired': { en_US: 'Please enter a label', fr_FR: 'Veuillez saisir un libellé' },
  'functionality.notFound': { en_US: 'Functionality not found', fr_FR: 'Fonctionnalité introuvable' },
  'functionality.created': { en_US: 'Functionality created', fr_FR: 'Fonctionnalité créée' },
  'functionality.updated': { en_US: 'Functionality updated', fr_FR: 'Fonctionnalité modifiée' },
  'functionality.changed': {
    en_US: 'This functionality was changed meanwhile: reload it',
    fr_FR: 'Cette fonctionnalité a été modifiée entre-temps : rechargez-la',
  },
  'clientServer.invalid': {
    en_US: 'Server must have at least one seat and IP not empty',
    fr_FR: 'Le serveur doit avoir au moins une place et une IP non vide',
  },
  'clientServer.invalidMonitoringUrl': {
    en_US: 'The monitoring address must start with http:// or https://',
    fr_FR: 'L’adresse de supervision doit commencer par http:// ou https://',
  },
  'clientServer.notFound': { en_US: 'Server not found', fr_FR: 'Serveur introuvable' },
  'clientServer.created': { en_US: 'Server added', fr_FR: 'Serveur ajouté' },
  'clientServer.updated': { en_US: 'Server updated', fr_FR: 'Serveur modifié' },
  'clientServer.deleted': { en_US: 'Server deleted', fr_FR: 'Serveur supprimé' },
  'clientServer.changed': {
    en_US: 'This server was changed meanwhile: reload it',
    fr_FR: 'Ce serveur a été modifié entre-temps : rechargez-le',
  },
  'siteElement.invalidConfig': { en_US: 'Invalid JSON configuration', fr_FR: 'Configuration JSON invalide' },
  'siteElement.invalidNetwork': { en_US: 'Unknown social network', fr_FR: 'Réseau social inconnu' },
  'siteElement.notFound': { en_US: 'Element not found', fr_FR: 'Élément introuvable' },
  'siteElement.socialUpdated': { en_US: 'Sharing settings saved', fr_FR: 'Partage enregistré' },
  'siteElement.configUpdated': { en_US: 'Configuration saved', fr_FR: 'Configuration enregistrée' },
  'siteElement.changed': {
    en_US: 'This element was changed meanwhile: reload it',
    fr_FR: 'Cet élément a été modifié entre-temps : rechargez-le',
  },
} as const;
