import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { Album } from '../api/albums-api.ts';
import { AlbumRoute } from '../routes/album-route.tsx';
import { AlbumListRoute } from '../routes/album-list-route.tsx';

const picture = (name: string, alt: string) => ({
  url: `/media/${name}`,
  alt,
  width: 700,
  height: 400,
  srcset: `/media/${name}-320.webp 320w`,
  avifSrcset: `/media/${name}-320.avif 320w`,
});

const harvest: Album = {
  id: 4,
  title: 'Vendanges 2026',
  description: 'Les premières grappes',
  idImageCover: 1,
  images: [
    { id: 1, order: 0, alt: 'Grappes', onlineImage: picture('grapes.png', 'Grappes') },
    { id: 2, order: 1, alt: 'Cuves', onlineImage: picture('vats.png', 'Cuves') },
  ],
  createdAt: '2026-09-14T08:00:00.000Z',
  updatedAt: '2026-09-14T08:00:00.000Z',
};

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
type Call = ReturnType<typeof fakeApi>['call'];
const bodiesOf = (call: Call, name: string) =>
  call.mock.calls.filter(([called]) => called === name).map(([, input]) => (input as { body: any }).body);

function renderAlbum(lang: Lang = 'en_US', extra: Parameters<typeof fakeApi>[0] = {}) {
  let stored = harvest;
  const api = fakeApi({
    adminAlbum: () => stored,
    adminAlbumUpdate: ({ body }) => {
      const { title, description, images } = body as { title: string; description: string; images: any[] };
      const kept = stored.images.filter((image) => images.some((i) => i.id === image.id));
      stored = { ...stored, title, description, images: kept };
      return stored;
    },
    adminAlbumImages: ({ body }) => {
      const { alts } = body as { alts: string[] };
      const id = Math.max(...stored.images.map((image) => image.id)) + 1;
      const added = { id, order: stored.images.length, alt: alts[0]!, onlineImage: picture(`new-${id}.png`, alts[0]!) };
      stored = { ...stored, images: [...stored.images, added] };
      return stored;
    },
    adminAlbumOrder: ({ body }) => {
      const { order } = body as { order: number[] };
      stored = { ...stored, images: order.map((id) => stored.images.find((image) => image.id === id)!) };
      return stored;
    },
    adminAlbumCover: ({ body }) =>
      (stored = { ...stored, idImageCover: (body as { idImageCover: number }).idImageCover }),
    ...extra,
  });
  renderScreen(<AlbumRoute />, { api: api.client, lang, path: '/album/4', pattern: '/album/:id' });
  return api;
}

