import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { NomenclatureRoute } from './nomenclature-route.tsx';

const entry = (id: number, type: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  name,
  translations: {},
  subtype: null,
  allergen: false,
  icon: null,
  ...extra,
});
const entries = [
  entry(1, 'GRAPE', 'Merlot'),
  entry(2, 'KIND', 'Rouge', { translations: { en_US: 'Red' } }),
  entry(3, 'INGREDIENT', 'Sulfites', { subtype: null, allergen: true }),
];

function renderScreenAt(path: string, lang: Lang = 'en_US', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    superAdminNomenclatures: ({ query }) => ({ items: entries.filter((e) => !query?.type || e.type === query.type) }),
    ...handlers,
  });
  renderScreen(<NomenclatureRoute />, { api: api.client, lang, path, pattern: '/superAdmin/nomenclature' });
  return api;
}

describe('the nomenclature', () => {
  it('lists the values of one type per tab, with their translations and flags', async () => {
    const { call } = renderScreenAt('/superAdmin/nomenclature?type=KIND');
    expect(await screen.findByText('Rouge')).toBeInTheDocument();
    expect(screen.getByText('Red')).toBeInTheDocument();
    expect(screen.queryByText('Merlot')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('superAdminNomenclatures', { query: { type: 'KIND' } });
    await userEvent.click(screen.getByTestId('tab-ALL'));
    expect(await screen.findByText('Merlot')).toBeInTheDocument();
    expect(within(screen.getByText('Sulfites').closest('tr')!).getByText('Allergen')).toBeInTheDocument();
  });

  it('shows the server’s message when a value in use cannot be deleted', async () => {
    const { call } = renderScreenAt('/superAdmin/nomenclature', 'en_US', {
      superAdminNomenclatureDelete: () => {
        throw new ApiError(409, 'This value is used by a product and cannot be deleted');
      },
    });
    await userEvent.click(await screen.findByTestId('delete-1'));
    expect(await screen.findByText('Delete “Merlot”? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('superAdminNomenclatureDelete', { params: { id: 1 } }));
    expect(await screen.findByText('This value is used by a product and cannot be deleted')).toBeInTheDocument();
    expect(screen.getByText('Merlot')).toBeInTheDocument();
  });

  it('adds a value of the tab’s type in one language (its translations are units); the type is required', async () => {
    const { call } = renderScreenAt('/superAdmin/nomenclature?type=INGREDIENT&add=1', 'en_US', {
      superAdminNomenclatureCreate: ({ body }) => ({ id: 9, ...(body as object) }),
    });
    const form = await screen.findByTestId('nomenclature-form');
    expect(within(form).getByTestId('entry-type')).toHaveValue('INGREDIENT');
    await userEvent.selectOptions(within(form).getByTestId('entry-type'), '');
    await userEvent.click(within(form).getByTestId('nomenclature-submit'));
    expect(await within(form).findByText('Type is required')).toBeInTheDocument();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByTestId('entry-type'), 'INGREDIENT');
    await userEvent.type(within(form).getByTestId('entry-name'), 'Sulfites');
    expect(within(form).queryByTestId('entry-en_US')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByTestId('entry-subtype'), 'ORGANIC_ACID');
    await userEvent.click(within(form).getByTestId('entry-allergen'));
    await userEvent.click(within(form).getByTestId('nomenclature-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('superAdminNomenclatureCreate', {
        body: {
          type: 'INGREDIENT',
          name: 'Sulfites',
          subtype: 'ORGANIC_ACID',
          allergen: true,
        },
      }),
    );
  });

  it('shows an edited value’s translations read-only, with the way to the global translations', async () => {
    renderScreenAt('/superAdmin/nomenclature?edit=2');
    const names = await screen.findByTestId('entry-translations');
    expect(within(names).getByText('en_US · Red')).toBeInTheDocument();
    expect(within(names).getByTestId('entry-translations-link')).toHaveAttribute(
      'href',
      '/en_US/superAdmin/translation/en_US?kind=nomenclature',
    );
  });

  it('speaks French on the French screens', async () => {
    renderScreenAt('/superAdmin/nomenclature?edit=2', 'fr_FR');
    const form = await screen.findByTestId('nomenclature-form');
    expect(within(form).getByTestId('entry-type')).toBeDisabled();
    await userEvent.clear(within(form).getByTestId('entry-name'));
    await userEvent.click(within(form).getByTestId('nomenclature-submit'));
    expect(await within(form).findByText('Le nom est obligatoire')).toBeInTheDocument();
  });
});
