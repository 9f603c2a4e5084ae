import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { ImageRow } from '../api/images-api.ts';
import { ImagesRoute } from './images-route.tsx';

// The bucket's presigned POST (XMLHttpRequest is not in the test's DOM).
vi.mock('../../../lib/api/direct-upload.ts', () => ({
  postWithProgress: vi.fn(async (_url: string, _form: FormData, onProgress: (share: number) => void) => onProgress(1)),
}));

const vines: ImageRow = {
  id: 3,
  url: '/media/sites/1/page-image/vines.png',
  name: 'Vignes',
  alt: 'Rangs de vigne au printemps',
  contentType: 'image/png',
  size: 2048,
  createdAt: '2026-09-14T08:00:00.000Z',
};
const cellar: ImageRow = { ...vines, id: 4, name: 'Chai', alt: '' };

function renderImages(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  let images = [vines, cellar];
  const api = fakeApi({
    adminPageImages: () => ({ images, total: images.length }),
    adminPageImageAuthentication: () => ({
      url: 'http://bucket',
      fields: { key: 'uploads/1/a.upload' },
      key: 'uploads/1/a.upload',
      maxBytes: 5 * 1024 * 1024,
      expiresAt: '2026-09-14T09:00:00Z',
    }),
    adminPageImageAdd: () => {
      const added = { ...vines, id: 5, name: 'Vendanges' };
      images = [added, ...images];
      return added;
    },
    adminPageImageUpdate: ({ params, body }) => {
      images = images.map((i) => (i.id === params?.id ? { ...i, ...(body as object) } : i));
      return images.find((i) => i.id === params?.id);
    },
    ...handlers,
  });
  renderScreen(<ImagesRoute />, { api: api.client, lang, path: '/images', pattern: '/images' });
  return api;
}

const png = (name: string, size = 100) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the online images screen', () => {
  it('shows every image with its name and alt text, and flags one without alt text', async () => {
    renderImages();
    const row = (await screen.findByText('Vignes')).closest('tr')!;
    expect(within(row).getByText('Rangs de vigne au printemps')).toBeInTheDocument();
    expect(within(row).getByText('14/09/2026')).toBeInTheDocument();
    expect(screen.getByTestId('alt-missing-4')).toHaveTextContent('No alternative text');
  });

  it('sends a chosen image to the bucket, then registers it, and lists it', async () => {
    const { call } = renderImages();
    await userEvent.upload(await screen.findByTestId('image-upload-input'), png('vendanges.png'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminPageImageAdd', {
        body: { key: 'uploads/1/a.upload', name: 'vendanges' },
      }),
    );
    expect(await screen.findByText('Vendanges')).toBeInTheDocument();
  });

  it('refuses an image over 5 MB before sending anything', async () => {
    const { call } = renderImages();
    await userEvent.upload(await screen.findByTestId('image-upload-input'), png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByTestId('image-upload-error')).toHaveTextContent('Image file cannot be more than 5 mb');
    expect(call).not.toHaveBeenCalledWith('adminPageImageAuthentication', expect.anything());
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderImages();
    await user.upload(await screen.findByTestId('image-upload-input'), new File(['x'], 'clip.mp4'));
    expect(await screen.findByTestId('image-upload-error')).toHaveTextContent('Allowed images: svg, jpeg, jpg, png');
  });

  it('gives an image its alt text', async () => {
    const { call } = renderImages();
    await userEvent.click(await screen.findByTestId('edit-image-4'));
    await userEvent.type(await screen.findByTestId('image-alt'), 'Barriques au chai');
    await userEvent.click(screen.getByTestId('image-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminPageImageUpdate', {
        params: { id: 4 },
        body: { name: 'Chai', alt: 'Barriques au chai' },
      }),
    );
    expect(await screen.findByText('Barriques au chai')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderImages({
      adminPageImages: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });

  it('speaks French on the French screen', async () => {
    renderImages({}, 'fr_FR');
    expect(await screen.findByTestId('alt-missing-4')).toHaveTextContent('Sans texte alternatif');
    expect(screen.getByRole('heading', { name: 'Images en ligne' })).toBeInTheDocument();
  });
});