describe('the album screen', () => {
  it('requires a title and an alternative text on every image, and sends nothing until they are there', async () => {
    const { call } = renderAlbum();
    const title = await screen.findByTestId('album-title');
    await userEvent.clear(title);
    await userEvent.clear(screen.getByTestId('album-images-alt-1'));
    await userEvent.click(screen.getByTestId('album-submit'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Alternative text is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminAlbumUpdate', expect.anything());
  });

  it('says the rules in French on the French screen', async () => {
    renderAlbum('fr_FR');
    await userEvent.clear(await screen.findByTestId('album-title'));
    await userEvent.click(screen.getByTestId('album-submit'));
    expect(await screen.findByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Images de l’album')).toBeInTheDocument();
  });

  it('uploads a new photo with its alt text, puts it first and makes it the cover', async () => {
    const { call } = renderAlbum();
    await userEvent.upload(await screen.findByTestId('album-images-input'), png('barrels.png'));
    await userEvent.type(await screen.findByTestId('album-images-alt-2'), 'Barriques');
    await userEvent.click(screen.getByTestId('album-images-up-2'));
    await userEvent.click(screen.getByTestId('album-images-up-1'));
    await userEvent.click(screen.getByTestId('album-cover'));
    await userEvent.click(await screen.findByRole('option', { name: 'Image 1 — Barriques' }));
    await userEvent.click(screen.getByTestId('album-submit'));
    expect(await screen.findByText('Album saved')).toBeInTheDocument();
    const [upload] = bodiesOf(call, 'adminAlbumImages');
    expect(upload.alts).toEqual(['Barriques']);
    expect((upload.images[0] as File).name).toBe('barrels.png');
    expect(bodiesOf(call, 'adminAlbumOrder')).toEqual([{ order: [3, 1, 2] }]);
    expect(bodiesOf(call, 'adminAlbumCover')).toEqual([{ idImageCover: 3 }]);
  });

  it('sends a photo over 4 MB to the media bucket first, then names it by its upload key', async () => {
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        posted.push(url);
        return new Response(null, { status: 204 });
      }),
    );
    const { call } = renderAlbum('en_US', {
      adminProductImageUploadUrl: () => ({
        url: 'https://media.test/upload',
        fields: { key: 'uploads/1/big.png' },
        uploadKey: 'uploads/1/big.png',
        expiresAt: '2026-09-14T09:00:00.000Z',
      }),
      adminAlbumImages: ({ body }) => {
        expect(body).toEqual({ uploadKeys: ['uploads/1/big.png'], alts: ['Le chai'] });
        const added = { id: 3, order: 2, alt: 'Le chai', onlineImage: picture('big.png', 'Le chai') };
        return { ...harvest, images: [...harvest.images, added] };
      },
    });
    const big = new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByTestId('album-images-input'), big);
    await userEvent.type(await screen.findByTestId('album-images-alt-2'), 'Le chai');
    await userEvent.click(screen.getByTestId('album-submit'));
    expect(await screen.findByText('Album saved')).toBeInTheDocument();
    expect(posted).toEqual(['https://media.test/upload']);
    expect(call).toHaveBeenCalledWith('adminAlbumImages', expect.anything());
    vi.unstubAllGlobals();
  });

  it('removes an image and saves the alt texts of the others', async () => {
    const { call } = renderAlbum();
    await userEvent.click(await screen.findByTestId('album-images-remove-0'));
    const alt = screen.getByTestId('album-images-alt-0');
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Cuves inox');
    await userEvent.click(screen.getByTestId('album-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminAlbumUpdate', expect.anything()));
    expect(bodiesOf(call, 'adminAlbumUpdate')[0]).toEqual({
      title: 'Vendanges 2026',
      description: 'Les premières grappes',
      images: [{ id: 2, alt: 'Cuves inox' }],
    });
    expect(call).not.toHaveBeenCalledWith('adminAlbumImages', expect.anything());
  });
});

describe('the album list', () => {
  it('shows each album’s cover and image count, and creates one then opens it', async () => {
    const row = {
      id: 4,
      title: 'Vendanges 2026',
      description: '',
      idImageCover: 1,
      cover: picture('grapes.png', 'Grappes'),
      imageCount: 2,
    };
    const api = fakeApi({
      adminAlbums: () => ({ list: [row], total: 1, current: 1 }),
      adminAlbumCreate: ({ body }) => ({ ...harvest, id: 9, ...(body as object), images: [] }),
    });
    renderScreen(<AlbumListRoute />, { api: api.client, path: '/album', pattern: '/album' });
    const list = await screen.findByTestId('album-list');
    expect(await within(list).findByText('Vendanges 2026')).toBeInTheDocument();
    expect(within(list).getByTestId('album-count-4')).toHaveTextContent('2');
    await userEvent.click(screen.getByTestId('album-add'));
    await userEvent.click(await screen.findByTestId('album-create-submit'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('album-new-title'), 'Chai');
    await userEvent.click(screen.getByTestId('album-create-submit'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/album/9');
  });

  it('says so when the albums cannot be loaded', async () => {
    const api = fakeApi({
      adminAlbums: () => {
        throw new Error('down');
      },
    });
    renderScreen(<AlbumListRoute />, { api: api.client, path: '/album', pattern: '/album' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
