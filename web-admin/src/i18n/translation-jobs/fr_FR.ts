/**
 * The translation jobs' labels in French (the panels of `/superAdmin/translation` and `/translation`, the glossary):
 * loaded with their chunk, registered under `translationJobs` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Tâches de traduction automatique',
  adminTitle: 'Traductions automatiques',
  usage: {
    deepl: 'DeepL : {{used}} caractères traduits sur {{limit}} ce mois-ci',
    local: 'Traduction automatique locale (pas de clé DeepL)',
    failed: 'L’usage de la traduction automatique n’a pas pu être chargé',
  },
  form: {
    title: 'Nouvelle tâche',
    site: 'Site',
    sitePlaceholder: 'Choisissez un site',
    langs: 'Langues à traduire',
    noLang: 'Ce site n’a aucune langue à traduire : ajoutez-en une dans ses langues.',
    overwritePerson: 'Remplacer aussi les traductions écrites par une personne devenues obsolètes',
    overwriteWarning:
      'Les traductions d’une personne dont le texte source a changé seront remplacées par la machine. Les traductions à jour ne sont jamais remplacées.',
    create: 'Créer la tâche',
    created: 'Tâche créée',
  },
  list: {
    empty: 'Aucune tâche de traduction pour l’instant.',
    failed: 'Les tâches de traduction n’ont pas pu être chargées.',
    site: 'Site : {{name}}',
    langs: 'Langues : {{langs}}',
    overwritePerson: 'Remplace les traductions obsolètes des personnes',
    neverRun: 'Jamais lancée',
    run: 'Lancer',
    runAgain: 'Relancer',
    started: 'Traduction lancée',
  },
  progress: {
    counts: '{{done}} / {{total}}',
    skipped: '{{count}} ignorée(s)',
    failed: '{{count}} en échec',
  },
  glossary: {
    title: 'Glossaire',
    help: 'Ces termes restent tels quels dans les traductions automatiques.',
    inferred: 'Tirés du site (cépages, labels, noms) :',
    noInferred: 'Aucun terme tiré du site.',
    own: 'Vos termes',
    add: 'Ajouter',
    placeholder: 'Nouveau terme',
    remove: 'Retirer {{term}}',
    save: 'Enregistrer le glossaire',
    saved: 'Glossaire enregistré',
    empty: 'Aucun terme ajouté.',
    failed: 'Le glossaire n’a pas pu être chargé.',
  },
};
