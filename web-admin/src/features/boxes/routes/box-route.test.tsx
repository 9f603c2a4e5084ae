import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { BoxRoute } from './box-route.tsx';

const siteBox = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  mainType: 'BOTTLE',
  name: null,
  bottleBoxCapacity: 6,
  bottleCapacity: 75,
  weightBoxCapacity: null,
  width: 27,
  height: 37,
  depth: 19,
  boxWeight: 1,
  boxType: 'SITE',
  type: null,
  quantity: 60,
  ...over,
});
const envelope = siteBox(2, {
  mainType: 'WEIGHT',
  name: 'Enveloppe 2 kg',
  bottleBoxCapacity: null,
  bottleCapacity: null,
  weightBoxCapacity: 2,
  width: 35,
  height: 25,
  depth: 5,
  boxWeight: 0.05,
  quantity: 100,
});
const globalBox = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  ...siteBox(id, { name }),
  boxType: 'GLOBAL',
  type: 'VIGNOBLE_EXPORT',
  chosen: false,
  sites: 0,
  quantity: undefined,
  ...over,
});
const globals = [
  globalBox(20, 'Vignoble Export 6 bouteilles', { chosen: true, sites: 1 }),
  globalBox(21, 'La Ruche 3 bouteilles', { type: 'LA_RUCHE', bottleBoxCapacity: 3 }),
];
const order = (id: number, createdAt: string, over: Record<string, unknown> = {}) => ({
  id,
  idBox: 1,
  box: { ...siteBox(1, { name: 'Carton 6 bouteilles' }), quantity: undefined },
  quantity: 50,
  comment: null,
  status: 'ORDERED',
  createdAt,
  ...over,
});

function renderBoxes(path: string, handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    adminBoxes: ({ query }) =>
      query?.boxType === 'GLOBAL'
        ? { boxes: [{ ...globals[0]!, quantity: 24, chosen: undefined, sites: undefined }], total: 1 }
        : { boxes: [siteBox(1), envelope], total: 2 },
    adminGlobalBoxes: () => ({ boxes: globals }),
    ...handlers,
  });
  renderScreen(<BoxRoute />, { api: api.client, path, pattern: '/box', lang });
  return api;
}

// Toasts live in a store of their own: the ones of a test would queue the next test's.
afterEach(() => act(() => notifications.clean()));

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([route]) => route === name)![1] as { body: Record<string, unknown> }).body;

