import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { VariationRow } from '../api/variations-api.ts';
import { VariationListRoute } from './variation-list-route.tsx';

const size: VariationRow = { id: 1, label: 'Bottle size', variation: 1, values: ['Magnum', 'Jeroboam'], order: 0 };
const cork: VariationRow = { id: 2, label: 'Closure', variation: 2, values: [], order: 1 };

function renderList(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  let variations = [size, cork];
  const api = fakeApi({
    adminVariations: () => ({ variations, total: variations.length }),
    adminVariationCreate: ({ body }) => {
      const created = { id: 3, order: 2, ...(body as object) } as VariationRow;
      variations = [...variations, created];
      return created;
    },
    adminVariationUpdate: ({ params, body }) => ({ ...size, id: params?.id, ...(body as object) }),
    adminVariationOrder: () => null,
    ...handlers,
  });
  renderScreen(<VariationListRoute />, { api: api.client, lang, path: '/variation', pattern: '/variation' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the variations list', () => {
  it('shows each variation with the vintage field it names and its offered values, in order', async () => {
    renderList();
    const row = (await screen.findByText('Bottle size')).closest('tr')!;
    expect(within(row).getByText('Variation 1')).toBeInTheDocument();
    expect(within(row).getByText('Magnum')).toBeInTheDocument();
    expect(within(row).getByText('Jeroboam')).toBeInTheDocument();
    const closure = screen.getByText('Closure').closest('tr')!;
    expect(within(closure).getByText('Free text')).toBeInTheDocument();
    expect(screen.getByTestId('reorder-1')).toBeInTheDocument();
  });

  it('refuses a variation without a label or a field with the spec’s messages, and sends nothing', async () => {
    const { call } = renderList();
    await userEvent.click(await screen.findByTestId('variation-add'));
    const dialog = await screen.findByTestId('variation-dialog');
    await userEvent.click(within(dialog).getByTestId('variation-submit'));
    expect(await within(dialog).findByText('Please enter a label')).toBeInTheDocument();
    expect(within(dialog).getByText('variation required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminVariationCreate', expect.anything());
  });

  it('creates a variation with its field and values', async () => {
    const { call } = renderList();
    await userEvent.click(await screen.findByTestId('variation-add'));
    const dialog = await screen.findByTestId('variation-dialog');
    await userEvent.type(within(dialog).getByTestId('variation-label'), 'Label colour');
    await userEvent.selectOptions(within(dialog).getByTestId('variation-variation'), '3');
    await userEvent.type(within(dialog).getByTestId('variation-values'), 'Gold{Enter}Silver{Enter}');
    await userEvent.click(within(dialog).getByTestId('variation-submit'));
    await waitFor(() =>
      expect(bodyOf(call, 'adminVariationCreate')).toEqual({
        label: 'Label colour',
        variation: '3',
        values: ['Gold', 'Silver'],
      }),
    );
    expect(await screen.findByText('Variation created')).toBeInTheDocument();
    expect(await screen.findByText('Label colour')).toBeInTheDocument();
  });

  it('says on the field when another variation already names it', async () => {
    renderList({
      adminVariationCreate: () => {
        throw new ApiError(409, 'Another variation already names this field', {
          variation: ['Another variation already names this field'],
        });
      },
    });
    await userEvent.click(await screen.findByTestId('variation-add'));
    const dialog = await screen.findByTestId('variation-dialog');
    await userEvent.type(within(dialog).getByTestId('variation-label'), 'Size');
    await userEvent.selectOptions(within(dialog).getByTestId('variation-variation'), '1');
    await userEvent.click(within(dialog).getByTestId('variation-submit'));
    expect(await within(dialog).findAllByText('Another variation already names this field')).not.toHaveLength(0);
  });

  it('edits a variation from its label', async () => {
    const { call } = renderList();
    await userEvent.click(await screen.findByTestId('edit-1'));
    const dialog = await screen.findByTestId('variation-dialog');
    expect(within(dialog).getByTestId('variation-label')).toHaveValue('Bottle size');
    await userEvent.clear(within(dialog).getByTestId('variation-label'));
    await userEvent.type(within(dialog).getByTestId('variation-label'), 'Format');
    await userEvent.click(within(dialog).getByTestId('variation-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminVariationUpdate', {
        params: { id: 1 },
        body: { label: 'Format', variation: '1', values: ['Magnum', 'Jeroboam'] },
      }),
    );
  });

  it('says when there is no variation yet', async () => {
    renderList({ adminVariations: () => ({ variations: [], total: 0 }) });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderList({
      adminVariations: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });

  it('speaks French on the French screen', async () => {
    renderList({}, 'fr_FR');
    expect(await screen.findByRole('heading', { name: 'Déclinaisons' })).toBeInTheDocument();
    expect(await screen.findByText('Déclinaison 1')).toBeInTheDocument();
  });
});
