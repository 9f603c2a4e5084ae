/**
 * The message screens' labels in French (`/message`, `/message/{id}`): loaded with their chunk, registered under
 * `messages` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Messages',
  help: 'Les messages du formulaire de contact et les réponses aux formulaires de la boutique.',
  columns: {
    sender: 'Expéditeur',
    subject: 'Sujet',
    kind: 'Type',
    date: 'Reçu le',
  },
  kinds: {
    CONTACT: 'Message',
    FORM: 'Formulaire',
  },
  filters: {
    read: 'Lu',
    archived: 'Archivé',
    kind: 'Type',
    sender: 'Nom ou e-mail',
    date: 'Jour (aaaa-mm-jj)',
    yes: 'Oui',
    no: 'Non',
  },
  unread: 'Non lu',
  archivedBadge: 'Archivé',
  noSubject: '(sans sujet)',
  open: 'Ouvrir le message de {{name}}',
  detail: {
    back: 'Retour aux messages',
    from: 'De',
    email: 'E-mail',
    phone: 'Téléphone',
    subject: 'Sujet',
    received: 'Reçu le',
    form: 'Formulaire',
    copyOf: 'Copie du message n° {{id}}',
    message: 'Message',
    answers: 'Réponses',
    noAnswers: 'Aucune réponse.',
    empty: '—',
    yes: 'Oui',
    no: 'Non',
    repetition: 'N°',
  },
  actions: {
    archive: 'Archiver',
    unarchive: 'Remettre dans la boîte',
    duplicate: 'Dupliquer',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer le message',
    deleteMessage: 'Supprimer le message de {{name}} ? Cette action est définitive.',
  },
  toasts: {
    archived: 'Message archivé',
    unarchived: 'Message remis dans la boîte de réception',
    duplicated: 'Message dupliqué : voici la copie',
    deleted: 'Message supprimé',
    failed: 'L’action n’a pas abouti',
  },
};
