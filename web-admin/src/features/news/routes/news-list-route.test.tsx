import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { NewsRow } from '../api/news-api.ts';
import { NewsListRoute } from './news-list-route.tsx';

const long = `<p>Les premières grappes de <strong>gamay</strong> sont rentrées au chai ce matin, saines et mûres : ${'un millésime prometteur, '.repeat(6)}</p>`;

const harvest: NewsRow = {
  id: 3,
  title: 'Les vendanges ont commencé',
  description: long,
  metaDescription: 'Les vendanges',
  shortDescription: null,
  image: { url: '/media/harvest.svg', alt: 'Grapes', width: null, height: null, srcset: '', avifSrcset: '' },
  idStaticFile: null,
  valid: true,
  promoted: true,
  createdAt: '2026-09-14T08:00:00.000Z',
  updatedAt: '2026-09-14T08:00:00.000Z',
};
const draft: NewsRow = {
  ...harvest,
  id: 4,
  title: 'Soirée dégustation',
  description: '<p>Un vendredi par mois.</p>',
  promoted: false,
  valid: false,
};

function renderNews(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  let news = [harvest, draft];
  const api = fakeApi({
    adminNews: () => ({ list: news, total: news.length, current: 1 }),
    adminNewsValid: ({ params, body }) => {
      news = news.map((n) => (n.id === params?.id ? { ...n, valid: (body as { valid: boolean }).valid } : n));
      return news.find((n) => n.id === params?.id);
    },
    adminNewsDelete: ({ params }) => {
      news = news.filter((n) => n.id !== params?.id);
      return null;
    },
    ...handlers,
  });
  renderScreen(<NewsListRoute />, { api: api.client, lang, path: '/news', pattern: '/news' });
  return api;
}

describe('the news list', () => {
  it('shows every news item, valid or not, with a promoted badge, a 120-character excerpt and its day', async () => {
    renderNews();
    const row = (await screen.findByText('Les vendanges ont commencé')).closest('tr')!;
    expect(within(row).getByTestId('promoted-3')).toHaveTextContent('Promoted');
    expect(within(row).getByText('14/09/2026')).toBeInTheDocument();
    const excerpt = within(row).getByTestId('excerpt-3').textContent!;
    expect(excerpt.startsWith('Les premières grappes de gamay sont rentrées')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(Array.from(excerpt.slice(0, -1)).length).toBeLessThanOrEqual(120);
    expect(screen.getByText('Soirée dégustation')).toBeInTheDocument();
    expect(screen.queryByTestId('promoted-4')).not.toBeInTheDocument();
    expect(screen.getByTestId('valid-4')).not.toBeChecked();
    expect(screen.getByTestId('edit-3')).toHaveAttribute('href', '/en_US/news/update/3');
    expect(screen.getByTestId('list-add')).toHaveAttribute('href', '/en_US/news/add');
  });

  it('makes an invalid news item valid with its toggle', async () => {
    const { call } = renderNews();
    await userEvent.click(await screen.findByTestId('valid-4'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminNewsValid', { params: { id: 4 }, body: { valid: true } }),
    );
    await waitFor(() => expect(screen.getByTestId('valid-4')).toBeChecked());
  });

  it('deletes a news item once the deletion is confirmed', async () => {
    const { call } = renderNews();
    await userEvent.click(await screen.findByTestId('delete-4'));
    expect(call).not.toHaveBeenCalledWith('adminNewsDelete', expect.anything());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminNewsDelete', { params: { id: 4 } }));
    await waitFor(() => expect(screen.queryByText('Soirée dégustation')).not.toBeInTheDocument());
  });

  it('says when there is no news yet', async () => {
    renderNews({ adminNews: () => ({ list: [], total: 0, current: 1 }) });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderNews({
      adminNews: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });

  it('speaks French on the French screen', async () => {
    renderNews({}, 'fr_FR');
    expect(await screen.findByTestId('promoted-3')).toHaveTextContent('Mise en avant');
    expect(screen.getByRole('heading', { name: 'Actualités' })).toBeInTheDocument();
    expect(screen.getByTestId('list-add')).toHaveTextContent('Ajouter une actualité');
  });
});
