import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NewsList, NewsView } from '@cellar/shared/content/news';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';

const photo = (name: string) => ({
  url: `https://media.test/${name}.jpg`,
  alt: `Photo ${name}`,
  width: 1280,
  height: 800,
  srcset: `https://media.test/${name}-320.webp 320w, https://media.test/${name}-640.webp 640w`,
  avifSrcset: `https://media.test/${name}-320.avif 320w, https://media.test/${name}-640.avif 640w`,
});

const item = (id: number, over: Partial<NewsView> = {}): NewsView => ({
  id,
  title: `News ${id}`,
  description: `<p>Story number ${id}, told at length.</p>`,
  metaDescription: `Meta of news ${id}`,
  shortDescription: null,
  image: photo(`news-${id}`),
  idStaticFile: null,
  valid: true,
  promoted: false,
  createdAt: '2026-04-12T08:00:00.000Z',
  updatedAt: '2026-04-12T08:00:00.000Z',
  ...over,
});

/** 23 valid news, newest first, served 10 a page as the API does; the promoted one is number 23. */
const all = Array.from({ length: 23 }, (_, i) => item(23 - i, i === 0 ? { promoted: true } : {}));
function newsList(request: SentRequest): NewsList {
  const promoted = request.query.get('promoted') === 'true';
  const list = promoted ? all.filter((n) => n.promoted) : all;
  const page = Number(request.query.get('page') ?? 1);
  const nbItem = Number(request.query.get('nbItem') ?? 10);
  return { list: list.slice((page - 1) * nbItem, page * nbItem), total: list.length, current: page };
}

describe('the news list', () => {
  it('shows 10 news a page with their image, title, day and summary, and pages on', async () => {
    const { api } = renderStore('/en_US/news?site=1', { 'GET /news': newsList });
    const list = await screen.findByTestId('news-list');
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const first = within(list).getByTestId('news-card-23');
    expect(within(first).getByRole('link', { name: 'News 23' })).toHaveAttribute('href', '/en_US/news/23');
    expect(within(first).getByText('April 12, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Story number 23, told at length.')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Photo news-23' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('news-card-13')).toBeInTheDocument();
    expect(screen.queryByTestId('news-card-23')).toBeNull();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const pages = api.to('/news').filter((r) => r.query.get('promoted') === null);
    expect(pages.map((r) => [r.query.get('page'), r.query.get('nbItem')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('shows the promoted news banner at its top', async () => {
    renderStore('/en_US/news?site=1', { 'GET /news': newsList });
    const banner = await screen.findByTestId('news-banner');
    expect(within(banner).getByRole('heading', { name: 'News 23' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/en_US/news/23');
  });

  it('says when the news could not be loaded, never an empty list', async () => {
    renderStore('/en_US/news?site=1', { 'GET /news': new Failure(500) });
    expect(await screen.findByText(/The news could not be loaded\./)).toBeInTheDocument();
    expect(screen.queryByText('No news for the moment.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when there is no news', async () => {
    renderStore('/news?site=1', { 'GET /news': { list: [], total: 0, current: 1 } });
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeInTheDocument();
  });
});

describe('the promoted news banner on the home screen', () => {
  it('shows the promoted news item above the home screen', async () => {
    renderStore('/en_US/?site=1', { 'GET /news': newsList });
    // Shown once the home screen's own chunk is in (until then Suspense hides the two together).
    const title = await screen.findByRole('heading', { name: 'News 23' });
    expect(screen.getByTestId('news-banner')).toContainElement(title);
  });

  it('shows nothing when no news is promoted', async () => {
    const { api } = renderStore('/en_US/?site=1', { 'GET /news': { list: [], total: 0, current: 1 } });
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(api.to('/news')).toHaveLength(1));
    expect(screen.queryByTestId('news-banner')).toBeNull();
  });
});

describe('a news page', () => {
  it('shows the title, day, responsive image and description, with its meta description in the head', async () => {
    renderStore('/en_US/news/7?site=1', {
      'GET /news/7': item(7, { description: '<p>The <strong>first</strong> grapes are in.</p>' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'News 7' })).toBeInTheDocument();
    const image = screen.getByTestId('news-image');
    expect(image).toHaveAttribute('src', 'https://media.test/news-7.jpg');
    expect(image).toHaveAttribute('alt', 'Photo news-7');
    const picture = image.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    expect(picture.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      'https://media.test/news-7-320.avif 320w, https://media.test/news-7-640.avif 640w',
    );
    expect(picture.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      'https://media.test/news-7-320.webp 320w, https://media.test/news-7-640.webp 640w',
    );
    expect(within(screen.getByTestId('news-description')).getByText('first').tagName).toBe('STRONG');
    await vi.waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Meta of news 7'),
    );
  });

  it('shows an SVG (no variants) as a plain image', async () => {
    const svg = { ...photo('logo'), url: 'https://media.test/logo.svg', srcset: '', avifSrcset: '' };
    renderStore('/en_US/news/8?site=1', { 'GET /news/8': item(8, { image: svg }) });
    const image = await screen.findByTestId('news-image');
    expect(image.parentElement!.tagName).not.toBe('PICTURE');
  });

  it('says a news item that is not published is not found', async () => {
    renderStore('/en_US/news/9?site=1', { 'GET /news/9': new Failure(404, 'News not found') });
    expect(await screen.findByText('This news item does not exist or is no longer published.')).toBeInTheDocument();
  });

  it('says when it could not be loaded', async () => {
    renderStore('/en_US/news/9?site=1', { 'GET /news/9': new Failure(500) });
    expect(await screen.findByText(/This news item could not be loaded\./)).toBeInTheDocument();
  });
});
