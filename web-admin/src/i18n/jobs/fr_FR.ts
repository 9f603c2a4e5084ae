/**
 * The jobs' labels (publishing, live edit, deployment; issue 15, spec 1 §4 "Publishing to production can take up to
 * 15 minutes (escalate after 30)"), wherever a job is shown (`components/jobs/`): loaded with the chunks that show
 * jobs, registered under `jobs` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  kind: {
    publish: 'Publication',
    live: 'Édition en direct',
    'update-client': 'Mise à jour du client',
    construction: 'Mode construction',
    restart: 'Redémarrage de la production',
    build: 'Construction d’une version',
    'site-init': 'Initialisation du site',
    'site-delete': 'Suppression du site',
    'massive-update': 'Mise à jour de tous les sites',
    translate: 'Traduction automatique',
    'stripe-fee-report': 'Rapport des frais de paiement',
  },
  status: {
    RUNNING: 'En cours',
    SUCCEEDED: 'Réussie',
    FAILED: 'Échouée',
  },
  stepStatus: {
    PENDING: 'À venir',
    RUNNING: 'En cours',
    SUCCEEDED: 'Terminée',
    FAILED: 'Échouée',
  },
  step: {
    snapshot: 'Instantané du contenu',
    prerender: 'Pré-rendu des pages',
    'write-release': 'Écriture de la version',
    'switch-release': 'Mise en ligne de la version',
    'prune-releases': 'Nettoyage des anciennes versions',
    'copy-defaults': 'Copie des valeurs par défaut',
    'export-site': 'Export des données du site',
    'delete-batch': 'Suppression des données',
    'forget-site': 'Oubli du site',
    'list-sites': 'Liste des sites',
    'update-site': 'Mise à jour de chaque site',
    'collect-units': 'Liste des textes à traduire',
    'translate-lang': 'Traduction de chaque langue',
    'build-fee-report': 'Écriture du rapport',
  },
  system: 'Cellar (automatique)',
  startedBy: 'Lancée par {{who}} le {{date}}',
  started: 'Début : {{date}}',
  ended: 'Fin : {{date}}',
  took: 'Durée : {{duration}}',
  runningFor: 'En cours depuis {{duration}}',
  attempts: '{{count}} tentatives',
  noStep: 'Cette tâche n’a pas d’étape',
  release: 'Version {{id}}',
  slow: 'Cela prend plus de temps que prévu (plus de 15 minutes). La tâche peut encore aboutir : gardez cette page ouverte.',
  escalate:
    'La tâche tourne depuis plus de 30 minutes : contactez le support en donnant le numéro de la tâche ({{id}}).',
  failure: 'Pourquoi elle a échoué',
  pollFailed: 'L’avancement de la tâche n’a pas pu être relu : {{message}}',
  duration: {
    seconds: '{{s}} s',
    minutes: '{{m}} min {{s}} s',
    hours: '{{h}} h {{m}} min',
  },
  items: {
    title: 'Résultat par site',
    site: 'Site',
    status: 'Statut',
    error: 'Erreur',
    endedAt: 'Terminé le',
    summary: '{{succeeded}} réussi(s), {{failed}} échoué(s), {{running}} en cours',
  },
  list: {
    empty: 'Aucune tâche pour l’instant',
  },
};
