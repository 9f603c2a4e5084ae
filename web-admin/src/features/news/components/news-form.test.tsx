import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { NewsRow } from '../api/news-api.ts';
import { NewsAddRoute, NewsUpdateRoute } from '../routes/news-form-route.tsx';

const harvest: NewsRow = {
  id: 3,
  title: 'Les vendanges ont commencé',
  description: '<p>Les premières grappes sont rentrées.</p>',
  metaDescription: 'Les vendanges 2025',
  shortDescription: null,
  image: { url: '/media/harvest.svg', alt: 'Grapes', width: null, height: null, srcset: '', avifSrcset: '' },
  idStaticFile: null,
  valid: true,
  promoted: false,
  createdAt: '2026-09-14T08:00:00.000Z',
  updatedAt: '2026-09-14T08:00:00.000Z',
};

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderAdd(keys: string[] = [], lang: Lang = 'en_US') {
  const api = fakeApi({ siteFunctionalities: () => ({ keys }), adminNewsCreate: () => harvest });
  renderScreen(<NewsAddRoute />, { api: api.client, lang, path: '/news/add', pattern: '/news/add' });
  return api;
}

function renderUpdate(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    siteFunctionalities: () => ({ keys: [] }),
    adminNewsItem: () => harvest,
    adminNewsUpdate: ({ body }) => ({ ...harvest, ...(body as object) }),
    ...handlers,
  });
  renderScreen(<NewsUpdateRoute />, { api: api.client, path: '/news/update/3', pattern: '/news/update/:id' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the news form', () => {
  it('shows every missing field’s message under it at once, and sends nothing', async () => {
    const { call } = renderAdd();
    const form = await screen.findByTestId('news-form');
    // The fields the rules require say so before anything is sent, the rich-text description too.
    for (const label of ['Title', 'Meta description', 'Description'])
      expect(within(form).getByText(label).textContent, label).toContain('*');
    await userEvent.click(within(form).getByTestId('news-submit'));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Meta description cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByTestId('news-images-error')).toHaveTextContent(
      'An image is required unless a static file is set',
    );
    expect(within(form).queryByText('You must provide a short description')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminNewsCreate', expect.anything());
  });

  it('asks for a short description when the site has the option on', async () => {
    renderAdd(['NEWS_SHORT_DESCRIPTION']);
    await waitFor(() => expect(screen.getByText('Short description').textContent).toContain('*'));
    await userEvent.click(screen.getByTestId('news-submit'));
    expect(await screen.findByText('You must provide a short description')).toBeInTheDocument();
  });

  it('needs no image once a static file is set', async () => {
    renderAdd();
    await userEvent.type(await screen.findByTestId('news-idStaticFile'), '12');
    await userEvent.click(screen.getByTestId('news-submit'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.queryByTestId('news-images-error')).not.toBeInTheDocument();
  });

  it('says the rules in French on the French screen', async () => {
    renderAdd(['NEWS_SHORT_DESCRIPTION'], 'fr_FR');
    await userEvent.click(await screen.findByTestId('news-submit'));
    expect(await screen.findByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('La méta-description ne peut pas être vide')).toBeInTheDocument();
    expect(screen.getByText('Vous devez fournir une description courte')).toBeInTheDocument();
    expect(screen.getByText('Ajouter une actualité')).toBeInTheDocument();
  });

  it('saves a changed news item with its new image and alternative text, then goes back to the list', async () => {
    const { call } = renderUpdate();
    const title = await screen.findByTestId('news-title');
    expect(title).toHaveValue('Les vendanges ont commencé');
    await userEvent.clear(title);
    await userEvent.type(title, 'Vendanges 2025');
    await userEvent.click(screen.getByTestId('news-promoted'));
    await userEvent.click(screen.getByTestId('news-images-remove-0'));
    await userEvent.upload(screen.getByTestId('news-images-input'), png('vendanges.png'));
    await userEvent.type(await screen.findByTestId('news-images-alt-0'), 'Des grappes');
    await userEvent.click(screen.getByTestId('news-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminNewsUpdate', expect.anything()));
    const body = bodyOf(call, 'adminNewsUpdate');
    expect(body).toMatchObject({
      title: 'Vendanges 2025',
      metaDescription: 'Les vendanges 2025',
      description: '<p>Les premières grappes sont rentrées.</p>',
      promoted: true,
      valid: true,
      alt: 'Des grappes',
    });
    expect((body.image as File).name).toBe('vendanges.png');
    expect(await screen.findByText('News saved')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/news');
  });

  it('shows the server’s field messages under their fields', async () => {
    renderUpdate({
      adminNewsUpdate: () => {
        throw new ApiError(400, 'Invalid data', {
          shortDescription: ['You must provide a short description'],
          image: ['Allowed images: svg, jpeg, jpg, png'],
        });
      },
    });
    await userEvent.click(await screen.findByTestId('news-submit'));
    expect(await screen.findByText('You must provide a short description')).toBeInTheDocument();
    expect(screen.getByTestId('news-images-error')).toHaveTextContent('Allowed images: svg, jpeg, jpg, png');
  });
});
