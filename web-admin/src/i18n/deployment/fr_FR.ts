/**
 * The super-admin's deployment labels (`/superAdmin/site/{id}`: deployment state and actions, the site's jobs, the
 * danger zone, the storefront changelog; `/superAdmin/site`: the update of every site; issue 15): loaded with the
 * sites' chunks, registered under `deployment` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Déploiement',
  state: {
    clientVersion: 'Version de la boutique servie',
    latestVersion: 'Dernière version de la boutique',
    construction: 'Mode construction',
    currentRelease: 'Version en ligne',
    publishedAt: 'Publiée le',
    repository: 'Dépôt des versions',
    upToDate: 'À jour',
    updateAvailable: 'Mise à jour disponible',
    neverPublished: 'Jamais publié',
    none: 'Aucune',
    never: 'Jamais',
    builtAt: 'construite le {{date}}',
    on: 'Activé',
    off: 'Désactivé',
    repositoryExists: 'Existe, versions conservées : {{count}}',
    repositoryMissing: 'N’existe pas encore',
    loadFailed: 'N’a pas pu être chargé',
  },
  stateFailed: 'L’état du déploiement n’a pas pu être chargé',
  actions: {
    title: 'Actions',
    publish: 'Publier en production',
    restart: 'Redémarrer la production',
    build: 'Construire une version',
    deployDev: 'Déployer l’aperçu (dev)',
    updateClient: 'Mettre à jour le client',
    init: 'Initialiser (copier les valeurs par défaut)',
    refreshVersion: 'Relire la version',
    construction: 'Mode construction',
    started: 'Tâche lancée',
    versionRefreshed: 'Version relue',
  },
  init: {
    title: 'Initialiser le site ?',
    message: 'Les valeurs par défaut du site 0 seront copiées dans ce site.',
    confirm: 'Initialiser',
  },
  jobs: {
    title: 'Tâches du site',
  },
  danger: {
    title: 'Zone de danger',
    text: 'Supprimer le site exporte d’abord ses données, puis les efface. C’est définitif.',
    delete: 'Supprimer ce site',
    dialogTitle: 'Supprimer le site',
    dialogText: 'Pour supprimer « {{name}} » et toutes ses données, saisissez son nom court : {{slug}}',
    confirmLabel: 'Nom court du site',
    submit: 'Supprimer définitivement',
    started: 'Suppression du site lancée',
    backToList: 'Retour aux sites',
  },
  changelog: {
    title: 'Historique des versions de la boutique',
    show: 'Afficher',
    hide: 'Masquer',
    empty: 'Aucune entrée',
    loadFailed: 'L’historique des versions n’a pas pu être chargé',
  },
  massive: {
    button: 'Mettre à jour le client de tous les sites',
    title: 'Mettre à jour le client de tous les sites ?',
    message:
      'Chaque site client reçoit la dernière version de la boutique, puis est publié de nouveau. Cela peut prendre un moment ; le résultat de chaque site s’affiche ici.',
    confirm: 'Tout mettre à jour',
    started: 'Mise à jour de tous les sites lancée',
  },
};
