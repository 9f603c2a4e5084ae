/** Les libellés des écrans des fonctionnalités (super-administration). */
export const catalogue = {
  title: 'Fonctionnalités',
  intro:
    'Une fonctionnalité est une clé qu’un site a ou n’a pas : sans elle, ses écrans sont masqués et ses appels refusés.',
  add: 'Ajouter une fonctionnalité',
  addTitle: 'Nouvelle fonctionnalité',
  editTitle: 'Modifier la fonctionnalité',
  key: 'Clé',
  keyHint: 'Majuscules, chiffres et _ (STATISTICS, PLUGINS…) ; elle ne change plus ensuite',
  label: 'Libellé',
  description: 'Description',
  gates: 'Ce qu’elle ouvre',
  builtIn: 'Connue du code',
  option: 'Option',
  groups: 'Appels du groupe {{group}}',
  routes: '{{count}} appels',
  created: 'Fonctionnalité créée',
  updated: 'Fonctionnalité modifiée',
  site: {
    title: 'Fonctionnalités du site',
    intro: 'Cochez les fonctionnalités de ce site, puis enregistrez.',
    save: 'Enregistrer les fonctionnalités',
    saved: 'Fonctionnalités modifiées',
    loadFailed: 'Impossible de charger les fonctionnalités',
    none: 'Aucune fonctionnalité n’est définie',
    unknown: 'Clés du site sans fonctionnalité définie : {{keys}}',
  },
};
