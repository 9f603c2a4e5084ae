/** Help messages (spec 1 §3, §5 "Help message"; issue 17): global, written by the super-admin. */
export const helpMessageMessages = {
  'helpMessage.identifierRequired': {
    en_US: 'Identifier cannot be empty',
    fr_FR: 'L’identifiant ne peut pas être vide',
  },
  'helpMessage.typeRequired': { en_US: 'Type cannot be empty', fr_FR: 'Le type ne peut pas être vide' },
  'helpMessage.messageRequired': { en_US: 'Message cannot be empty', fr_FR: 'Le message ne peut pas être vide' },
  'helpMessage.identifierInvalid': {
    en_US: 'An identifier is an input name: letters, digits, . _ - [ ] (100 at most)',
    fr_FR: 'Un identifiant est un nom de champ : lettres, chiffres, . _ - [ ] (100 au plus)',
  },
  'helpMessage.typeInvalid': { en_US: 'The type is LINK or TEXT', fr_FR: 'Le type est LINK ou TEXT' },
  'helpMessage.linkInvalid': {
    en_US: 'A link is an https address',
    fr_FR: 'Un lien est une adresse https',
  },
  'helpMessage.identifierTaken': {
    en_US: 'A help message already exists for this identifier',
    fr_FR: 'Un message d’aide existe déjà pour cet identifiant',
  },
  'helpMessage.notFound': { en_US: 'Help message not found', fr_FR: 'Message d’aide introuvable' },
  'helpMessage.created': { en_US: 'Help message created', fr_FR: 'Message d’aide créé' },
  'helpMessage.updated': { en_US: 'Help message updated', fr_FR: 'Message d’aide modifié' },
  'helpMessage.deleted': { en_US: 'Help message deleted', fr_FR: 'Message d’aide supprimé' },
  'helpMessage.changed': {
    en_US: 'This help message was changed meanwhile: reload it',
    fr_FR: 'Ce message d’aide a été modifié entre-temps : rechargez-le',
  },
} as const;
