/**
 * Jobs, releases, live edit and deployment (issue 15, docs/workflows.md, docs/publishing.md). English texts in quotes
 * are the spec's (spec 1 §8).
 */
export const workflowMessages = {
  'job.notFound': { en_US: 'This job does not exist', fr_FR: 'Cette tâche n’existe pas' },
  'job.refreshFailed': { en_US: 'Cannot refresh workflow runs', fr_FR: 'Impossible d’actualiser les exécutions' },
  'job.alreadyRunning': {
    en_US: 'A job of this kind is already running on this site: wait for it to end',
    fr_FR: 'Une tâche de ce type est déjà en cours sur ce site : attendez qu’elle se termine',
  },
  'job.startFailed': {
    en_US: 'The job could not be started, please retry',
    fr_FR: 'La tâche n’a pas pu être lancée, veuillez réessayer',
  },
  'release.served': { en_US: 'This release is served again', fr_FR: 'Cette version est de nouveau servie' },
  'release.notFound': { en_US: 'This release does not exist', fr_FR: 'Cette version n’existe pas' },
  'release.notServable': {
    en_US: 'Only a complete production release can be served',
    fr_FR: 'Seule une version de production complète peut être servie',
  },
  'release.noTemplate': {
    en_US: 'The storefront has not been built: no client template to prerender with',
    fr_FR: 'La boutique n’a pas été construite : aucun modèle client pour le pré-rendu',
  },
  // The storefront's document on every path of a construction release (functions/src/workflows/tasks/publish-tasks.ts).
  'construction.title': { en_US: 'Site under construction', fr_FR: 'Site en construction' },
  'construction.body': {
    en_US: 'Our site is under construction. Please come back soon!',
    fr_FR: 'Notre site est en construction. Revenez bientôt !',
  },
  'site.invalidRepositoryName': {
    en_US: 'Invalid site github repository name',
    fr_FR: 'Nom de dépôt github du site invalide',
  },
  'site.defaultsSite': {
    en_US: 'Site 0 holds the defaults: it cannot be deployed or deleted',
    fr_FR: 'Le site 0 contient les valeurs par défaut : il ne peut être ni déployé ni supprimé',
  },
} as const;
