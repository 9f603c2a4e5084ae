import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { ServiceRow } from '../api/services-api.ts';
import { ServiceListRoute } from './service-list-route.tsx';

const image = (id: string) => ({
  id,
  url: `/media/${id}.png`,
  alt: '',
  width: null,
  height: null,
  srcset: '',
  avifSrcset: '',
});
const tasting: ServiceRow = {
  id: 1,
  title: 'Dégustation commentée',
  metaDescription: 'Quatre vins',
  price: 15,
  tags: ['Visite', 'Dégustation'],
  images: [image('a')],
  order: 0,
  valid: true,
};
const privateVisit: ServiceRow = {
  ...tasting,
  id: 2,
  title: 'Visite privée',
  price: -1,
  tags: ['Visite'],
  valid: false,
};

function renderServices(handlers: Parameters<typeof fakeApi>[0] = {}) {
  let services = [tasting, privateVisit];
  const api = fakeApi({
    adminServices: () => ({ list: services, total: services.length, current: 1 }),
    adminServiceValid: ({ params, body }) => {
      services = services.map((s) => (s.id === params?.id ? { ...s, valid: (body as { valid: boolean }).valid } : s));
      return services.find((s) => s.id === params?.id);
    },
    ...handlers,
  });
  renderScreen(<ServiceListRoute />, { api: api.client, path: '/services', pattern: '/services' });
  return api;
}

describe('the services list', () => {
  it('shows every service, valid or not, in order, with its price ("On request" for -1) and tags', async () => {
    renderServices();
    const first = (await screen.findByText('Dégustation commentée')).closest('tr')!;
    expect(within(first).getByText('15,00 €')).toBeInTheDocument();
    expect(within(first).getByText('Dégustation')).toBeInTheDocument();
    const second = screen.getByText('Visite privée').closest('tr')!;
    expect(within(second).getByText('On request')).toBeInTheDocument();
    // Rows can be dragged into the storefront's order.
    expect(screen.getByTestId('reorder-1')).toBeInTheDocument();
    expect(screen.getByTestId('reorder-2')).toBeInTheDocument();
  });

  it('switches a service valid from its row', async () => {
    const { call } = renderServices();
    const row = (await screen.findByText('Visite privée')).closest('tr')!;
    await userEvent.click(within(row).getByRole('switch'));
    expect(call).toHaveBeenCalledWith(
      'adminServiceValid',
      expect.objectContaining({ params: { id: 2 }, body: { valid: true } }),
    );
  });

  it('says when the list could not be loaded', async () => {
    renderServices({
      adminServices: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
