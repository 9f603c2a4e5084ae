/** The notifications screen's labels in French (`/settings/notifications`), loaded with its chunk. */
export const catalogue = {
  title: 'Notifications',
  help: 'Les personnes qui reçoivent les mails destinés à la boutique, et pour quels événements.',
  fallback:
    'Sans aucun destinataire des nouvelles commandes, chaque nouvelle commande est envoyée aux administrateurs du site.',
  loadError: 'Les destinataires des notifications n’ont pas pu être chargés',
  events: {
    NEW_ORDER: 'Nouvelle commande',
    RETURN_ASKED: 'Retour demandé',
    NEW_MESSAGE: 'Nouveau message',
  },
  columns: {
    email: 'E-mail',
    events: 'Événements',
    createdAt: 'Ajouté le',
  },
  empty: 'Aucun destinataire : les nouvelles commandes vont aux administrateurs du site.',
  count: '{{count}} destinataire(s) sur {{max}}',
  add: {
    title: 'Ajouter un destinataire',
    email: 'E-mail',
    events: 'Événements',
    submit: 'Ajouter',
    added: 'Destinataire ajouté',
  },
  remove: {
    button: 'Supprimer la sélection ({{count}})',
    title: 'Supprimer des destinataires ?',
    message: 'Ces adresses ne recevront plus les notifications du site : {{list}}.',
    confirm: 'Supprimer',
    removed: 'Destinataires supprimés',
    select: 'Sélectionner {{email}}',
    selectAll: 'Tout sélectionner',
  },
};
