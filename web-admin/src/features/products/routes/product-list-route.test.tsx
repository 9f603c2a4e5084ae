import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ProductListRoute } from './product-list-route.tsx';

const rows = [
  {
    id: 11,
    type: 'WINE',
    name: 'Cuvée des Lilas',
    price: 12.5,
    year: 2022,
    kind: 3,
    isVintage: true,
    valid: true,
    order: 0,
    stock: 42,
    vintages: 2,
    image: { url: '/media/lilas.png', alt: 'The bottle' },
  },
  {
    id: 12,
    type: 'BOX',
    name: 'Coffret découverte',
    price: 60,
    year: null,
    kind: null,
    isVintage: false,
    valid: false,
    order: 1,
    stock: 3,
    vintages: 0,
    image: null,
  },
];

function renderList(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminProducts: () => ({ products: rows, total: rows.length }),
    listByType: () => ({
      items: [{ id: 3, type: 'KIND', name: 'Red', translations: {}, subtype: null, allergen: false, icon: null }],
    }),
    ...handlers,
  });
  renderScreen(<ProductListRoute />, { api: api.client, path: '/product', pattern: '/product' });
  return api;
}

const lastQuery = (call: ReturnType<typeof fakeApi>['call']) => {
  const calls = call.mock.calls.filter(([name]) => name === 'adminProducts');
  return (calls[calls.length - 1]![1] as { query: Record<string, string> }).query;
};

describe('the product list', () => {
  it('shows each product with its thumbnail, type, kind, price, stock and vintages', async () => {
    renderList();
    const row = (await screen.findByText('Cuvée des Lilas')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'The bottle' })).toHaveAttribute('src', '/media/lilas.png');
    expect(within(row).getByText('Wine')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Red')).toBeInTheDocument());
    expect(within(row).getByText('€12.50')).toBeInTheDocument();
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('valid-12')).not.toBeChecked();
    expect(screen.getByTestId('edit-11')).toHaveAttribute('href', '/en_US/product/update/11');
  });

  it('turns the filters into the list query: name like, type, kind, year and valid equal', async () => {
    const { call } = renderList();
    await screen.findByText('Cuvée des Lilas');
    expect(lastQuery(call)).toEqual({ page: '1', nbItem: '10' });
    await userEvent.type(screen.getByTestId('filter-name'), 'lilas');
    await userEvent.selectOptions(screen.getByTestId('filter-type'), 'WINE');
    await waitFor(() =>
      expect(within(screen.getByTestId('filter-kind')).getByRole('option', { name: 'Red' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByTestId('filter-kind'), '3');
    await userEvent.type(screen.getByTestId('filter-year'), '2022');
    await userEvent.selectOptions(screen.getByTestId('filter-valid'), 'true');
    await waitFor(() =>
      expect(lastQuery(call)).toEqual({
        page: '1',
        nbItem: '10',
        name: 'lk:lilas',
        type: 'WINE',
        kind: '3',
        year: '2022',
        valid: 'true',
      }),
    );
  });

  it('asks for the type when adding: wine, box or other product', async () => {
    renderList();
    await userEvent.click(await screen.findByTestId('product-add'));
    expect(await screen.findByTestId('product-add-WINE')).toHaveAttribute('href', '/en_US/product/add?type=WINE');
    expect(screen.getByTestId('product-add-BOX')).toHaveAttribute('href', '/en_US/product/add?type=BOX');
    expect(screen.getByTestId('product-add-OTHER')).toHaveTextContent('Other product');
  });

  it('switches a product valid and deletes one after a confirmation, showing the server’s refusal', async () => {
    const { call } = renderList({
      adminProductValid: ({ body }) => ({ ...rows[1], valid: (body as { valid: boolean }).valid }),
      adminProductDelete: () => {
        throw new ApiError(409, 'This product is part of a box and cannot be deleted');
      },
    });
    await userEvent.click(await screen.findByTestId('valid-12'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminProductValid', { params: { id: 12 }, body: { valid: true } }),
    );
    await userEvent.click(screen.getByTestId('delete-11'));
    expect(await screen.findByText('Delete “Cuvée des Lilas”? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminProductDelete', { params: { id: 11 } }));
    expect(await screen.findByText('This product is part of a box and cannot be deleted')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderList({
      adminProducts: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
