import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { elementFieldSchema, type ElementFieldInput } from '@cellar/shared/content/element';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { ElementItemRow, ElementRow } from '../api/elements-api.ts';
import { ElementItemsRoute } from './element-items-route.tsx';

const field = (input: ElementFieldInput) => elementFieldSchema.parse(input);
const events: ElementRow = {
  id: 3,
  route: 'evenements',
  name: 'Événements',
  fields: [
    field({ type: 'VARCHAR', key: 'title', title: 'Title', required: true, showInList: true, counter: 40 }),
    field({ type: 'DATE', key: 'date', title: 'Date', showInList: true }),
    field({ type: 'PRICE', key: 'price', title: 'Price', showInList: true }),
    field({ type: 'COLOR', key: 'accent', title: 'Accent', showInList: true }),
    field({ type: 'JSON', key: 'settings', title: 'Settings', isAdvanced: true }),
  ],
  order: 0,
  itemCount: 1,
};
const tasting: ElementItemRow = {
  id: 8,
  idElement: 3,
  values: { title: 'Dégustation en chai', date: '2026-12-12', price: 15, accent: '#8a1c2b', settings: null },
  valid: true,
  order: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderItems(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminElements: () => ({ elements: [events] }),
    adminElementItems: () => ({ element: events, items: [tasting], total: 1, current: 1 }),
    adminElementItemCreate: () => tasting,
    ...handlers,
  });
  renderScreen(<ElementItemsRoute />, { api: api.client, path: '/element/evenements', pattern: '/element/:slug' });
  return api;
}

/** Opens the new item's form and waits until the modal has taken the focus: typing before that can land elsewhere. */
async function openNewItem(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByTestId('element-item-add'));
  const form = await screen.findByTestId('element-item-form');
  await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
  return form;
}

describe('the items of an element', () => {
  it('shows the list columns of the element, each value by its type', async () => {
    renderItems();
    const row = (await screen.findByText('Dégustation en chai')).closest('tr')!;
    expect(within(row).getByText('€15.00')).toBeInTheDocument();
    expect(within(row).getByText('#8a1c2b')).toBeInTheDocument();
    expect(within(row).getByText(new Date('2026-12-12T00:00:00').toLocaleDateString('en-US'))).toBeInTheDocument();
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
  });

  it('refuses an empty required text and bad JSON with their messages, and sends nothing', async () => {
    const { call } = renderItems();
    const form = await openNewItem();
    await userEvent.click(within(form).getByTestId('element-item-advanced'));
    const settings = within(form).getByTestId('value-settings');
    await waitFor(() => expect(settings).toBeVisible());
    await userEvent.type(settings, '{{not json');
    await waitFor(() => expect(settings).toHaveValue('{not json'));
    await userEvent.click(within(form).getByTestId('element-item-submit'));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Invalid JSON configuration')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminElementItemCreate', expect.anything());
  });

  it('counts the characters of a text with a counter, and sends the values', async () => {
    const { call } = renderItems();
    const form = await openNewItem();
    await userEvent.type(within(form).getByTestId('value-title'), 'Vendanges');
    expect(within(form).getByText('9 / 40')).toBeInTheDocument();
    await userEvent.click(within(form).getByTestId('element-item-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminElementItemCreate',
        expect.objectContaining({
          params: { id: 3 },
          body: expect.objectContaining({
            values: { title: 'Vendanges', date: null, price: null, accent: null, settings: null },
            valid: true,
          }),
        }),
      ),
    );
  });

  it('says when the element does not exist', async () => {
    const api = fakeApi({ adminElements: () => ({ elements: [] }) });
    renderScreen(<ElementItemsRoute />, { api: api.client, path: '/element/nope', pattern: '/element/:slug' });
    expect(await screen.findByTestId('element-not-found')).toHaveTextContent('This element does not exist.');
  });

  it('says when the elements could not be loaded', async () => {
    const api = fakeApi({
      adminElements: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    renderScreen(<ElementItemsRoute />, { api: api.client, path: '/element/x', pattern: '/element/:slug' });
    expect(await screen.findByTestId('element-items-failed')).toHaveTextContent('The elements could not be loaded.');
  });

  it('previews a share, then shares through the local adapter', async () => {
    const { call } = renderItems({
      adminElementItemShareSimulate: () => ({
        text: 'Dégustation en chai',
        imageUrl: null,
        link: 'https://domaine.example/',
        adapter: 'local',
        published: false,
        sharedAt: null,
      }),
      adminElementItemShare: () => ({
        text: 'Dégustation en chai !',
        imageUrl: null,
        link: 'https://domaine.example/',
        adapter: 'local',
        published: false,
        sharedAt: '2026-11-27T10:00:00.000Z',
      }),
    });
    await userEvent.click(await screen.findByTestId('element-item-share-8'));
    const text = await screen.findByTestId('element-share-text');
    expect(text).toHaveValue('Dégustation en chai');
    expect(screen.getByTestId('element-share-local')).toBeInTheDocument();
    await userEvent.type(text, ' !');
    await userEvent.click(screen.getByTestId('element-share-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminElementItemShare',
        expect.objectContaining({ params: { idElement: 3, idItem: 8 }, body: { text: 'Dégustation en chai !' } }),
      ),
    );
  });
});
