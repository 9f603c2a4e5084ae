import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { engraving, wrapping } from '../../../testing/customization-fixtures.ts';
import { CustomizationListRoute } from './customization-list-route.tsx';

function renderList(handlers: Parameters<typeof fakeApi>[0] = {}) {
  let customizations = [wrapping, engraving];
  const api = fakeApi({
    adminCustomizations: () => ({ customizations, total: customizations.length }),
    adminCustomizationDelete: ({ params }) => {
      customizations = customizations.filter((c) => c.id !== params?.id);
      return null;
    },
    adminCustomizationOrder: () => null,
    ...handlers,
  });
  renderScreen(<CustomizationListRoute />, { api: api.client, path: '/customization', pattern: '/customization' });
  return api;
}

describe('the customizations list', () => {
  it('shows each customization with its input type, cost type, values in order and linked products', async () => {
    renderList();
    const row = (await screen.findByText('Gift wrapping')).closest('tr')!;
    expect(within(row).getByText('Drop-down list')).toBeInTheDocument();
    expect(within(row).getByText('Fixed amount per line')).toBeInTheDocument();
    const values = within(row)
      .getAllByText(/Ribbon|Wooden box/)
      .map((e) => e.textContent);
    expect(values).toEqual(['Ribbon', 'Wooden box']);
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('edit-1')).toHaveAttribute('href', '/en_US/customization/update/1');
    expect(screen.getByTestId('list-add')).toHaveAttribute('href', '/en_US/customization/add');
    expect(screen.getByTestId('reorder-2')).toBeInTheDocument();
  });

  it('deletes a customization once confirmed, and says why the server refuses a linked one', async () => {
    const { call } = renderList({
      adminCustomizationDelete: () => {
        throw new ApiError(409, 'This customization is linked to a product and cannot be deleted');
      },
    });
    await userEvent.click(await screen.findByTestId('delete-1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCustomizationDelete', { params: { id: 1 } }));
    expect(
      await screen.findByText('This customization is linked to a product and cannot be deleted'),
    ).toBeInTheDocument();
  });

  it('says when there is no customization yet', async () => {
    renderList({ adminCustomizations: () => ({ customizations: [], total: 0 }) });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderList({
      adminCustomizations: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