describe('my boxes', () => {
  it("lists the site's own boxes with their size, dimensions, empty weight and stock", async () => {
    const { call } = renderBoxes('/box');
    // A box without a name is named by its size.
    const row = (await screen.findAllByText('6 × 75 cl'))[0]!.closest('tr')!;
    expect(within(row).getAllByText('6 × 75 cl')).toHaveLength(2);
    expect(within(row).getByText('27 × 37 × 19 cm')).toBeInTheDocument();
    expect(within(row).getByText('1 kg')).toBeInTheDocument();
    expect(within(row).getByTestId('stock-1')).toHaveTextContent('60');
    expect(within(screen.getByText('Enveloppe 2 kg').closest('tr')!).getByText('Up to 2 kg')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('adminBoxes', {
      query: expect.objectContaining({ boxType: 'SITE', page: '1', nbItem: '10' }),
    });
    expect(screen.getByTestId('edit-1')).toHaveAttribute('href', '/en_US/box?edit=1');
  });

  it('writes sizes with a decimal comma in French', async () => {
    renderBoxes('/box', {}, 'fr_FR');
    const row = (await screen.findByText('Enveloppe 2 kg')).closest('tr')!;
    expect(within(row).getByText('0,05 kg')).toBeInTheDocument();
    expect(within(row).getByText('2 kg au plus')).toBeInTheDocument();
  });

  it('fills the form from a standard size, and sends the box', async () => {
    const { call } = renderBoxes('/box?add=1', {
      adminBoxCreate: ({ body }) => ({ ...siteBox(9), ...(body as object) }),
    });
    const form = await screen.findByTestId('box-form');
    const presets = within(form).getByTestId('box-presets');
    for (const label of [
      '1 bottle',
      '2 bottles',
      '3 bottles',
      '4 bottles',
      '6 bottles',
      '12 bottles',
      '1 magnum',
      '3 magnums',
      'Envelope',
    ])
      expect(within(presets).getByRole('button', { name: label })).toBeInTheDocument();

    await userEvent.click(within(form).getByTestId('box-preset-bottles-6'));
    expect(within(form).getByTestId('box-name')).toHaveValue('6-bottle box');
    expect(within(form).getByTestId('box-mainType')).toHaveValue('BOTTLE');
    expect(within(form).getByTestId('box-bottleBoxCapacity')).toHaveValue('6');
    expect(within(form).getByTestId('box-bottleCapacity')).toHaveValue('75');
    expect(within(form).getByTestId('box-width')).toHaveValue('27');
    expect(within(form).getByTestId('box-height')).toHaveValue('37');
    expect(within(form).getByTestId('box-depth')).toHaveValue('19');
    expect(within(form).getByTestId('box-boxWeight')).toHaveValue('1');

    // Another size replaces the preset's name, not a name of one's own.
    await userEvent.click(within(form).getByTestId('box-preset-magnums-3'));
    expect(within(form).getByTestId('box-name')).toHaveValue('3-magnum box');
    await userEvent.clear(within(form).getByTestId('box-name'));
    await userEvent.type(within(form).getByTestId('box-name'), 'Lilas 6');
    await userEvent.click(within(form).getByTestId('box-preset-bottles-6'));
    expect(within(form).getByTestId('box-name')).toHaveValue('Lilas 6');
    expect(within(form).getByTestId('box-bottleCapacity')).toHaveValue('75');

    await userEvent.type(within(form).getByTestId('box-quantity'), '40');
    await userEvent.click(within(form).getByTestId('box-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBoxCreate', expect.anything()));
    expect(bodyOf(call, 'adminBoxCreate')).toEqual({
      mainType: 'BOTTLE',
      name: 'Lilas 6',
      bottleBoxCapacity: 6,
      bottleCapacity: 75,
      width: 27,
      height: 37,
      depth: 19,
      boxWeight: 1,
      quantity: 40,
    });
    expect(await screen.findByText('Box created')).toBeInTheDocument();
  });

  it('reads sizes pasted with a point on the French screens: 0.7 kg stays 0.7, never 7', async () => {
    const { call } = renderBoxes(
      '/box?add=1',
      { adminBoxCreate: ({ body }) => ({ ...envelope, ...(body as object) }) },
      'fr_FR',
    );
    const form = await screen.findByTestId('box-form');
    await userEvent.click(within(form).getByTestId('box-preset-envelope'));
    expect(within(form).getByTestId('box-boxWeight')).toHaveValue('0,05');
    // Inserted whole, as a drop or an autofill inserts it.
    fireEvent.change(within(form).getByTestId('box-boxWeight'), { target: { value: '0.7' } });
    fireEvent.change(within(form).getByTestId('box-depth'), { target: { value: '5,5' } });
    await userEvent.click(within(form).getByTestId('box-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBoxCreate', expect.anything()));
    expect(bodyOf(call, 'adminBoxCreate')).toMatchObject({ depth: 5.5, boxWeight: 0.7 });
  });

  it('fills an envelope as a WEIGHT box', async () => {
    const { call } = renderBoxes('/box?add=1', {
      adminBoxCreate: ({ body }) => ({ ...envelope, ...(body as object) }),
    });
    const form = await screen.findByTestId('box-form');
    await userEvent.click(within(form).getByTestId('box-preset-envelope'));
    expect(within(form).getByTestId('box-mainType')).toHaveValue('WEIGHT');
    expect(within(form).getByTestId('box-weightBoxCapacity')).toHaveValue('2');
    expect(within(form).queryByTestId('box-bottleBoxCapacity')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByTestId('box-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBoxCreate', expect.anything()));
    expect(bodyOf(call, 'adminBoxCreate')).toEqual({
      mainType: 'WEIGHT',
      name: 'Envelope 2 kg',
      weightBoxCapacity: 2,
      width: 35,
      height: 25,
      depth: 5,
      boxWeight: 0.05,
    });
  });

  it('asks a BOTTLE box for its bottles and their size, a WEIGHT box for its weight, each with the spec message', async () => {
    const { call } = renderBoxes('/box?add=1');
    const form = await screen.findByTestId('box-form');
    await userEvent.click(within(form).getByTestId('box-submit'));
    expect(await within(form).findByText('You must set a type')).toBeInTheDocument();
    expect(within(form).getByText('Width must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Height must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Depth must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Box weight must be greater than 0')).toBeInTheDocument();
    expect(within(form).queryByTestId('box-bottle-fields')).not.toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByTestId('box-mainType'), 'BOTTLE');
    await userEvent.click(within(form).getByTestId('box-submit'));
    const bottles = within(form).getByTestId('box-bottle-fields');
    expect(await within(bottles).findByText('Box capacity must be greater than 0')).toBeInTheDocument();
    expect(within(bottles).getByText('Bottle capacity must be greater than 0')).toBeInTheDocument();
    expect(within(form).queryByTestId('box-weightBoxCapacity')).not.toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByTestId('box-mainType'), 'WEIGHT');
    await userEvent.click(within(form).getByTestId('box-submit'));
    const weight = within(form).getByTestId('box-weight-fields');
    expect(await within(weight).findByText('Box capacity must be greater than 0')).toBeInTheDocument();
    expect(within(form).queryByTestId('box-bottle-fields')).not.toBeInTheDocument();
    expect(within(form).queryByText('Bottle capacity must be greater than 0')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminBoxCreate', expect.anything());
  });

  it('shows "Box capacity must be greater than 0" as soon as the emptied capacity is left', async () => {
    renderBoxes('/box?add=1');
    const form = await screen.findByTestId('box-form');
    await userEvent.click(within(form).getByTestId('box-preset-bottles-6'));
    await userEvent.clear(within(form).getByTestId('box-bottleBoxCapacity'));
    await userEvent.tab();
    expect(await within(form).findByText('Box capacity must be greater than 0')).toBeInTheDocument();
  });

  it('keeps "2.5" bottles and "1.3" boxes in stock as typed on the French screens, never 25 or 13, and refuses them: "Saisissez un nombre entier"', async () => {
    const { call } = renderBoxes('/box?add=1', {}, 'fr_FR');
    const form = await screen.findByTestId('box-form');
    await userEvent.click(within(form).getByTestId('box-preset-bottles-6'));
    for (const [field, text] of [
      ['box-bottleBoxCapacity', '2.5'],
      ['box-quantity', '1.3'],
    ] as const) {
      const input = within(form).getByTestId(field);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
      expect(input).toHaveValue(text);
      expect(
        await within(input.closest('.mantine-InputWrapper-root') as HTMLElement).findByText(
          'Saisissez un nombre entier',
        ),
      ).toBeInTheDocument();
    }
    await userEvent.click(within(form).getByTestId('box-submit'));
    expect(call).not.toHaveBeenCalledWith('adminBoxCreate', expect.anything());
  });

  it("puts the server's field errors on their fields", async () => {
    renderBoxes('/box?add=1', {
      adminBoxCreate: () => {
        throw new ApiError(400, 'Invalid box', {
          name: ['This name is already taken'],
          bottleCapacity: ['Invalid value'],
        });
      },
    });
    const form = await screen.findByTestId('box-form');
    await userEvent.click(within(form).getByTestId('box-preset-bottles-6'));
    await userEvent.click(within(form).getByTestId('box-submit'));
    expect(await within(form).findByText('This name is already taken')).toBeInTheDocument();
    expect(within(within(form).getByTestId('box-bottle-fields')).getByText('Invalid value')).toBeInTheDocument();
  });

  it('edits a box with its main type and sizes, without its stock', async () => {
    const { call } = renderBoxes('/box?edit=2', {
      adminBox: () => envelope,
      adminBoxUpdate: ({ body }) => ({ ...envelope, ...(body as object) }),
    });
    const form = await screen.findByTestId('box-form');
    expect(within(form).queryByTestId('box-presets')).not.toBeInTheDocument();
    expect(within(form).getByTestId('box-weightBoxCapacity')).toHaveValue('2');
    await userEvent.clear(within(form).getByTestId('box-weightBoxCapacity'));
    await userEvent.type(within(form).getByTestId('box-weightBoxCapacity'), '3');
    await userEvent.click(within(form).getByTestId('box-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminBoxUpdate', expect.objectContaining({ params: { id: 2 } })),
    );
    expect(bodyOf(call, 'adminBoxUpdate')).toEqual({
      mainType: 'WEIGHT',
      name: 'Enveloppe 2 kg',
      weightBoxCapacity: 3,
      width: 35,
      height: 25,
      depth: 5,
      boxWeight: 0.05,
    });
    expect(await screen.findByText('Box saved')).toBeInTheDocument();
  });

  it("shows the server's message when a carrier's box cannot be deleted", async () => {
    const { call } = renderBoxes('/box', {
      adminBoxDelete: () => {
        throw new ApiError(409, 'This box is used by a carrier');
      },
    });
    await userEvent.click(await screen.findByTestId('delete-2'));
    expect(await screen.findByText('Delete “Enveloppe 2 kg”? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBoxDelete', { params: { id: 2 } }));
    expect(await screen.findByText('This box is used by a carrier')).toBeInTheDocument();
  });

  it('sets the stock of a box; a negative stock is refused', async () => {
    const { call } = renderBoxes('/box', { adminBoxQuantity: ({ body }) => ({ ...siteBox(1), ...(body as object) }) });
    await userEvent.click(await screen.findByTestId('stock-1'));
    const dialog = await screen.findByTestId('stock-dialog');
    const input = within(dialog).getByTestId('stock-quantity');
    expect(input).toHaveValue('60');
    await userEvent.clear(input);
    await userEvent.type(input, '-2');
    await userEvent.click(within(dialog).getByTestId('stock-submit'));
    expect(await within(dialog).findByText('The quantity cannot be negative')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await userEvent.click(within(dialog).getByTestId('stock-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminBoxQuantity', { params: { id: 1 }, body: { quantity: 30 } }),
    );
    expect(await screen.findByText('Stock saved')).toBeInTheDocument();
  });

  it('refuses a stock of "1.3" boxes as typed, "Enter a whole number", and sends nothing', async () => {
    const { call } = renderBoxes('/box');
    await userEvent.click(await screen.findByTestId('stock-1'));
    const dialog = await screen.findByTestId('stock-dialog');
    const input = within(dialog).getByTestId('stock-quantity');
    fireEvent.change(input, { target: { value: '1.3' } });
    await userEvent.click(within(dialog).getByTestId('stock-submit'));
    expect(await within(dialog).findByText('Enter a whole number')).toBeInTheDocument();
    expect(input).toHaveValue('1.3');
    expect(call).not.toHaveBeenCalledWith('adminBoxQuantity', expect.anything());
  });
});

describe('the partner boxes a site chooses', () => {
  it('lists every global box, the chosen ones with their stock, and chooses another with the whole list', async () => {
    const { call } = renderBoxes('/box?tab=global', {
      adminBoxChoose: ({ body }) => ({
        boxes: globals.map((b) => ({ ...b, chosen: (body as { boxes: number[] }).boxes.includes(b.id) })),
      }),
    });
    const chosenRow = (await screen.findByText('Vignoble Export 6 bouteilles')).closest('tr')!;
    expect(within(chosenRow).getByTestId('choose-20')).toBeChecked();
    expect(within(chosenRow).getByTestId('stock-20')).toHaveTextContent('24');
    const otherRow = screen.getByText('La Ruche 3 bouteilles').closest('tr')!;
    expect(within(otherRow).getByText('La Ruche')).toBeInTheDocument();
    expect(within(otherRow).queryByTestId('stock-21')).not.toBeInTheDocument();

    await userEvent.click(within(otherRow).getByTestId('choose-21'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBoxChoose', { body: { boxes: [20, 21] } }));
    expect(await screen.findByText('Box added to your boxes')).toBeInTheDocument();
  });

  it("leaves a box with the others kept, and shows the server's message when a carrier accepts it", async () => {
    const { call } = renderBoxes('/box?tab=global', {
      adminBoxChoose: () => {
        throw new ApiError(409, 'Invalid request', { boxes: ['This box is used by a carrier'] });
      },
    });
    await userEvent.click(await screen.findByTestId('choose-20'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBoxChoose', { body: { boxes: [] } }));
    expect(await screen.findByText('This box is used by a carrier')).toBeInTheDocument();
  });
});

describe('my boxes orders', () => {
  it('lists the orders newest first, each with the box as ordered', async () => {
    const { call } = renderBoxes('/box?tab=orders', {
      adminBoxOrders: () => ({
        orders: [
          order(8, '2025-03-02T10:05:00.000Z', { quantity: 10, comment: 'Avant les vendanges' }),
          order(7, '2025-02-01T09:00:00.000Z'),
        ],
        total: 2,
      }),
    });
    const list = await screen.findByTestId('box-order-list');
    await within(list).findByText('Avant les vendanges');
    expect(call).toHaveBeenCalledWith('adminBoxOrders', {
      query: expect.objectContaining({ orderBy: 'createdAt:desc' }),
    });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['10', '50']);
    expect(within(rows[0]!).getByText(/^02\/03\/2025 \d\d:05$/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ordered')).toBeInTheDocument();
  });

  it('orders boxes: "You must choose a box", "Number of box must be greater than 0", "Enter a whole number" for 2.5, then sends the order', async () => {
    const { call } = renderBoxes('/box?tab=orders&order=1', {
      adminBoxOrders: () => ({ orders: [], total: 0 }),
      adminBoxOrderCreate: ({ body }) => order(9, new Date().toISOString(), body as Record<string, unknown>),
    });
    const form = await screen.findByTestId('box-order-form');
    await userEvent.click(within(form).getByTestId('box-order-submit'));
    expect(await within(form).findByText('You must choose a box')).toBeInTheDocument();
    expect(within(form).getByText('Number of box must be greater than 0')).toBeInTheDocument();
    const select = within(form).getByTestId('order-idBox');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'La Ruche 3 bouteilles (La Ruche)' })).toBeInTheDocument(),
    );
    expect(within(select).getByRole('option', { name: '6 × 75 cl (6 × 75 cl)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '21');
    await userEvent.type(within(form).getByTestId('order-quantity'), '0');
    await userEvent.click(within(form).getByTestId('box-order-submit'));
    expect(await within(form).findByText('Number of box must be greater than 0')).toBeInTheDocument();
    fireEvent.change(within(form).getByTestId('order-quantity'), { target: { value: '2.5' } });
    await userEvent.click(within(form).getByTestId('box-order-submit'));
    expect(await within(form).findByText('Enter a whole number')).toBeInTheDocument();
    await userEvent.clear(within(form).getByTestId('order-quantity'));
    await userEvent.type(within(form).getByTestId('order-quantity'), '25');
    await userEvent.type(within(form).getByTestId('order-comment'), 'For the harvest');
    await userEvent.click(within(form).getByTestId('box-order-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminBoxOrderCreate', {
        body: { idBox: '21', quantity: 25, comment: 'For the harvest' },
      }),
    );
    expect(await screen.findByText('Boxes ordered')).toBeInTheDocument();
  });
});
