import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { AddressListRoute } from './address-list-route.tsx';

const addressTypes = [
  {
    id: 1,
    type: 'CLICK_AND_COLLECT',
    label: 'Click and collect',
    icon: 'shopping-bag',
    color: '#2e7d32',
    isDefault: true,
  },
  { id: 2, type: 'SHOP', label: 'Shop', icon: 'building-store', color: '#1565c0', isDefault: true },
  { id: 3, type: 'CELLAR', label: 'Our cellar', icon: 'bottle', color: '#7b1e3a', isDefault: false },
];

const cellar = {
  id: 7,
  name: 'Caveau du domaine',
  firstPart: '1 chemin des Vignes',
  secondPart: null,
  complement: null,
  postalCode: '33330',
  city: 'Saint-Émilion',
  country: 'FR',
  latitude: null,
  longitude: null,
  types: [
    { value: 'CELLAR', label: 'Our cellar', icon: 'bottle', color: '#7b1e3a' },
    { value: 'CLICK_AND_COLLECT', label: 'Click and collect', icon: 'shopping-bag', color: '#2e7d32' },
  ],
  isPickup: true,
  schedules: [
    { id: 41, day: 2, start: '09:00', end: '12:00' },
    { id: 42, day: 2, start: '14:00', end: '18:00' },
    { id: 43, day: 6, start: '09:00', end: '12:00' },
  ],
  preparationHours: 24,
  idCalendar: null,
};

type Role = 'ADMIN' | 'SUPER_ADMIN';

function renderList(path = '/address', handlers: Parameters<typeof fakeApi>[0] = {}, role: Role = 'ADMIN') {
  const api = fakeApi({
    companyAddresses: () => ({ addresses: [cellar], total: 1 }),
    adminAddressTypes: () => ({ addressTypes }),
    me: () => ({ id: 1, email: 'admin@example.com', firstname: 'Ada', lastname: 'Min', role }),
    ...handlers,
  });
  renderScreen(<AddressListRoute />, { api: api.client, path, pattern: '/address' });
  return api;
}

const queriesOf = (call: ReturnType<typeof fakeApi>['call']) =>
  call.mock.calls
    .filter(([name]) => name === 'companyAddresses')
    .map(([, input]) => (input as { query: Record<string, string> }).query);

