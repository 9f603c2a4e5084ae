import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { blogAiArticleBodySchema, blogGeneratorBriefSchema } from './blog-generator.ts';

const brief = { companyPresentation: 'Domaine familial', forWho: 'les amateurs', goal: 'Faire découvrir' };
const idDiscussion = '0b5f9c3d-2e71-4a86-9d40-7c1e5a3b2f98';

/** The messages of a refused input, by field, in English. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), translate(i.message, 'en_US')]));
}

describe('the article generator’s inputs', () => {
  it('need the presentation, the audience and the goal, blank being missing', () => {
    expect(messages(blogGeneratorBriefSchema.safeParse({ companyPresentation: '  ', forWho: null }))).toEqual({
      companyPresentation: 'The company presentation is required',
      forWho: 'Say who the article is for',
      goal: 'The goal of the article is required',
    });
  });

  it('are trimmed, and bounded since they go to a paid model', () => {
    expect(blogGeneratorBriefSchema.parse({ ...brief, goal: '  Faire découvrir ' }).goal).toBe('Faire découvrir');
    expect(messages(blogGeneratorBriefSchema.safeParse({ ...brief, forWho: 'x'.repeat(301) }))).toEqual({
      forWho: translate('validation.tooLong', 'en_US'),
    });
  });

  it('need at least one part for the article, none empty, 12 at most, and a title', () => {
    const body = (parts: unknown, title = 'Titre') => ({ ...brief, idDiscussion, title, parts });
    expect(blogAiArticleBodySchema.safeParse(body(['Une partie'])).success).toBe(true);
    expect(messages(blogAiArticleBodySchema.safeParse(body([])))).toEqual({
      parts: 'The article needs at least one part',
    });
    expect(messages(blogAiArticleBodySchema.safeParse(body(['A', ' '], ' ')))).toEqual({
      title: 'Title is required',
      'parts.1': 'A part cannot be empty',
    });
    expect(messages(blogAiArticleBodySchema.safeParse(body(Array.from({ length: 13 }, (_, i) => `P${i}`))))).toEqual({
      parts: 'An article has 12 parts at most',
    });
  });
});
