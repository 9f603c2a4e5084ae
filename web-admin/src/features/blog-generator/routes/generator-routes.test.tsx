import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { GeneratorContentRoute } from './generator-content-route.tsx';
import { GeneratorIdeaRoute } from './generator-idea-route.tsx';
import { GeneratorTitleRoute } from './generator-title-route.tsx';

const idDiscussion = '0b5f9c3d-2e71-4a86-9d40-7c1e5a3b2f98';
const brief = {
  companyPresentation: 'Domaine familial en Bourgogne.',
  forWho: 'les amateurs de vin',
  goal: 'Faire découvrir notre travail',
};
const ideas = ['Une année au domaine', 'Les vendanges à la main'];

/** What the earlier steps left in the tab (the screens read it from sessionStorage). */
function stored(state: Record<string, unknown>) {
  sessionStorage.setItem('cellar.blogGenerator.-1', JSON.stringify(state));
}

type Handlers = Parameters<typeof fakeApi>[0];
function render(step: 'idea' | 'title' | 'content', handlers: Handlers = {}, lang: Lang = 'en_US') {
  const api = fakeApi(handlers);
  const screens = { idea: GeneratorIdeaRoute, title: GeneratorTitleRoute, content: GeneratorContentRoute };
  const Screen = screens[step];
  const path = `${lang === 'en_US' ? '/en_US' : ''}/blog/generator/${step}`;
  renderScreen(<Screen />, { api: api.client, lang, path, pattern: path });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

beforeEach(() => sessionStorage.clear());

describe('the Idea step', () => {
  it('needs the presentation, the audience and the goal, and sends nothing without them', async () => {
    const { call } = render('idea');
    await userEvent.click(await screen.findByTestId('blog-generator-ask-ideas'));
    expect(await screen.findByText('The company presentation is required')).toBeInTheDocument();
    expect(screen.getByText('Say who the article is for')).toBeInTheDocument();
    expect(screen.getByText('The goal of the article is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('says them in French on the French screen', async () => {
    render('idea', {}, 'fr_FR');
    await userEvent.click(await screen.findByTestId('blog-generator-ask-ideas'));
    expect(await screen.findByText('La présentation de l’entreprise est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Obtenir des idées')).toBeInTheDocument();
  });

  it('shows the ideas for the brief, says they were composed locally, and opens the Title step with the one picked', async () => {
    const { call } = render('idea', {
      adminBlogAiSubject: () => ({ idDiscussion, ideas, generator: 'local' }),
    });
    expect(await screen.findByTestId('blog-generator-no-ideas')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('blog-generator-companyPresentation'), brief.companyPresentation);
    await userEvent.type(screen.getByTestId('blog-generator-forWho'), brief.forWho);
    await userEvent.type(screen.getByTestId('blog-generator-goal'), brief.goal);
    await userEvent.click(screen.getByTestId('blog-generator-ask-ideas'));
    const list = await screen.findByTestId('blog-generator-ideas');
    expect(within(list).getByText('Une année au domaine')).toBeInTheDocument();
    expect(bodyOf(call, 'adminBlogAiSubject')).toEqual(brief);
    expect(screen.getByTestId('blog-generator-local')).toHaveTextContent('Generated locally, for trying the flow');
    await userEvent.click(screen.getByTestId('blog-generator-idea-1'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/blog/generator/title');
    expect(JSON.parse(sessionStorage.getItem('cellar.blogGenerator.-1')!)).toMatchObject({
      ...brief,
      idDiscussion,
      title: 'Les vendanges à la main',
    });
  });

  it('says "Cannot get blog ideas" when the generation fails', async () => {
    render('idea', {
      adminBlogAiSubject: () => {
        throw new ApiError(502, 'Cannot get blog ideas');
      },
    });
    await userEvent.type(await screen.findByTestId('blog-generator-companyPresentation'), 'Domaine');
    await userEvent.type(screen.getByTestId('blog-generator-forWho'), 'Amateurs');
    await userEvent.type(screen.getByTestId('blog-generator-goal'), 'Découvrir');
    await userEvent.click(screen.getByTestId('blog-generator-ask-ideas'));
    expect(await screen.findByTestId('blog-generator-brief-error')).toHaveTextContent('Cannot get blog ideas');
  });

  it('keeps what was typed across a reload', async () => {
    render('idea');
    await userEvent.type(await screen.findByTestId('blog-generator-goal'), 'Découvrir');
    cleanup();
    render('idea');
    expect(await screen.findByTestId('blog-generator-goal')).toHaveValue('Découvrir');
  });
});

describe('the Title step', () => {
  it('sends back to the Idea step when no ideas were asked for', async () => {
    render('title');
    expect(await screen.findByTestId('blog-generator-missing')).toHaveTextContent('Start with the Idea step');
  });

  it('asks the parts of the title, edited, then opens the Content step', async () => {
    stored({ ...brief, idDiscussion, ideas, title: 'Une année au domaine', generator: 'bedrock' });
    const { call } = render('title', {
      adminBlogAiParts: () => ({ idDiscussion, parts: ['Le printemps', 'L’été'], generator: 'bedrock' }),
    });
    const input = await screen.findByTestId('blog-generator-title');
    expect(input).toHaveValue('Une année au domaine');
    expect(screen.queryByTestId('blog-generator-local')).not.toBeInTheDocument();
    await userEvent.type(input, ' en Bourgogne');
    await userEvent.click(screen.getByTestId('blog-generator-ask-parts'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/blog/generator/content');
    expect(bodyOf(call, 'adminBlogAiParts')).toEqual({
      ...brief,
      idDiscussion,
      title: 'Une année au domaine en Bourgogne',
    });
  });

  it('needs a title, and says "Cannot get blog parts" when the generation fails', async () => {
    stored({ ...brief, idDiscussion, ideas, title: '' });
    const { call } = render('title', {
      adminBlogAiParts: () => {
        throw new ApiError(502, 'Cannot get blog parts');
      },
    });
    await userEvent.click(await screen.findByTestId('blog-generator-ask-parts'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByTestId('blog-generator-title-ideas')).getByText(ideas[0]!));
    await userEvent.click(screen.getByTestId('blog-generator-ask-parts'));
    expect(await screen.findByTestId('blog-generator-title-form-error')).toHaveTextContent('Cannot get blog parts');
  });
});

describe('the Content step', () => {
  const ready = { ...brief, idDiscussion, ideas, title: 'Une année au domaine', parts: ['Le printemps', 'L’été'] };

  it('generates the article from the edited parts and opens it in the editor as a draft', async () => {
    stored(ready);
    const { call } = render('content', {
      adminBlogAiArticle: () => ({
        idDiscussion,
        generator: 'local',
        article: { id: 42, title: ready.title, status: 'DRAFT' },
      }),
    });
    expect(await screen.findByTestId('blog-generator-article-title')).toHaveTextContent('Une année au domaine');
    await userEvent.click(screen.getByTestId('blog-generator-remove-0'));
    await userEvent.click(screen.getByTestId('blog-generator-add-part'));
    await userEvent.type(screen.getByTestId('blog-generator-parts.1'), 'L’automne');
    await userEvent.click(screen.getByTestId('blog-generator-generate'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/blog/42');
    expect(bodyOf(call, 'adminBlogAiArticle')).toEqual({
      ...brief,
      idDiscussion,
      title: ready.title,
      parts: ['L’été', 'L’automne'],
    });
    // The conversation is over; the brief stays for the next article.
    expect(JSON.parse(sessionStorage.getItem('cellar.blogGenerator.-1')!)).toMatchObject({
      ...brief,
      idDiscussion: null,
      parts: [],
    });
  });

  it('refuses an empty part or no part at all, and sends nothing', async () => {
    stored(ready);
    const { call } = render('content');
    await userEvent.click(await screen.findByTestId('blog-generator-add-part'));
    await userEvent.click(screen.getByTestId('blog-generator-generate'));
    expect(await screen.findByText('A part cannot be empty')).toBeInTheDocument();
    for (const index of [2, 1, 0]) await userEvent.click(screen.getByTestId(`blog-generator-remove-${index}`));
    await userEvent.click(screen.getByTestId('blog-generator-generate'));
    expect(await screen.findByTestId('blog-generator-parts-error')).toHaveTextContent(
      'The article needs at least one part',
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the article’s failure message and stays', async () => {
    stored(ready);
    render('content', {
      adminBlogAiArticle: () => {
        throw new ApiError(502, 'Cannot generate the blog article');
      },
    });
    await userEvent.click(await screen.findByTestId('blog-generator-generate'));
    expect(await screen.findByTestId('blog-generator-parts-form-error')).toHaveTextContent(
      'Cannot generate the blog article',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends back to the Title step when no title was chosen', async () => {
    stored({ ...brief, idDiscussion, ideas });
    render('content');
    expect(await screen.findByTestId('blog-generator-missing')).toHaveTextContent('Choose a title first.');
  });
});
