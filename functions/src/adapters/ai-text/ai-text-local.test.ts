import { describe, expect, it } from 'vitest';
import type { ArticleBrief } from './ai-text.ts';
import { LocalAiText } from './ai-text-local.ts';

const brief: ArticleBrief = {
  companyPresentation: 'Domaine familial en Bourgogne, vignes en bio depuis 2012. Trois générations de vignerons.',
  forWho: 'les amateurs de vin',
  goal: 'Faire découvrir notre travail à la vigne',
  lang: 'fr_FR',
};

describe('the local text generator', () => {
  const local = new LocalAiText();

  it('says it is local', () => {
    expect(local.kind).toBe('local');
  });

  it('composes title ideas from the goal and the audience, the same each time', async () => {
    const ideas = await local.ideas(brief);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas[0]).toBe('Faire découvrir notre travail à la vigne : le guide pour les amateurs de vin');
    expect(await local.ideas(brief)).toEqual(ideas);
  });

  it('writes in the admin’s language', async () => {
    const ideas = await local.ideas({
      ...brief,
      goal: 'Show our work in the vineyard',
      forWho: 'wine lovers',
      lang: 'en_US',
    });
    expect(ideas[0]).toBe('Show our work in the vineyard: the guide for wine lovers');
  });

  it('keeps a title readable when the audience is long', async () => {
    const ideas = await local.ideas({ ...brief, forWho: 'les amateurs '.repeat(20) });
    for (const idea of ideas) expect(idea.length).toBeLessThan(200);
  });

  it('proposes an outline that names the audience', async () => {
    const parts = await local.parts(brief, 'Une année au domaine');
    expect(parts).toContain('Ce que cela change pour les amateurs de vin');
  });

  it('writes one section per part, in order, saying what the company is', async () => {
    const article = await local.article(brief, 'Une année au domaine', ['Au printemps', 'En été']);
    expect(article.introduction).toBe(
      'Une année au domaine. Domaine familial en Bourgogne, vignes en bio depuis 2012.',
    );
    expect(article.sections.map((s) => s.heading)).toEqual(['Au printemps', 'En été']);
    expect(article.sections[0]!.paragraphs[0]).toContain('les amateurs de vin');
  });
});
