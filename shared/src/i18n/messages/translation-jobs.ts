/** Machine-translation jobs and the glossary (issue 19; spec 1 §8, spec 2 §7 "Translations"). */
export const translationJobMessages = {
  'translationJob.created': { en_US: 'Translation job created', fr_FR: 'Tâche de traduction créée' },
  'translationJob.started': { en_US: 'Translation job started', fr_FR: 'Tâche de traduction lancée' },
  'translationJob.notFound': { en_US: 'Translation job not found', fr_FR: 'Tâche de traduction introuvable' },
  'translationJob.siteRequired': { en_US: 'Site is required', fr_FR: 'Le site est obligatoire' },
  'translationJob.langsRequired': {
    en_US: 'Choose at least one language',
    fr_FR: 'Choisissez au moins une langue',
  },
  'translationJob.noLangToTranslate': {
    en_US: 'This site has no language to translate into',
    fr_FR: 'Ce site n’a aucune langue à traduire',
  },
  'mt.keyRefused': {
    en_US: 'DeepL refused the API key: check DEEPL_API_KEY',
    fr_FR: 'DeepL a refusé la clé d’API : vérifiez DEEPL_API_KEY',
  },
  'mt.unavailable': {
    en_US: 'Machine translation is unavailable, please retry later',
    fr_FR: 'La traduction automatique est indisponible, veuillez réessayer plus tard',
  },
  'glossary.updated': { en_US: 'Glossary saved', fr_FR: 'Glossaire enregistré' },
  'glossary.termRequired': { en_US: 'A term cannot be empty', fr_FR: 'Un terme ne peut pas être vide' },
  'glossary.termsRequired': { en_US: 'Terms are required', fr_FR: 'Les termes sont obligatoires' },
  'glossary.termTooLong': {
    en_US: 'A term is at most 100 characters',
    fr_FR: 'Un terme fait au plus 100 caractères',
  },
  'glossary.tooManyTerms': {
    en_US: 'A glossary holds at most 500 terms',
    fr_FR: 'Un glossaire contient au plus 500 termes',
  },
} as const;
