/**
 * The blog article generator (issue 18; spec 1 §8 "Cannot get blog ideas", "Cannot get blog parts"). The article's
 * own failure message is not in the spec: written in the same voice.
 */
export const blogGeneratorMessages = {
  'blogGenerator.ideasFailed': { en_US: 'Cannot get blog ideas', fr_FR: 'Impossible d’obtenir des idées d’articles' },
  'blogGenerator.partsFailed': {
    en_US: 'Cannot get blog parts',
    fr_FR: 'Impossible d’obtenir les parties de l’article',
  },
  'blogGenerator.articleFailed': {
    en_US: 'Cannot generate the blog article',
    fr_FR: 'Impossible de générer l’article',
  },
  'blogGenerator.companyPresentationRequired': {
    en_US: 'The company presentation is required',
    fr_FR: 'La présentation de l’entreprise est obligatoire',
  },
  'blogGenerator.forWhoRequired': {
    en_US: 'Say who the article is for',
    fr_FR: 'Indiquez à qui s’adresse l’article',
  },
  'blogGenerator.goalRequired': {
    en_US: 'The goal of the article is required',
    fr_FR: 'L’objectif de l’article est obligatoire',
  },
  'blogGenerator.titleRequired': { en_US: 'Title is required', fr_FR: 'Le titre est obligatoire' },
  'blogGenerator.partRequired': { en_US: 'A part cannot be empty', fr_FR: 'Une partie ne peut pas être vide' },
  'blogGenerator.partsRequired': {
    en_US: 'The article needs at least one part',
    fr_FR: 'L’article doit avoir au moins une partie',
  },
  'blogGenerator.tooManyParts': {
    en_US: 'An article has 12 parts at most',
    fr_FR: 'Un article a au plus 12 parties',
  },
  'blogGenerator.articleCreated': {
    en_US: 'The article was generated as a draft',
    fr_FR: 'L’article a été généré en brouillon',
  },
} as const;
