import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { AddressTypeDefaultsRoute } from './address-type-defaults-route.tsx';

const defaults = [
  {
    id: 1,
    type: 'CLICK_AND_COLLECT',
    label: 'Retrait sur place',
    icon: 'shopping-bag',
    color: '#2e7d32',
    isDefault: true,
  },
  { id: 2, type: 'SHOP', label: 'Boutique', icon: 'building-store', color: '#1565c0', isDefault: true },
  { id: 4, type: 'WAREHOUSE', label: 'Entrepôt', icon: 'building-warehouse', color: '#6d4c41', isDefault: true },
];

function renderDefaults(path: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ adminAddressTypes: () => ({ addressTypes: defaults }), ...handlers });
  renderScreen(<AddressTypeDefaultsRoute />, { api: api.client, path, pattern: '/superAdmin/defaults/addressType' });
  return api;
}

describe('the default address types (super-admin)', () => {
  it('lists the defaults of every site (site 0, through the override header) with their code, icon and colour', async () => {
    const { call } = renderDefaults('/superAdmin/defaults/addressType');
    const row = (await screen.findByText('Boutique')).closest('tr')!;
    expect(within(row).getByText('SHOP')).toBeInTheDocument();
    expect(within(row).getByText('building-store')).toBeInTheDocument();
    expect(within(row).getByText('#1565c0')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 3');
    expect(call).toHaveBeenCalledWith('adminAddressTypes', { signal: undefined, idSiteOverride: 0 });
    expect(screen.getByTestId('edit-2')).toHaveAttribute('href', '/en_US/superAdmin/defaults/addressType?edit=2');
    await userEvent.type(screen.getByTestId('filter-label'), 'entre');
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 1'));
    expect(screen.getByText('Entrepôt')).toBeInTheDocument();
  });

  it('adds a default with its code, label, icon and colour; the rules show first', async () => {
    const { call } = renderDefaults('/superAdmin/defaults/addressType?add=1', {
      adminAddressTypeCreate: ({ body }) => ({ ...(body as object), id: 9, isDefault: true }),
    });
    const form = await screen.findByTestId('address-type-form');
    await userEvent.click(within(form).getByTestId('address-type-submit'));
    expect(await within(form).findByText('Type cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Label cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Color cannot be empty')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminAddressTypeCreate', expect.anything());

    await userEvent.type(within(form).getByTestId('type-type'), 'depot vente');
    await userEvent.type(within(form).getByTestId('type-label'), 'Dépôt-vente');
    await userEvent.type(within(form).getByTestId('type-color'), '#aa3300');
    await userEvent.click(within(form).getByTestId('address-type-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminAddressTypeCreate', {
        body: { type: 'depot vente', label: 'Dépôt-vente', icon: null, color: '#aa3300' },
        idSiteOverride: 0,
      }),
    );
    expect(await screen.findByText('Address type added')).toBeInTheDocument();
  });

  it('edits a default without its code, which never changes', async () => {
    const { call } = renderDefaults('/superAdmin/defaults/addressType?edit=2', {
      adminAddressTypeUpdate: ({ body }) => ({ ...defaults[1], ...(body as object) }),
    });
    const form = await screen.findByTestId('address-type-form');
    expect(within(form).queryByTestId('type-type')).not.toBeInTheDocument();
    expect(within(form).getByTestId('type-label')).toHaveValue('Boutique');
    expect(within(form).getByTestId('type-color')).toHaveValue('#1565c0');
    await userEvent.clear(within(form).getByTestId('type-label'));
    await userEvent.type(within(form).getByTestId('type-label'), 'Boutique en ville');
    await userEvent.click(within(form).getByTestId('address-type-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminAddressTypeUpdate', {
        params: { id: 2 },
        body: { label: 'Boutique en ville', icon: 'building-store', color: '#1565c0' },
        idSiteOverride: 0,
      }),
    );
    expect(await screen.findByText('Address type saved')).toBeInTheDocument();
  });

  it('puts the server’s message on the code: "This type already exists"', async () => {
    renderDefaults('/superAdmin/defaults/addressType?add=1', {
      adminAddressTypeCreate: () => {
        throw new ApiError(409, 'This type already exists', { type: ['This type already exists'] });
      },
    });
    const form = await screen.findByTestId('address-type-form');
    await userEvent.type(within(form).getByTestId('type-type'), 'SHOP');
    await userEvent.type(within(form).getByTestId('type-label'), 'Shop');
    await userEvent.type(within(form).getByTestId('type-color'), '#123456');
    await userEvent.click(within(form).getByTestId('address-type-submit'));
    const code = within(form).getByTestId('type-type').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(await within(code).findByText('This type already exists')).toBeInTheDocument();
  });
});
