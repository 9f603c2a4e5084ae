import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlogArticleSummary, BlogArticleView, BlogFolderContent } from '@cellar/shared/content/blog';
import { Failure, renderStore } from '../../../testing/store-test.tsx';

const summary = (id: number, over: Partial<BlogArticleSummary> = {}): BlogArticleSummary => ({
  id,
  title: `Article ${id}`,
  url: `article-${id}`,
  idFolder: 2,
  status: 'ONLINE',
  valid: true,
  order: id,
  tags: ['gamay'],
  metaTitle: '',
  metaDescription: `Meta of article ${id}`,
  excerpt: `Excerpt of article ${id}`,
  image: null,
  createdAt: '2026-04-12T08:00:00.000Z',
  updatedAt: '2026-04-12T08:00:00.000Z',
  publishedAt: '2026-04-14T08:00:00.000Z',
  ...over,
});
const gamay: BlogArticleView = {
  ...summary(7, { title: 'Le gamay', url: 'le-gamay', metaTitle: 'Le gamay, notre cépage' }),
  content: '<p>The <strong>gamay</strong> loves granite.</p>',
};
const vineyard = { id: 1, name: 'The vineyard', idParent: null };
const grapes = { id: 2, name: 'Grapes', idParent: 1 };
const crumb = { folders: [vineyard, grapes].map(({ id, name }) => ({ id, name })) };

describe('the blog', () => {
  it('lists the root’s sections and published articles with their day and excerpt', async () => {
    const root: BlogFolderContent = { folder: null, folders: [vineyard], articles: [summary(3, { idFolder: null })] };
    renderStore('/en_US/blog?site=1', { 'GET /blog': root });
    const list = await screen.findByTestId('blog-list');
    const card = within(list).getByTestId('blog-card-3');
    expect(within(card).getByRole('link', { name: 'Article 3' })).toHaveAttribute('href', '/en_US/blog/article-3');
    expect(within(card).getByText('April 14, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Excerpt of article 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The vineyard' })).toHaveAttribute('href', '/en_US/blog/folder/1');
    // Every page's footer leads to the blog.
    expect(screen.getByTestId('footer-blog')).toHaveAttribute('href', '/en_US/blog');
  });

  it('shows a folder with its breadcrumb, and says when it holds no published article', async () => {
    renderStore('/en_US/blog/folder/2?site=1', {
      'GET /blog/folder/2': { folder: grapes, folders: [], articles: [] },
      'GET /blog/folder/ariane/2': crumb,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grapes' })).toBeInTheDocument();
    expect(screen.getByText('No article published here yet.')).toBeInTheDocument();
    const trail = screen.getByTestId('blog-breadcrumb');
    expect(await within(trail).findByRole('link', { name: 'The vineyard' })).toHaveAttribute(
      'href',
      '/en_US/blog/folder/1',
    );
  });

  it('says when the blog could not be loaded, never an empty list', async () => {
    renderStore('/en_US/blog?site=1', { 'GET /blog': new Failure(500) });
    expect(await screen.findByText(/The blog could not be loaded\./)).toBeInTheDocument();
    expect(screen.queryByText('No article published here yet.')).toBeNull();
  });
});

describe('an article page', () => {
  it('shows the breadcrumb Blog › folders › article, the content and its SEO fields', async () => {
    renderStore('/en_US/blog/le-gamay?site=1', {
      'GET /blog/article/le-gamay': gamay,
      'GET /blog/folder/ariane/2': crumb,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Le gamay' })).toBeInTheDocument();
    const trail = screen.getByTestId('blog-breadcrumb');
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en_US/blog');
    expect(await within(trail).findByRole('link', { name: 'Grapes' })).toHaveAttribute('href', '/en_US/blog/folder/2');
    expect(within(trail).getByRole('link', { name: 'The vineyard' })).toBeInTheDocument();
    expect(within(trail).getByText('Le gamay')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByTestId('blog-content')).getByText('gamay').tagName).toBe('STRONG');
    await vi.waitFor(() => expect(document.title).toContain('Le gamay, notre cépage'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Meta of article 7');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog\/le-gamay$/);
  });

  it('says a draft is not found', async () => {
    renderStore('/en_US/blog/a-draft?site=1', { 'GET /blog/article/a-draft': new Failure(404, 'Article not found') });
    expect(await screen.findByText('This article does not exist or is no longer published.')).toBeInTheDocument();
  });
});
