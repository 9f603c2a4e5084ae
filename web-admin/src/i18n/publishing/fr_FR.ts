/**
 * The publishing screen's labels (`/page/live`: publishing, releases and rollback, the job history, the live edit;
 * issue 15, spec 1 §4): loaded with its chunk, registered under `publishing` (`areaCatalogue`). `en_US.ts` has the
 * same keys.
 */
export const catalogue = {
  title: 'Publier et modifier le site en direct',
  publish: {
    title: 'Publier',
    help: 'La publication pré-rend chaque page du site dans une nouvelle version, puis la met en ligne. Elle peut prendre jusqu’à 15 minutes.',
    button: 'Publier',
    started: 'Publication lancée',
  },
  current: {
    title: 'Version en ligne',
    none: 'Le site n’a pas encore été publié.',
    createdAt: 'Publiée le',
    createdBy: 'Par',
    documents: 'Documents',
    clientVersion: 'Version de la boutique',
  },
  releases: {
    title: 'Versions',
    empty: 'Aucune version pour l’instant',
    loadFailed: 'Les versions n’ont pas pu être chargées',
    createdAt: 'Date',
    createdBy: 'Par',
    kind: 'Type',
    documents: 'Documents',
    languages: 'Langues',
    clientVersion: 'Version de la boutique',
    served: 'En ligne',
    kinds: {
      production: 'Production',
      preview: 'Aperçu',
      construction: 'En construction',
      build: 'Construction',
    },
    rollback: 'Remettre cette version en ligne',
    rollbackOf: 'Remettre en ligne la version du {{date}}',
    confirmTitle: 'Remettre cette version en ligne ?',
    confirmMessage:
      'Le site servira de nouveau la version du {{date}} ({{documents}} documents), immédiatement. Les versions plus récentes restent disponibles.',
    confirm: 'Remettre en ligne',
    rolledBack: 'La version du {{date}} est de nouveau en ligne',
  },
  history: {
    title: 'Historique des tâches',
  },
  live: {
    title: 'Édition en direct',
    help: 'Un aperçu du site avec vos pages en brouillon, pour les vérifier avant de publier. Son démarrage peut prendre jusqu’à 10 minutes.',
    status: {
      stopped: 'Arrêtée',
      starting: 'Démarrage',
      ready: 'Prête',
    },
    start: 'Démarrer',
    stop: 'Arrêter',
    starting: 'Démarrage en cours : cela peut prendre jusqu’à 10 minutes. Vous pouvez quitter cette page et revenir.',
    stopped: 'Édition en direct arrêtée',
    open: 'Ouvrir l’aperçu dans un nouvel onglet',
    preview: 'Aperçu du site',
    failed: 'Le dernier démarrage a échoué',
    loadFailed: 'L’état de l’édition en direct n’a pas pu être chargé',
  },
};
