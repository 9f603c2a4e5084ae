import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { HomeCardRow } from '../api/home-cards-api.ts';
import { HomeCardAddRoute, HomeCardUpdateRoute } from '../routes/home-card-form-route.tsx';

const estate: HomeCardRow = {
  id: 4,
  title: 'Le domaine',
  description: '<p>Trois générations</p>',
  order: 2,
  images: [{ id: 'img-1', url: '/media/a.png', alt: 'Vignes', width: null, height: null, srcset: '', avifSrcset: '' }],
};

function renderAdd(lang: Lang = 'en_US') {
  const api = fakeApi({ adminHomeCardCreate: () => estate });
  renderScreen(<HomeCardAddRoute />, { api: api.client, lang, path: '/home-cards/add', pattern: '/home-cards/add' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the home card form', () => {
  it('shows every rule’s message at once, and sends nothing', async () => {
    const { call } = renderAdd();
    const form = await screen.findByTestId('home-card-form');
    await userEvent.click(within(form).getByTestId('home-card-submit'));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Order cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByTestId('home-card-images-error')).toHaveTextContent('An image is required');
    expect(call).not.toHaveBeenCalledWith('adminHomeCardCreate', expect.anything());
  });

  it('says them in French on the French screen', async () => {
    renderAdd('fr_FR');
    await userEvent.click(await screen.findByTestId('home-card-submit'));
    expect(await screen.findByText('L’ordre ne peut pas être vide')).toBeInTheDocument();
    expect(screen.getByText('Une image est obligatoire')).toBeInTheDocument();
  });

  it('asks for the alternative text of a kept image, then saves the card with its new order', async () => {
    const api = fakeApi({ adminHomeCards: () => ({ list: [estate] }), adminHomeCardUpdate: () => estate });
    renderScreen(<HomeCardUpdateRoute />, {
      api: api.client,
      path: '/home-cards/update/4',
      pattern: '/home-cards/update/:id',
    });
    const alt = await screen.findByTestId('home-card-images-alt-0');
    await userEvent.clear(alt);
    await userEvent.click(screen.getByTestId('home-card-submit'));
    expect(await screen.findByText('Alternative text is required')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('adminHomeCardUpdate', expect.anything());

    await userEvent.type(alt, 'Les vignes');
    const order = screen.getByTestId('home-card-order');
    await userEvent.clear(order);
    await userEvent.type(order, '7');
    await userEvent.click(screen.getByTestId('home-card-submit'));
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('adminHomeCardUpdate', expect.anything()));
    expect(bodyOf(api.call, 'adminHomeCardUpdate')).toMatchObject({
      title: 'Le domaine',
      order: '7',
      imageMeta: [{ id: 'img-1', alt: 'Les vignes' }],
    });
  });
});
