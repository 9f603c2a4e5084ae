import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { BoxDefaultsRoute } from './box-defaults-route.tsx';

const globalBox = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id,
  mainType: 'BOTTLE',
  name,
  bottleBoxCapacity: 6,
  bottleCapacity: 75,
  weightBoxCapacity: null,
  width: 28,
  height: 38,
  depth: 19,
  boxWeight: 1.3,
  boxType: 'GLOBAL',
  type: 'VIGNOBLE_EXPORT',
  chosen: false,
  sites: 0,
  ...over,
});
const boxes = [
  globalBox(20, 'Vignoble Export 6 bouteilles', { sites: 3 }),
  globalBox(22, 'La Ruche 3 bouteilles', { type: 'LA_RUCHE', bottleBoxCapacity: 3 }),
];

afterEach(() => act(() => notifications.clean()));

function renderDefaults(path: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ adminGlobalBoxes: () => ({ boxes }), ...handlers });
  renderScreen(<BoxDefaultsRoute />, { api: api.client, path, pattern: '/superAdmin/defaults/box' });
  return api;
}

describe('the global boxes (super-admin)', () => {
  it('lists the global boxes by name with their range and how many sites chose each', async () => {
    renderDefaults('/superAdmin/defaults/box');
    const list = await screen.findByTestId('box-defaults-list');
    const row = (await within(list).findByText('Vignoble Export 6 bouteilles')).closest('tr')!;
    expect(within(row).getByText('Vignoble Export')).toBeInTheDocument();
    expect(within(row).getByText('3 site(s)')).toBeInTheDocument();
    const names = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['La Ruche 3 bouteilles', 'Vignoble Export 6 bouteilles']);
  });

  it('adds a global box: its range is required ("Invalid type"), then the box is sent with it', async () => {
    const { call } = renderDefaults('/superAdmin/defaults/box?add=1', {
      adminGlobalBoxCreate: ({ body }) => globalBox(30, 'x', body as Record<string, unknown>),
    });
    const form = await screen.findByTestId('box-form');
    expect(within(form).queryByTestId('box-quantity')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByTestId('box-preset-bottles-12'));
    await userEvent.click(within(form).getByTestId('box-submit'));
    expect(await within(form).findByText('Invalid type')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminGlobalBoxCreate', expect.anything());
    await userEvent.selectOptions(within(form).getByTestId('box-type'), 'LA_RUCHE');
    await userEvent.click(within(form).getByTestId('box-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminGlobalBoxCreate', expect.anything()));
    const { body } = call.mock.calls.find(([name]) => name === 'adminGlobalBoxCreate')![1] as {
      body: Record<string, unknown>;
    };
    expect(body).toEqual({
      type: 'LA_RUCHE',
      mainType: 'BOTTLE',
      name: '12-bottle box',
      bottleBoxCapacity: 12,
      bottleCapacity: 75,
      width: 35,
      height: 37,
      depth: 27,
      boxWeight: 1.7,
    });
  });

  it('edits a global box with its range', async () => {
    const { call } = renderDefaults('/superAdmin/defaults/box?edit=22', {
      adminGlobalBox: () => boxes[1],
      adminGlobalBoxUpdate: ({ body }) => globalBox(22, 'x', body as Record<string, unknown>),
    });
    const form = await screen.findByTestId('box-form');
    expect(within(form).getByTestId('box-type')).toHaveValue('LA_RUCHE');
    await userEvent.selectOptions(within(form).getByTestId('box-type'), 'VIGNOBLE_EXPORT');
    await userEvent.click(within(form).getByTestId('box-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminGlobalBoxUpdate',
        expect.objectContaining({
          params: { id: 22 },
          body: expect.objectContaining({ type: 'VIGNOBLE_EXPORT', bottleBoxCapacity: 3 }),
        }),
      ),
    );
  });

  it("shows the server's message when a box sites chose cannot be deleted", async () => {
    const { call } = renderDefaults('/superAdmin/defaults/box', {
      adminGlobalBoxDelete: () => {
        throw new ApiError(409, 'This box is chosen by sites and cannot be deleted');
      },
    });
    await userEvent.click(await screen.findByTestId('delete-20'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminGlobalBoxDelete', { params: { id: 20 } }));
    expect(await screen.findByText('This box is chosen by sites and cannot be deleted')).toBeInTheDocument();
  });
});
