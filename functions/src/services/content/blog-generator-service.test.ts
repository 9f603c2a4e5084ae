import { translate } from '@cellar/shared/i18n/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiTextError, type AiTextGenerator } from '../../adapters/ai-text/ai-text.ts';
import { setAiTextGenerator } from '../../adapters/ai-text/ai-texts.ts';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { blogGeneratorService, BlogGeneratorUnavailable } from './blog-generator-service.ts';
import { generatedArticleHtml, generatedMetaDescription } from './blog-generator-html.ts';

const brief = { companyPresentation: 'Domaine familial.', forWho: 'les amateurs', goal: 'Faire découvrir' };
const site = 1 as SiteId;

/** A generator whose every answer fails as `failure` (the model's answer unreadable, or no answer in time). */
const failing = (failure: 'unavailable' | 'malformed'): AiTextGenerator => ({
  kind: 'bedrock',
  ideas: async () => Promise.reject(new AiTextError(failure, 'test')),
  parts: async () => Promise.reject(new AiTextError(failure, 'test')),
  article: async () => Promise.reject(new AiTextError(failure, 'test')),
});

async function refusal(run: () => Promise<unknown>): Promise<BlogGeneratorUnavailable> {
  const error = await run().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BlogGeneratorUnavailable);
  return error as BlogGeneratorUnavailable;
}

// The failures are logged (warn): kept out of the test output.
beforeEach(() => vi.spyOn(logger, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  setAiTextGenerator(undefined);
  vi.restoreAllMocks();
});

describe('the generator’s failures, each with the spec’s message', () => {
  it('says "Cannot get blog ideas" when the model answers nothing usable', async () => {
    setAiTextGenerator(failing('malformed'));
    const error = await refusal(() => blogGeneratorService.subject(site, 'en_US', brief));
    expect(error.status).toBe(502);
    expect(translate(error.messageKey, 'en_US')).toBe('Cannot get blog ideas');
  });

  it('says "Cannot get blog parts" when the model does not answer in time', async () => {
    setAiTextGenerator(failing('unavailable'));
    const error = await refusal(() =>
      blogGeneratorService.parts(site, 'en_US', { ...brief, idDiscussion: 'd', title: 'T' }),
    );
    expect(translate(error.messageKey, 'en_US')).toBe('Cannot get blog parts');
  });

  it('creates no article when its text cannot be written', async () => {
    setAiTextGenerator(failing('malformed'));
    const error = await refusal(() =>
      blogGeneratorService.article(site, 'fr_FR', { ...brief, idDiscussion: 'd', title: 'T', parts: ['A'] }),
    );
    expect(translate(error.messageKey, 'fr_FR')).toBe('Impossible de générer l’article');
  });
});

describe('the generated article’s HTML', () => {
  const article = {
    introduction: 'Chaque bouteille raconte une année.',
    sections: [
      { heading: 'La vigne', paragraphs: ['Au printemps.', 'En été.'] },
      { heading: 'Le chai <script>', paragraphs: ['<img src=x onerror=alert(1)>'] },
    ],
  };

  it('is the introduction, then an h2 and its paragraphs per part, the texts escaped', () => {
    expect(generatedArticleHtml(article)).toBe(
      [
        '<p>Chaque bouteille raconte une année.</p>',
        '<h2>La vigne</h2>',
        '<p>Au printemps.</p>',
        '<p>En été.</p>',
        '<h2>Le chai &lt;script&gt;</h2>',
        '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
      ].join('\n'),
    );
  });

  it('starts the meta description with the introduction, within 155 characters', () => {
    expect(generatedMetaDescription(article)).toBe('Chaque bouteille raconte une année.');
    const long = generatedMetaDescription({ ...article, introduction: 'mot '.repeat(100) });
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('…')).toBe(true);
  });
});
