/** Statistics and the dashboard (issue 20): the period query's rules. */
export const statsMessages = {
  'stats.invalidPeriod': { en_US: 'Unknown period', fr_FR: 'Période inconnue' },
  'stats.invalidDay': { en_US: 'A day is written yyyy-mm-dd', fr_FR: 'Un jour s’écrit aaaa-mm-jj' },
  'stats.customNeedsDays': {
    en_US: 'A custom period needs a start and an end day',
    fr_FR: 'Une période personnalisée demande un jour de début et un jour de fin',
  },
  'stats.fromAfterTo': {
    en_US: 'The end day comes before the start day',
    fr_FR: 'Le jour de fin précède le jour de début',
  },
  'stats.periodTooLong': {
    en_US: 'A period covers at most 366 days',
    fr_FR: 'Une période couvre au plus 366 jours',
  },
  'stats.invalidProperty': { en_US: 'Unknown property', fr_FR: 'Propriété inconnue' },
  'stats.unknownBreakdown': { en_US: 'Unknown breakdown', fr_FR: 'Répartition inconnue' },
  'stats.invalidPage': { en_US: 'A page is a path starting with /', fr_FR: 'Une page est un chemin commençant par /' },
  'stats.otherSite': {
    en_US: 'A visit is recorded for the site that sends it',
    fr_FR: 'Une visite est enregistrée pour le site qui l’envoie',
  },
} as const;
