import type { Lang } from '@cellar/shared/i18n/lang';
import type { AiTextGenerator, ArticleBrief, GeneratedArticle } from './ai-text.ts';

/** A fragment of the admin's text, on one line, cut on a word so a title stays readable. */
function clip(text: string, length = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${space > length / 2 ? cut.slice(0, space) : cut}…`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const lowered = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The presentation's first sentence: what the local article says of the company. */
function firstSentence(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const end = line.search(/[.!?](\s|$)/);
  return clip(end === -1 ? line : line.slice(0, end + 1), 240);
}

interface Words {
  ideas: (goal: string, forWho: string) => string[];
  parts: (goal: string, forWho: string) => string[];
  introduction: (title: string, company: string) => string;
  paragraphs: (part: string, goal: string, forWho: string, company: string) => string[];
}

const words: Record<Lang, Words> = {
  fr_FR: {
    ideas: (goal, forWho) => [
      `${capitalised(goal)} : le guide pour ${forWho}`,
      `${capitalised(goal)} : nos 5 conseils pour ${forWho}`,
      `Ce que ${forWho} nous demandent le plus souvent`,
      `Dans les coulisses de notre maison : ${lowered(goal)}`,
      `Pourquoi ${lowered(goal)} ? Les réponses de notre équipe`,
    ],
    parts: (goal, forWho) => [
      `Le contexte : ${lowered(goal)}`,
      'Qui nous sommes',
      `Ce que cela change pour ${forWho}`,
      'Nos conseils pratiques',
      'Pour aller plus loin',
    ],
    introduction: (title, company) => `${title}. ${company}`,
    paragraphs: (part, goal, forWho, company) => [
      `${part} : voici ce que ${forWho} doivent retenir. Notre objectif : ${lowered(goal)}.`,
      `${company} Nous partageons ici notre expérience, simplement et concrètement.`,
    ],
  },
  en_US: {
    ideas: (goal, forWho) => [
      `${capitalised(goal)}: the guide for ${forWho}`,
      `${capitalised(goal)}: our 5 tips for ${forWho}`,
      `What ${forWho} ask us most often`,
      `Behind the scenes of our house: ${lowered(goal)}`,
      `Why ${lowered(goal)}? Our team answers`,
    ],
    parts: (goal, forWho) => [
      `The background: ${lowered(goal)}`,
      'Who we are',
      `What it changes for ${forWho}`,
      'Our practical tips',
      'Going further',
    ],
    introduction: (title, company) => `${title}. ${company}`,
    paragraphs: (part, goal, forWho, company) => [
      `${part}: here is what ${forWho} should remember. Our goal: ${lowered(goal)}.`,
      `${company} We share our experience here, simply and practically.`,
    ],
  },
};

/**
 * Composes the generator's texts from templates and the admin's own words: the same inputs always give the same
 * texts, without any network or cost. For trying the flow (the screens say so), not for publishing as is.
 */
export class LocalAiText implements AiTextGenerator {
  readonly kind = 'local' as const;

  async ideas(brief: ArticleBrief): Promise<string[]> {
    return words[brief.lang].ideas(clip(brief.goal), clip(brief.forWho, 40));
  }

  async parts(brief: ArticleBrief, _title: string): Promise<string[]> {
    return words[brief.lang].parts(clip(brief.goal), clip(brief.forWho, 40));
  }

  async article(brief: ArticleBrief, title: string, parts: readonly string[]): Promise<GeneratedArticle> {
    const w = words[brief.lang];
    const company = firstSentence(brief.companyPresentation);
    return {
      introduction: w.introduction(title, company),
      sections: parts.map((part) => ({
        heading: part,
        paragraphs: w.paragraphs(part, clip(brief.goal, 120), clip(brief.forWho, 80), company),
      })),
    };
  }
}
