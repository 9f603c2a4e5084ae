import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeCardView } from '@cellar/shared/content/home-card';
import { Failure, renderStore } from '../../../testing/store-test.tsx';

const card = (id: number, over: Partial<HomeCardView> = {}): HomeCardView => ({
  id,
  title: `Card ${id}`,
  description: `<p>What card <strong>${id}</strong> tells</p>`,
  order: id,
  images: [
    {
      id: `img-${id}`,
      url: `https://media.test/card-${id}.jpg`,
      alt: `Photo of card ${id}`,
      width: 800,
      height: 500,
      srcset: `https://media.test/card-${id}-320.webp 320w`,
      avifSrcset: '',
    },
  ],
  ...over,
});

describe('the home cards', () => {
  it('shows the cards on the home screen in their order, with their image and description', async () => {
    renderStore('/en_US/?site=1', { 'GET /home-card': { list: [card(1), card(2)] } });
    const cards = await screen.findByTestId('home-cards');
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Card 1', 'Card 2']);
    const second = screen.getByTestId('home-card-2');
    expect(within(second).getByRole('img', { name: 'Photo of card 2' })).toHaveAttribute('loading', 'lazy');
    expect(within(second).getByText('2').tagName).toBe('STRONG');
  });

  it('shows nothing when the site has no card', async () => {
    const { api } = renderStore('/en_US/?site=1', { 'GET /home-card': { list: [] } });
    await waitFor(() => expect(api.to('/home-card')).toHaveLength(1));
    // The answer read, nothing is drawn: no section, no message.
    await act(async () => {});
    expect(screen.queryByTestId('home-cards')).toBeNull();
    expect(screen.queryByText(/cards could not be loaded/)).toBeNull();
  });

  it('says when the cards could not be loaded', async () => {
    renderStore('/en_US/?site=1', { 'GET /home-card': new Failure(500) });
    expect(await screen.findByText(/The home page’s cards could not be loaded\./)).toBeInTheDocument();
  });
});
