import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { CustomizationRow } from '../api/customizations-api.ts';
import { CustomizationAddRoute, CustomizationUpdateRoute } from '../routes/customization-form-route.tsx';
import { engraving, wrapping } from '../../../testing/customization-fixtures.ts';

function renderAdd(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    adminCustomizationCreate: ({ body }) => ({ ...engraving, id: 5, ...(body as object) }),
    ...handlers,
  });
  renderScreen(<CustomizationAddRoute />, {
    api: api.client,
    lang,
    path: '/customization/add',
    pattern: '/customization/add',
  });
  return api;
}

function renderUpdate(customization: CustomizationRow, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminCustomizations: () => ({ customizations: [wrapping, engraving], total: 2 }),
    ...handlers,
  });
  renderScreen(<CustomizationUpdateRoute />, {
    api: api.client,
    path: `/customization/update/${customization.id}`,
    pattern: '/customization/update/:id',
  });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the customization form', () => {
  it('refuses a customization without a label or an input type, with the spec’s messages', async () => {
    const { call } = renderAdd();
    const form = await screen.findByTestId('customization-form');
    await userEvent.click(within(form).getByTestId('customization-submit'));
    expect(await within(form).findByText('Please enter a label')).toBeInTheDocument();
    expect(within(form).getByText('You must choose an input type')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminCustomizationCreate', expect.anything());
  });

  it('asks the cost of a paid text, and a percentage at most 100', async () => {
    renderAdd();
    const form = await screen.findByTestId('customization-form');
    await userEvent.type(within(form).getByTestId('customization-label'), 'Engraving');
    await userEvent.selectOptions(within(form).getByTestId('customization-inputType'), 'TEXT');
    await userEvent.selectOptions(within(form).getByTestId('customization-costType'), 'PERCENT');
    await userEvent.click(within(form).getByTestId('customization-submit'));
    expect(await within(form).findByText('Cost must be greater than 0')).toBeInTheDocument();
    await userEvent.type(within(form).getByTestId('customization-cost'), '120');
    await userEvent.click(within(form).getByTestId('customization-submit'));
    expect(await within(form).findByText('The percentage cannot be more than 100%')).toBeInTheDocument();
  });

  it('shows the fields of the chosen input type only: extensions and sizes for a file', async () => {
    const { call } = renderAdd();
    const form = await screen.findByTestId('customization-form');
    await userEvent.type(within(form).getByTestId('customization-label'), 'Your logo');
    expect(within(form).queryByTestId('customization-allowedExtensions')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByTestId('customization-inputType'), 'FILE');
    await userEvent.click(within(form).getByTestId('customization-submit'));
    expect(await within(form).findByText('You must allow at least one extension')).toBeInTheDocument();
    expect(within(form).queryByTestId('customization-textMaxLength')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByTestId('customization-allowedExtensions'), 'pdf{Enter}');
    await userEvent.type(within(form).getByTestId('customization-maxFileSize'), '500');
    await userEvent.click(within(form).getByTestId('customization-submit'));
    await waitFor(() =>
      expect(bodyOf(call, 'adminCustomizationCreate')).toEqual({
        label: 'Your logo',
        inputType: 'FILE',
        costType: 'FREE',
        allowedExtensions: ['pdf'],
        maxFileSize: '500',
      }),
    );
  });

  it('lists a choice’s values in order, and adds one with the value rules', async () => {
    const { call } = renderUpdate(wrapping, {
      adminCustomizationValueCreate: ({ body }) => ({
        ...wrapping,
        values: [...wrapping.values, { id: 13, order: 2, ...(body as { label: string; cost: number }) }],
      }),
    });
    const values = await screen.findByTestId('customization-values');
    const rows = within(values).getAllByTestId(/^values-row-/);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ribbon'),
      expect.stringContaining('Wooden box'),
    ]);
    expect(within(rows[0]!).getByText('€2.00')).toBeInTheDocument();

    await userEvent.click(within(values).getByTestId('value-add'));
    expect(await within(values).findByText('Label and customization required')).toBeInTheDocument();
    await userEvent.type(within(values).getByTestId('value-label'), 'Gold paper');
    await userEvent.type(within(values).getByTestId('value-cost'), '-1');
    await userEvent.click(within(values).getByTestId('value-add'));
    expect(await within(values).findByText('Cost cannot be negative')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminCustomizationValueCreate', expect.anything());

    await userEvent.clear(within(values).getByTestId('value-cost'));
    await userEvent.type(within(values).getByTestId('value-cost'), '3');
    await userEvent.click(within(values).getByTestId('value-add'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCustomizationValueCreate', {
        params: { id: 1 },
        body: { label: 'Gold paper', cost: '3' },
      }),
    );
    expect(await within(values).findByText('Gold paper')).toBeInTheDocument();
  });

  it('moves a value with the keyboard on its handle', async () => {
    const { call } = renderUpdate(wrapping, {
      adminCustomizationValueOrder: () => ({ ...wrapping, values: [...wrapping.values].reverse() }),
    });
    const handle = await screen.findByTestId('values-handle-12');
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCustomizationValueOrder', {
        params: { id: 1, idValue: 12 },
        body: { order: 0 },
      }),
    );
  });

  it('has no values for a text customization', async () => {
    renderUpdate(engraving);
    await screen.findByTestId('customization-form');
    expect(screen.getByTestId('customization-label')).toHaveValue('Engraving');
    expect(screen.queryByTestId('customization-values')).not.toBeInTheDocument();
  });

  it('says when the customization could not be loaded', async () => {
    renderUpdate(wrapping, {
      adminCustomizations: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('error-screen')).toBeInTheDocument();
  });
});
