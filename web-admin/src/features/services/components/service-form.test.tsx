import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { ServiceRow } from '../api/services-api.ts';
import { ServiceAddRoute, ServiceUpdateRoute } from '../routes/service-form-route.tsx';

const tasting: ServiceRow = {
  id: 5,
  title: 'Dégustation commentée',
  metaDescription: 'Quatre vins du domaine',
  price: 15,
  tags: ['Visite'],
  images: [{ id: 'img-1', url: '/media/a.png', alt: 'Verres', width: null, height: null, srcset: '', avifSrcset: '' }],
  order: 0,
  valid: true,
};

function renderAdd(lang: Lang = 'en_US') {
  const api = fakeApi({ adminServiceTags: () => ({ tags: ['Visite'] }), adminServiceCreate: () => tasting });
  renderScreen(<ServiceAddRoute />, { api: api.client, lang, path: '/services/add', pattern: '/services/add' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the service form', () => {
  it('shows every rule’s message at once, and sends nothing', async () => {
    const { call } = renderAdd();
    const form = await screen.findByTestId('service-form');
    await userEvent.click(within(form).getByTestId('service-submit'));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Meta description cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Price must be a positive value')).toBeInTheDocument();
    expect(within(form).getByText('A tag is required')).toBeInTheDocument();
    expect(within(form).getByTestId('service-images-error')).toHaveTextContent('An image is required');
    expect(call).not.toHaveBeenCalledWith('adminServiceCreate', expect.anything());
  });

  it('refuses a negative price other than -1, in French on the French screen', async () => {
    renderAdd('fr_FR');
    await userEvent.type(await screen.findByTestId('service-price'), '-2');
    await userEvent.click(screen.getByTestId('service-submit'));
    expect(await screen.findByText('Le prix doit être une valeur positive')).toBeInTheDocument();
    expect(screen.getByText('Un tag est obligatoire')).toBeInTheDocument();
  });

  it('saves a changed service with its kept image, its price on request and its tags', async () => {
    const api = fakeApi({
      adminServiceTags: () => ({ tags: ['Visite'] }),
      adminService: () => tasting,
      adminServiceUpdate: () => tasting,
    });
    renderScreen(<ServiceUpdateRoute />, {
      api: api.client,
      path: '/services/update/5',
      pattern: '/services/update/:id',
    });
    const price = await screen.findByTestId('service-price');
    expect(price).toHaveValue('15');
    await userEvent.clear(price);
    await userEvent.type(price, '-1');
    await userEvent.type(screen.getByTestId('service-tags'), 'Groupe{Enter}');
    await userEvent.click(screen.getByTestId('service-submit'));
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('adminServiceUpdate', expect.anything()));
    expect(bodyOf(api.call, 'adminServiceUpdate')).toMatchObject({
      title: 'Dégustation commentée',
      price: '-1',
      tags: ['Visite', 'Groupe'],
      imageMeta: [{ id: 'img-1', alt: 'Verres' }],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/services');
  });
});