describe('the company addresses', () => {
  it('lists the addresses with their types in their colour and their week', async () => {
    renderList();
    const row = (await screen.findByText('Caveau du domaine')).closest('tr')!;
    expect(within(row).getByText('1 chemin des Vignes')).toBeInTheDocument();
    expect(within(row).getByText('33330 Saint-Émilion, FR')).toBeInTheDocument();
    expect(within(row).getByTestId('address-7-type-CELLAR')).toHaveTextContent('Our cellar');
    expect(within(row).getByTestId('address-7-type-CLICK_AND_COLLECT')).toHaveTextContent('Click and collect');
    const week = within(row).getByTestId('address-7-schedule');
    expect(within(week).getByText('Tue 09:00–12:00, 14:00–18:00')).toBeInTheDocument();
    expect(within(week).getByText('Sat 09:00–12:00')).toBeInTheDocument();
    expect(within(row).getByText('Click and collect, 24 h to prepare')).toBeInTheDocument();
    expect(screen.getByTestId('edit-7')).toHaveAttribute('href', '/en_US/address?edit=7');
  });

  it('sums a week up: days with the same slots together, closed days left out', async () => {
    const shop = {
      ...cellar,
      id: 8,
      name: 'Boutique',
      types: [],
      isPickup: false,
      preparationHours: null,
      schedules: [1, 2, 3, 5, 6].map((day) => ({ id: 50 + day, day, start: '10:00', end: '19:00' })),
    };
    const closed = {
      ...cellar,
      id: 9,
      name: 'Entrepôt',
      types: [],
      isPickup: false,
      preparationHours: null,
      schedules: [],
    };
    renderList('/address', { companyAddresses: () => ({ addresses: [shop, closed], total: 2 }) });
    const week = await screen.findByTestId('address-8-schedule');
    expect([...week.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Mon–Wed 10:00–19:00',
      'Fri–Sat 10:00–19:00',
    ]);
    expect(screen.getByTestId('address-9-schedule')).toHaveTextContent('Closed all week');
  });

  it('filters by name, city and type, and pages', async () => {
    const { call } = renderList();
    await screen.findByText('Caveau du domaine');
    await userEvent.type(screen.getByTestId('filter-city'), 'Saint');
    await waitFor(() => expect(queriesOf(call).at(-1)).toMatchObject({ city: 'lk:Saint', page: '1', nbItem: '10' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('filter-type')).getByRole('option', { name: 'Shop' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByTestId('filter-type'), 'SHOP');
    await waitFor(() => expect(queriesOf(call).at(-1)).toMatchObject({ city: 'lk:Saint', type: 'SHOP' }));
    await userEvent.type(screen.getByTestId('filter-name'), 'Cave');
    await waitFor(() => expect(queriesOf(call).at(-1)).toMatchObject({ name: 'lk:Cave' }));
  });

  it('says when there is no address, and when the list cannot load (with a retry)', async () => {
    let fail = true;
    renderList('/address', {
      companyAddresses: () => {
        if (fail) throw new ApiError(500, 'The service is unavailable');
        return { addresses: [], total: 0 };
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The service is unavailable');
    fail = false;
    await userEvent.click(within(screen.getByTestId('list-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 0');
  });

  it('deletes an address after a confirmation naming it', async () => {
    const { call } = renderList('/address', { companyAddressDelete: () => null });
    await screen.findByText('Caveau du domaine');
    await userEvent.click(screen.getByTestId('delete-7'));
    expect(await screen.findByText('Delete “Caveau du domaine”? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('companyAddressDelete', { params: { id: 7 } }));
  });

  it('shows the site’s own types beside the defaults; a default is customized, an own type edited', async () => {
    const { call } = renderList('/address', {
      adminAddressTypeCreate: ({ body }) => ({ ...(body as object), id: 9, isDefault: false }),
    });
    const panel = await screen.findByTestId('address-types');
    const shop = await within(panel).findByTestId('address-type-row-SHOP');
    expect(within(shop).getByText('Default')).toBeInTheDocument();
    expect(within(within(panel).getByTestId('address-type-row-CELLAR')).getByText('This site')).toBeInTheDocument();
    expect(within(panel).getByTestId('address-type-edit-CELLAR')).toBeInTheDocument();
    expect(within(panel).queryByTestId('address-type-edit-SHOP')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByTestId('address-type-customize-SHOP'));
    const form = await screen.findByTestId('address-type-form');
    expect(within(form).getByTestId('type-type')).toHaveValue('SHOP');
    await userEvent.clear(within(form).getByTestId('type-label'));
    await userEvent.type(within(form).getByTestId('type-label'), 'Our shop in town');
    await userEvent.click(within(form).getByTestId('address-type-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminAddressTypeCreate', {
        body: { type: 'SHOP', label: 'Our shop in town', icon: 'building-store', color: '#1565c0' },
      }),
    );
    expect(await screen.findByText('Address type added')).toBeInTheDocument();
  });

  it('offers the address import to a super-admin only', async () => {
    renderList('/address', {}, 'ADMIN');
    await screen.findByText('Caveau du domaine');
    expect(screen.queryByTestId('address-import-open')).not.toBeInTheDocument();
  });

  it('opens the import dialog for a super-admin', async () => {
    renderList('/address', {}, 'SUPER_ADMIN');
    await userEvent.click(await screen.findByTestId('address-import-open'));
    expect(await screen.findByTestId('address-import')).toBeInTheDocument();
  });
});
