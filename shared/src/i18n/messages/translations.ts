/** Content translations (issue 19; spec 1 §8 "Unknown lang"; docs/translations.md). */
export const translationMessages = {
  'translation.unknownLang': { en_US: 'Unknown lang', fr_FR: 'Langue inconnue' },
  'translation.notFound': { en_US: 'Translation not found', fr_FR: 'Traduction introuvable' },
  'translation.textRequired': { en_US: 'The translation is required', fr_FR: 'La traduction est obligatoire' },
  'translation.updated': { en_US: 'Translation saved', fr_FR: 'Traduction enregistrée' },
} as const;
