import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { BlogArticleSummary, BlogFolderView } from '@cellar/shared/content/blog';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { BlogRoute } from './blog-route.tsx';

const wines: BlogFolderView = { id: 1, name: 'Le vignoble', idParent: null };
const grapes: BlogFolderView = { id: 2, name: 'Les cépages', idParent: 1 };
const article = (id: number, title: string, status: BlogArticleSummary['status'], idFolder: number | null) =>
  ({
    id,
    title,
    url: `article-${id}`,
    idFolder,
    status,
    valid: status !== 'HIDDEN',
    order: id,
    tags: ['gamay'],
    metaTitle: '',
    metaDescription: '',
    excerpt: '',
    image: null,
    createdAt: '2026-09-14T08:00:00.000Z',
    updatedAt: '2026-09-14T08:00:00.000Z',
    publishedAt: null,
  }) satisfies BlogArticleSummary;

function renderBlog(handlers: Parameters<typeof fakeApi>[0] = {}, path = '/blog') {
  const api = fakeApi({
    adminBlogFolders: () => ({ folders: [wines, grapes], articles: [article(9, 'À la racine', 'ONLINE', null)] }),
    adminBlogFolder: ({ params }) => ({
      folder: params?.id === 2 ? grapes : wines,
      folders: [],
      articles:
        params?.id === 2
          ? [article(1, 'Le gamay', 'ONLINE', 2), article(2, 'Le chardonnay', 'DRAFT', 2)]
          : [article(3, 'Une année dans les vignes', 'ARCHIVED', 1)],
    }),
    ...handlers,
  });
  renderScreen(<BlogRoute />, { api: api.client, path, pattern: '/blog' });
  return api;
}

describe('the blog screen', () => {
  it('shows the folder tree and the root’s articles, with links to a new article and to the generator', async () => {
    renderBlog();
    const tree = await screen.findByTestId('blog-folder-tree');
    expect(within(tree).getByText('Le vignoble')).toBeInTheDocument();
    expect(within(tree).getByText('Les cépages')).toBeInTheDocument();
    expect(await screen.findByText('À la racine')).toBeInTheDocument();
    expect(screen.getByTestId('blog-generator')).toHaveAttribute('href', '/en_US/blog/generator/idea');
  });

  it('shows a folder’s articles with their status and the drag handles', async () => {
    renderBlog();
    await userEvent.click(await screen.findByTestId('blog-folder-2'));
    const row = (await screen.findByText('Le chardonnay')).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(screen.getByText('Le gamay').closest('tr')!).getByText('Online')).toBeInTheDocument();
    expect(screen.getByTestId('reorder-1')).toBeInTheDocument();
    expect(screen.queryByText('À la racine')).not.toBeInTheDocument();
  });

  it('creates a sub-folder of the selected folder', async () => {
    const { call } = renderBlog({ adminBlogFolderCreate: () => ({ id: 5, name: 'Rouges', idParent: 1 }) });
    await userEvent.click(await screen.findByTestId('blog-folder-1'));
    await userEvent.click(screen.getByTestId('blog-folder-new'));
    await userEvent.click(await screen.findByTestId('blog-folder-submit'));
    expect(await screen.findByText('The folder name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('blog-folder-name'), 'Rouges');
    await userEvent.click(screen.getByTestId('blog-folder-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminBlogFolderCreate',
        expect.objectContaining({ body: { name: 'Rouges', idParent: 1 } }),
      ),
    );
  });

  it('says why a folder that still holds articles is not deleted', async () => {
    renderBlog({
      adminBlogFolderDelete: () => {
        throw new ApiError(409, 'This folder still holds folders or articles: move or delete them first');
      },
    });
    await userEvent.click(await screen.findByTestId('blog-folder-1'));
    await userEvent.click(screen.getByTestId('blog-folder-delete'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    expect(
      await screen.findByText('This folder still holds folders or articles: move or delete them first'),
    ).toBeInTheDocument();
  });

  it('says when the folders could not be loaded', async () => {
    renderBlog({
      adminBlogFolders: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('blog-error')).toHaveTextContent('The folders could not be loaded');
  });
});
