import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceList, ServiceView } from '@cellar/shared/content/service';
import { Failure, renderStore } from '../../../testing/store-test.tsx';

const service = (id: number, over: Partial<ServiceView> = {}): ServiceView => ({
  id,
  title: `Service ${id}`,
  metaDescription: `What service ${id} offers`,
  price: 15,
  tags: ['Visit'],
  images: [
    {
      id: `img-${id}`,
      url: `https://media.test/service-${id}.jpg`,
      alt: `Photo of service ${id}`,
      width: 800,
      height: 500,
      srcset: `https://media.test/service-${id}-320.webp 320w`,
      avifSrcset: '',
    },
  ],
  order: id,
  valid: true,
  ...over,
});

const answer = (list: ServiceView[]): ServiceList => ({ list, total: list.length, current: 1 });

describe('the services list', () => {
  it('shows the services in their order with their image, price and tags', async () => {
    renderStore('/en_US/services?site=1', {
      'GET /service': answer([service(1), service(2, { price: -1, tags: ['Tasting', 'Group'] })]),
    });
    const list = await screen.findByTestId('service-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Service 1', 'Service 2']);
    expect(screen.getByTestId('service-price-1')).toHaveTextContent('€15.00');
    expect(screen.getByTestId('service-price-2')).toHaveTextContent('Price on request');
    const second = screen.getByTestId('service-2');
    expect(within(second).getByRole('list', { name: 'Categories' })).toHaveTextContent('TastingGroup');
    expect(within(second).getByRole('img', { name: 'Photo of service 2' })).toBeInTheDocument();
  });

  it('says "on request" in French too', async () => {
    renderStore('/services?site=1', { 'GET /service': answer([service(3, { price: -1 })]) });
    expect(await screen.findByTestId('service-price-3')).toHaveTextContent('Prix sur demande');
  });

  it('says when there is no service', async () => {
    renderStore('/en_US/services?site=1', { 'GET /service': answer([]) });
    expect(await screen.findByText('No service for the moment.')).toBeInTheDocument();
  });

  it('says when the services could not be loaded, never an empty list', async () => {
    renderStore('/en_US/services?site=1', { 'GET /service': new Failure(500) });
    expect(await screen.findByText(/The services could not be loaded\./)).toBeInTheDocument();
    expect(screen.queryByText('No service for the moment.')).toBeNull();
  });
});
