import type { Lang } from '@cellar/shared/i18n/lang';

/**
 * Texts for the blog article generator (spec 1 §2 `/blog/generator/*`): title ideas from a brief, an outline for a
 * title, the article for an outline. A local implementation composes them from templates (no network: `npm start`,
 * tests); the deployed one asks a model on Amazon Bedrock (ai-text-bedrock.ts). `ai-texts.ts` chooses.
 */
export interface ArticleBrief {
  /** What the company is and does, in the admin's words. */
  companyPresentation: string;
  /** The readers the article is for. */
  forWho: string;
  /** What the article should achieve. */
  goal: string;
  /** The language the texts are written in (the admin's). */
  lang: Lang;
}

/** One part of an article: its heading (an `h2`) and its paragraphs, plain text (the service escapes them). */
export interface GeneratedSection {
  heading: string;
  paragraphs: string[];
}

export interface GeneratedArticle {
  /** The opening paragraph, before the first heading. */
  introduction: string;
  sections: GeneratedSection[];
}

export interface AiTextGenerator {
  /** Said in every answer: the admin screens tell a locally composed text from a model's. */
  readonly kind: 'local' | 'bedrock';
  ideas(brief: ArticleBrief): Promise<string[]>;
  parts(brief: ArticleBrief, title: string): Promise<string[]>;
  article(brief: ArticleBrief, title: string, parts: readonly string[]): Promise<GeneratedArticle>;
}

/**
 * No usable text: `unavailable` (network, timeout, the service refused: throttling, access not granted), `malformed`
 * (an answer we cannot read as the asked JSON). `detail` is for the logs, never shown.
 */
export class AiTextError extends Error {
  constructor(
    readonly failure: 'unavailable' | 'malformed',
    readonly detail: string,
  ) {
    super(`AI text ${failure}: ${detail}`);
    this.name = 'AiTextError';
  }
}
