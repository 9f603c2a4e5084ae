import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { AwardListRoute } from './award-list-route.tsx';

const award = {
  id: 5,
  city: { city: 'Mâcon', postalCode: '71000' },
  idProduct: 11,
  productName: 'Cuvée des Lilas',
  type: 7,
  typeName: 'Gold medal',
  title: 'Concours des vins de Mâcon',
  description: null,
  year: 2024,
  image: { url: '/media/medal.png', alt: 'Gold medal' },
};

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderAwards(path: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminAwards: () => ({ awards: [award], total: 1 }),
    adminProducts: () => ({ products: [{ id: 11, name: 'Cuvée des Lilas' }], total: 1 }),
    listByType: () => ({
      items: [
        { id: 7, type: 'AWARD', name: 'Gold medal', translations: {}, subtype: null, allergen: false, icon: null },
      ],
    }),
    ...handlers,
  });
  renderScreen(<AwardListRoute />, { api: api.client, path, pattern: '/award' });
  return api;
}

describe('the awards', () => {
  it('lists the awards with their wine, type, year and city', async () => {
    renderAwards('/award');
    const row = (await screen.findByText('Concours des vins de Mâcon')).closest('tr')!;
    expect(within(row).getByText('Cuvée des Lilas')).toBeInTheDocument();
    expect(within(row).getByText('Gold medal')).toBeInTheDocument();
    expect(within(row).getByText('Mâcon (71000)')).toBeInTheDocument();
    expect(screen.getByTestId('edit-5')).toHaveAttribute('href', '/en_US/award?edit=5');
  });

  it('takes one image only: "You can upload only one image", and sends nothing', async () => {
    const { call } = renderAwards('/award?add=1', { adminAwardCreate: () => award });
    const form = await screen.findByTestId('award-form');
    await userEvent.upload(within(form).getByTestId('award-images-input'), [png('a.png'), png('b.png')]);
    expect(await within(form).findByTestId('award-images-error')).toHaveTextContent('You can upload only one image');
    await userEvent.click(within(form).getByTestId('award-submit'));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminAwardCreate', expect.anything());
    await userEvent.click(within(form).getByTestId('award-images-remove-1'));
    expect(within(form).queryByTestId('award-images-error')).not.toBeInTheDocument();
  });

  it('sends a valid award with its image and alternative text', async () => {
    const { call } = renderAwards('/award?add=1', { adminAwardCreate: () => award });
    const form = await screen.findByTestId('award-form');
    await userEvent.type(within(form).getByTestId('award-title'), 'Concours de Mâcon');
    await waitFor(() =>
      expect(
        within(within(form).getByTestId('award-idProduct')).getByRole('option', { name: 'Cuvée des Lilas' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(form).getByTestId('award-idProduct'), '11');
    await waitFor(() =>
      expect(
        within(within(form).getByTestId('award-type')).getByRole('option', { name: 'Gold medal' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(form).getByTestId('award-type'), '7');
    await userEvent.type(within(form).getByTestId('award-city'), 'Mâcon');
    await userEvent.type(within(form).getByTestId('award-postalCode'), '71000');
    await userEvent.upload(within(form).getByTestId('award-images-input'), png('medal.png'));
    await userEvent.type(await within(form).findByTestId('award-images-alt-0'), 'Gold medal');
    await userEvent.click(within(form).getByTestId('award-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminAwardCreate', expect.anything()));
    const body = (
      call.mock.calls.find(([name]) => name === 'adminAwardCreate')![1] as { body: Record<string, unknown> }
    ).body;
    expect(body).toMatchObject({
      title: 'Concours de Mâcon',
      idProduct: '11',
      type: '7',
      city: { city: 'Mâcon', postalCode: '71000' },
      year: new Date().getFullYear(),
      alt: 'Gold medal',
    });
    expect((body.image as File).name).toBe('medal.png');
    expect(await screen.findByText('Award created')).toBeInTheDocument();
  });
});
