import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlogArticleView } from '@cellar/shared/content/blog';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { BlogArticleAddRoute, BlogArticleUpdateRoute } from '../routes/article-route.tsx';

const gamay: BlogArticleView = {
  id: 4,
  title: 'Le gamay',
  url: 'le-gamay',
  idFolder: 2,
  status: 'DRAFT',
  valid: true,
  order: 0,
  tags: ['cépages'],
  metaTitle: 'Le gamay',
  metaDescription: 'Notre cépage',
  excerpt: 'Le gamay aime le granite.',
  content: '<p>Le gamay aime le granite.</p>',
  image: { url: '/media/gamay.png', alt: 'Grappe', width: null, height: null, srcset: '', avifSrcset: '' },
  createdAt: '2026-09-14T08:00:00.000Z',
  updatedAt: '2026-09-14T08:00:00.000Z',
  publishedAt: null,
};

const common = {
  adminBlogFolders: () => ({ folders: [{ id: 2, name: 'Les cépages', idParent: null }], articles: [] }),
  adminBlogTags: () => ({ tags: ['cépages', 'vigne'] }),
};

function renderAdd(lang: Lang = 'en_US') {
  const api = fakeApi({ ...common, adminBlogArticleCreate: () => gamay });
  renderScreen(<BlogArticleAddRoute />, { api: api.client, lang, path: '/blog/new?folder=2', pattern: '/blog/new' });
  return api;
}

function renderUpdate() {
  const api = fakeApi({
    ...common,
    adminBlogArticle: () => gamay,
    adminBlogArticleUpdate: ({ body }) => ({ ...gamay, ...(body as object) }),
  });
  renderScreen(<BlogArticleUpdateRoute />, { api: api.client, path: '/blog/4', pattern: '/blog/:id' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the article editor', () => {
  it('says what is wrong under each field at once, and sends nothing', async () => {
    const { call } = renderAdd();
    const form = await screen.findByTestId('blog-article-form');
    await userEvent.type(within(form).getByTestId('blog-url'), 'Mon Article');
    await userEvent.type(within(form).getByTestId('blog-metaDescription'), 'x'.repeat(160));
    await userEvent.click(within(form).getByTestId('blog-article-submit'));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Invalid character')).toBeInTheDocument();
    expect(within(form).getByText('The meta description cannot be more than 155 characters')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminBlogArticleCreate', expect.anything());
  });

  it('says the rules in French on the French screen', async () => {
    renderAdd('fr_FR');
    await userEvent.click(await screen.findByTestId('blog-article-submit'));
    expect(await screen.findByText('Le titre est obligatoire')).toBeInTheDocument();
  });

  it('creates a draft in the folder it was opened from', async () => {
    const { call } = renderAdd();
    await userEvent.type(await screen.findByTestId('blog-title'), 'Le gamay');
    await userEvent.click(screen.getByTestId('blog-article-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBlogArticleCreate', expect.anything()));
    expect(bodyOf(call, 'adminBlogArticleCreate')).toMatchObject({ title: 'Le gamay', idFolder: 2, status: 'DRAFT' });
  });

  it('publishes an article: it is saved ONLINE, with its fields and its cover kept', async () => {
    const { call } = renderUpdate();
    expect(await screen.findByTestId('blog-title')).toHaveValue('Le gamay');
    await userEvent.click(screen.getByTestId('blog-publish'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBlogArticleUpdate', expect.anything()));
    const body = bodyOf(call, 'adminBlogArticleUpdate');
    expect(body).toMatchObject({ status: 'ONLINE', url: 'le-gamay', tags: ['cépages'], alt: 'Grappe' });
    expect(body).not.toHaveProperty('removeImage');
  });

  it('archives an article', async () => {
    const { call } = renderUpdate();
    await userEvent.click(await screen.findByTestId('blog-archive'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBlogArticleUpdate', expect.anything()));
    expect(bodyOf(call, 'adminBlogArticleUpdate')).toMatchObject({ status: 'ARCHIVED' });
  });
});
