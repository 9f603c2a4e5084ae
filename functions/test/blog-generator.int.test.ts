import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * The blog article generator (issue 18; spec 1 §2 `/blog/generator/*`, §8; spec 2 §7 `POST /admin/blog/ai/*`)
 * through the local gateway, with the local generator (the default: no model, no network): ideas, an outline, then
 * an article created as a DRAFT that the storefront does not show; every input rule with its message.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

const brief = {
  companyPresentation: 'Domaine familial en Bourgogne, vignes en bio depuis 2012.',
  forWho: 'les amateurs de vin',
  goal: 'Faire découvrir notre travail à la vigne',
};

const admin = (path: string, body: unknown, lang: 'fr_FR' | 'en_US' = 'fr_FR', token = admin1, idSite = 1) =>
  call('POST', path, { token, idSite, body, lang });

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('the article generator, step by step', () => {
  it('proposes ideas, then parts, then writes a DRAFT article the storefront does not show', async () => {
    const subject = await admin('/admin/blog/ai/subject', brief);
    expect(subject.status, subject.raw).toBe(200);
    const { idDiscussion, ideas, generator } = subject.body.data;
    expect(generator).toBe('local');
    expect(idDiscussion).toMatch(/^[0-9a-f-]{36}$/);
    expect(ideas[0]).toContain('Faire découvrir notre travail à la vigne');

    const title = `${ideas[0]} ${run}`;
    const parts = await admin('/admin/blog/ai/parts', { ...brief, idDiscussion, title });
    expect(parts.status, parts.raw).toBe(200);
    expect(parts.body.data).toMatchObject({ idDiscussion, generator: 'local' });
    expect(parts.body.data.parts).toContain('Ce que cela change pour les amateurs de vin');

    const chosen = [...parts.body.data.parts.slice(0, 2), 'Une partie <b>à moi</b>'];
    const written = await admin('/admin/blog/ai/article', { ...brief, idDiscussion, title, parts: chosen });
    expect(written.status, written.raw).toBe(200);
    expect(written.body.message).toBe('L’article a été généré en brouillon');
    const { article } = written.body.data;
    expect(article).toMatchObject({ title, status: 'DRAFT' });

    const read = await call('GET', `/admin/blog/${article.id}`, { token: admin1, idSite: 1 });
    expect(read.status, read.raw).toBe(200);
    expect(read.body.data.status).toBe('DRAFT');
    expect(read.body.data.idFolder).toBeNull();
    // One h2 per part, in order; the admin's own words are text, never markup.
    expect(read.body.data.content.match(/<h2>(.*?)<\/h2>/g)).toEqual([
      `<h2>${chosen[0]}</h2>`,
      `<h2>${chosen[1]}</h2>`,
      '<h2>Une partie &lt;b&gt;à moi&lt;/b&gt;</h2>',
    ]);
    expect(read.body.data.metaDescription.length).toBeLessThanOrEqual(155);

    expect((await call('GET', `/blog/article/${article.id}`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/blog/article/${read.body.data.url}`, { idSite: 1 })).status).toBe(404);
    const root = (await call('GET', '/blog', { idSite: 1 })).body.data;
    expect(root.articles.map((a: { id: number }) => a.id)).not.toContain(article.id);
  });

  it('writes in the admin’s language', async () => {
    const subject = await admin(
      '/admin/blog/ai/subject',
      { ...brief, goal: 'Show our work', forWho: 'wine lovers' },
      'en_US',
    );
    expect(subject.body.data.ideas[0]).toBe('Show our work: the guide for wine lovers');
  });

  it('creates the draft in the caller’s site only', async () => {
    const { idDiscussion } = (await admin('/admin/blog/ai/subject', brief, 'fr_FR', admin2, 2)).body.data;
    const title = `Site 2 ${run}`;
    const written = await admin(
      '/admin/blog/ai/article',
      { ...brief, idDiscussion, title, parts: ['A'] },
      'fr_FR',
      admin2,
      2,
    );
    expect(written.status, written.raw).toBe(200);
    const id = written.body.data.article.id;
    expect((await call('GET', `/admin/blog/${id}`, { token: admin2, idSite: 2 })).body.data.title).toBe(title);
    const other = await call('GET', `/admin/blog/${id}`, { token: admin1, idSite: 1 });
    if (other.status === 200) expect(other.body.data.title).not.toBe(title);
    else expect(other.status).toBe(404);
  });
});

describe('generator inputs, each rule with its message', () => {
  it('needs the company presentation, the audience and the goal, in English', async () => {
    expect(errorsOf(await admin('/admin/blog/ai/subject', { companyPresentation: ' ', forWho: '' }, 'en_US'))).toEqual({
      companyPresentation: ['The company presentation is required'],
      forWho: ['Say who the article is for'],
      goal: ['The goal of the article is required'],
    });
  });

  it('says them in French', async () => {
    expect(errorsOf(await admin('/admin/blog/ai/subject', {}))).toEqual({
      companyPresentation: ['La présentation de l’entreprise est obligatoire'],
      forWho: ['Indiquez à qui s’adresse l’article'],
      goal: ['L’objectif de l’article est obligatoire'],
    });
  });

  it('bounds what goes to the model', async () => {
    const errors = errorsOf(
      await admin('/admin/blog/ai/subject', { ...brief, companyPresentation: 'x'.repeat(2001) }, 'en_US'),
    );
    expect(Object.keys(errors)).toEqual(['companyPresentation']);
  });

  it('needs a title for the parts, and the conversation it continues', async () => {
    const errors = errorsOf(await admin('/admin/blog/ai/parts', { ...brief, title: ' ', idDiscussion: 'x' }, 'en_US'));
    expect(errors.title).toEqual(['Title is required']);
    expect(errors.idDiscussion).toBeDefined();
  });

  it('needs at least one part, none empty, 12 at most', async () => {
    const { idDiscussion } = (await admin('/admin/blog/ai/subject', brief)).body.data;
    const write = (parts: unknown) =>
      admin('/admin/blog/ai/article', { ...brief, idDiscussion, title: 'T', parts }, 'en_US');
    expect(errorsOf(await write([])).parts).toEqual(['The article needs at least one part']);
    expect(errorsOf(await write(['A', ' ']))['parts.1']).toEqual(['A part cannot be empty']);
    expect(errorsOf(await write(Array.from({ length: 13 }, (_, i) => `P${i}`))).parts).toEqual([
      'An article has 12 parts at most',
    ]);
  });

  it('is for the site’s administrators only', async () => {
    expect((await call('POST', '/admin/blog/ai/subject', { idSite: 1, body: brief })).status).toBe(401);
  });
});
