import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlbumView } from '@cellar/shared/content/album';
import { Failure, renderStore } from '../../../testing/store-test.tsx';

const photo = (id: number, alt: string) => ({
  id,
  order: id - 1,
  alt,
  onlineImage: {
    url: `https://media.test/p${id}.jpg`,
    alt,
    width: 1600,
    height: 1067,
    srcset: `https://media.test/p${id}-320.webp 320w, https://media.test/p${id}-640.webp 640w`,
    avifSrcset: `https://media.test/p${id}-320.avif 320w, https://media.test/p${id}-640.avif 640w`,
  },
});

const harvest: AlbumView = {
  id: 7,
  title: 'Vendanges 2026',
  description: 'Trois semaines au domaine',
  idImageCover: 1,
  images: [photo(1, 'Grapes at dawn'), photo(2, 'The press'), photo(3, 'Barrels in the cellar')],
  createdAt: '2026-09-14T08:00:00.000Z',
  updatedAt: '2026-09-14T08:00:00.000Z',
};

const openAlbum = () => renderStore('/en_US/album/7?site=1', { 'GET /album/7': () => harvest });
const dialog = () => screen.getByRole('dialog');

describe('an album’s gallery', () => {
  it('shows every photo with its AVIF and WebP variants and sizes', async () => {
    openAlbum();
    const grid = await screen.findByTestId('album-grid');
    expect(screen.getByRole('heading', { name: 'Vendanges 2026' })).toBeInTheDocument();
    const first = within(grid).getByRole('img', { name: 'Grapes at dawn' });
    const sources = first.closest('picture')!.querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]!.getAttribute('srcset')).toContain('p1-640.webp 640w');
    expect(sources[1]!.getAttribute('sizes')).toContain('50vw');
    expect(within(grid).getAllByRole('button')).toHaveLength(3);
  });

  it('opens a photo in a dialog, browses with the arrow keys going round, and Escape gives the focus back', async () => {
    openAlbum();
    const second = await screen.findByRole('button', { name: 'Enlarge photo 2 of 3: The press' });
    await userEvent.click(second);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('Vendanges 2026, photo 2 of 3');
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog()).getByTestId('album-lightbox-image')).toHaveAccessibleName('Barrels in the cellar');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Vendanges 2026, photo 1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName('Vendanges 2026, photo 3 of 3');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enlarge photo 3 of 3: Barrels in the cellar' })).toHaveFocus();
  });

  it('keeps the focus inside the dialog on Tab', async () => {
    openAlbum();
    await userEvent.click(await screen.findByRole('button', { name: /Enlarge photo 1 of 3/ }));
    const buttons = within(dialog()).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Close',
      'Previous photo',
      'Next photo',
    ]);
    await userEvent.tab();
    await userEvent.tab();
    expect(buttons[2]).toHaveFocus();
    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(buttons[2]).toHaveFocus();
  });

  it('goes to the next photo on a swipe to the left, and to the previous on a swipe to the right', async () => {
    openAlbum();
    await userEvent.click(await screen.findByRole('button', { name: /Enlarge photo 1 of 3/ }));
    const figure = screen.getByTestId('album-lightbox-figure');
    fireEvent.pointerDown(figure, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(figure, { clientX: 120, clientY: 210 });
    expect(dialog()).toHaveAccessibleName('Vendanges 2026, photo 2 of 3');
    fireEvent.pointerDown(figure, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(figure, { clientX: 260, clientY: 190 });
    expect(dialog()).toHaveAccessibleName('Vendanges 2026, photo 1 of 3');
    fireEvent.pointerDown(figure, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(figure, { clientX: 110, clientY: 200 });
    expect(dialog()).toHaveAccessibleName('Vendanges 2026, photo 1 of 3');
  });

  it('says when the album does not exist, and when it could not be loaded', async () => {
    renderStore('/en_US/album/8?site=1', { 'GET /album/8': () => new Failure(404, 'Album not found') });
    expect(await screen.findByText('This album does not exist.')).toBeInTheDocument();
  });

  it('says when it could not be loaded', async () => {
    renderStore('/en_US/album/9?site=1', { 'GET /album/9': () => new Failure(500, 'Down') });
    expect(await screen.findByText('This album could not be loaded.')).toBeInTheDocument();
  });
});
