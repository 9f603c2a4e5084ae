import { randomUUID } from 'node:crypto';
import type {
  BlogAiArticleAnswer,
  BlogAiArticleBody,
  BlogAiPartsAnswer,
  BlogAiSubjectAnswer,
  BlogGeneratorBrief,
} from '@cellar/shared/content/blog-generator';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import { AiTextError, type ArticleBrief } from '../../adapters/ai-text/ai-text.ts';
import { aiTextGenerator } from '../../adapters/ai-text/ai-texts.ts';
import type { SiteId } from '../../data/site-id.ts';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { createArticle } from './blog-service.ts';
import { generatedArticleHtml, generatedMetaDescription } from './blog-generator-html.ts';

/** The model gave no usable text (or did not answer in time): 502, the admin may try again; the logs say why. */
export class BlogGeneratorUnavailable extends AppError {
  readonly status = 502;
}

const briefOf = (body: BlogGeneratorBrief, lang: Lang): ArticleBrief => ({
  companyPresentation: body.companyPresentation,
  forWho: body.forWho,
  goal: body.goal,
  lang,
});

/** Runs one generation; a failed or unreadable answer becomes the step's message (spec 1 §8). */
async function generate<T>(
  site: SiteId,
  idDiscussion: string,
  step: 'ideas' | 'parts' | 'article',
  failed: MessageKey,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AiTextError)) throw error;
    logger.warn('blog generator failed', {
      idSite: site,
      idDiscussion,
      step,
      failure: error.failure,
      detail: error.detail,
    });
    throw new BlogGeneratorUnavailable(failed);
  }
}

/**
 * The blog article generator (spec 1 §2 `/blog/generator/idea|title|content`; spec 2 §7 `/admin/blog/ai/*`): ideas
 * of titles from a brief, an outline for a title, then the article, created as a DRAFT (never published by itself:
 * the admin reads and publishes it in the article editor). Nothing is stored between the steps: each carries the whole
 * brief, and `idDiscussion` follows the conversation in the logs.
 */
export const blogGeneratorService = {
  async subject(site: SiteId, lang: Lang, body: BlogGeneratorBrief): Promise<BlogAiSubjectAnswer> {
    const idDiscussion = randomUUID();
    const generator = aiTextGenerator();
    const ideas = await generate(site, idDiscussion, 'ideas', 'blogGenerator.ideasFailed', () =>
      generator.ideas(briefOf(body, lang)),
    );
    return { idDiscussion, ideas, generator: generator.kind };
  },

  async parts(
    site: SiteId,
    lang: Lang,
    body: BlogGeneratorBrief & { idDiscussion: string; title: string },
  ): Promise<BlogAiPartsAnswer> {
    const generator = aiTextGenerator();
    const parts = await generate(site, body.idDiscussion, 'parts', 'blogGenerator.partsFailed', () =>
      generator.parts(briefOf(body, lang), body.title),
    );
    return { idDiscussion: body.idDiscussion, parts, generator: generator.kind };
  },

  async article(site: SiteId, lang: Lang, body: BlogAiArticleBody): Promise<BlogAiArticleAnswer> {
    const generator = aiTextGenerator();
    const written = await generate(site, body.idDiscussion, 'article', 'blogGenerator.articleFailed', () =>
      generator.article(briefOf(body, lang), body.title, body.parts),
    );
    const article = await createArticle(site, {
      title: body.title,
      idFolder: null,
      status: 'DRAFT',
      tags: [],
      metaTitle: body.title,
      metaDescription: generatedMetaDescription(written),
      content: generatedArticleHtml(written),
    });
    logger.info('blog article generated', { idSite: site, idDiscussion: body.idDiscussion, idArticle: article.id });
    return {
      idDiscussion: body.idDiscussion,
      generator: generator.kind,
      article: { id: article.id, title: article.title, status: article.status },
    };
  },
};
