import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Failure, renderStore } from '../../../testing/store-test.tsx';
import { component, layout, publicPage } from '../../../testing/page-fixtures.ts';

const field = (type: string, key: string, title: string) => ({
  type,
  key,
  title,
  required: false,
  multiple: false,
  searchable: false,
  counter: null,
  isAdvanced: false,
  values: [],
  showInList: false,
});
const image = {
  id: 'img-1',
  url: '/media/chai.png',
  alt: 'Des barriques',
  width: 800,
  height: 500,
  srcset: '/media/chai-320.webp 320w',
  avifSrcset: '/media/chai-320.avif 320w',
};
const events = {
  element: {
    id: 3,
    route: 'evenements',
    name: 'Événements',
    fields: [
      field('VARCHAR', 'title', 'Title'),
      field('DATE', 'date', 'Date'),
      field('IMAGE', 'image', 'Image'),
      field('PRICE', 'price', 'Price'),
      field('COLOR', 'accent', 'Colour'),
    ],
    order: 0,
    itemCount: 1,
  },
  items: [
    {
      id: 8,
      idElement: 3,
      values: { title: 'Dégustation en chai', date: '2026-12-12', image, price: 15, accent: '#8a1c2b' },
      valid: true,
      order: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  total: 1,
  current: 1,
};

const eventsPage = (answer: object) => ({
  'GET /page/agenda': publicPage({
    url: 'agenda',
    title: 'Agenda',
    layouts: [layout('ONE_COLUMN', [component('element-list', { route: 'evenements', nbItem: 4 })])],
  }),
  'GET /element/evenements': answer,
});

describe('the storefront’s element list', () => {
  it('shows the element’s items, each field by its type, in the visitor’s language', async () => {
    const { api } = renderStore('/agenda?site=1', eventsPage(events));
    const item = await screen.findByTestId('element-item');
    expect(within(item).getByRole('heading', { name: 'Dégustation en chai' })).toBeInTheDocument();
    expect(within(item).getByText(/12 décembre 2026/)).toBeInTheDocument();
    expect(within(item).getByText(/15,00\s€/)).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Des barriques' })).toHaveAttribute('src', '/media/chai.png');
    expect(within(item).getByTitle('#8a1c2b')).toBeInTheDocument();
    expect(api.to('/element/evenements')[0]!.query.get('nbItem')).toBe('4');
  });

  it('says the content could not be loaded rather than showing an empty list', async () => {
    renderStore('/agenda?site=1', eventsPage(new Failure(500, 'Erreur')));
    expect(await screen.findByTestId('elements-unavailable')).toHaveTextContent('Ce contenu n’a pas pu être chargé.');
  });
});
