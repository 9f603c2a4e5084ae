/** Conversations (spec 1 §2 /message, §3 "Conversation/message", §5 "Message cannot be empty"; issue 18). */
export const messageMessages = {
  'message.nameRequired': { en_US: 'Name cannot be empty', fr_FR: 'Le nom ne peut pas être vide' },
  'message.emailRequired': { en_US: 'E-mail cannot be empty', fr_FR: 'L’e-mail ne peut pas être vide' },
  'message.invalidEmail': { en_US: 'Invalid e-mail format', fr_FR: 'Format d’e-mail invalide' },
  'message.invalidPhone': { en_US: 'Invalid phone number', fr_FR: 'Numéro de téléphone invalide' },
  'message.messageRequired': { en_US: 'Message cannot be empty', fr_FR: 'Le message ne peut pas être vide' },
  'message.notFound': { en_US: 'Message not found', fr_FR: 'Message introuvable' },
  'message.formNotFound': { en_US: 'This form does not exist', fr_FR: 'Ce formulaire n’existe pas' },
  'message.formNotValid': {
    en_US: 'This form is not open to answers',
    fr_FR: 'Ce formulaire n’est pas ouvert aux réponses',
  },
  'message.answersInvalid': {
    en_US: 'Some answers are missing or invalid',
    fr_FR: 'Certaines réponses manquent ou sont invalides',
  },
  'message.changed': {
    en_US: 'The message changed meanwhile: reload it',
    fr_FR: 'Le message a changé entre-temps : rechargez-le',
  },
  'message.sent': { en_US: 'Your message has been sent', fr_FR: 'Votre message a été envoyé' },
  'message.archived': { en_US: 'Message archived', fr_FR: 'Message archivé' },
  'message.unarchived': { en_US: 'Message back in the inbox', fr_FR: 'Message remis dans la boîte de réception' },
  'message.deleted': { en_US: 'Message deleted', fr_FR: 'Message supprimé' },
  'message.duplicated': { en_US: 'Message duplicated', fr_FR: 'Message dupliqué' },
  'brevo.failed': {
    en_US: 'Brevo did not answer the contact lists',
    fr_FR: 'Brevo n’a pas répondu les listes de contacts',
  },
  'brevo.notConfigured': {
    en_US: 'No Brevo key is set for this site',
    fr_FR: 'Aucune clé Brevo n’est définie pour ce site',
  },
} as const;
