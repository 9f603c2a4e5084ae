import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { themeDefaults } from '@cellar/shared/site/theme';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { SettingsRoute } from './settings-route.tsx';

function renderSettings(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    parameters: () => ({ ...themeDefaults, COMPANY_NAME: 'Domaine des Lilas', VAT_NUMBER: 'FR12345678901' }),
    adminVat: () => ({
      vatNumber: 'FR12345678901',
      rates: [
        { code: 'STANDARD', rate: 20 },
        { code: 'REDUCED', rate: 5.5 },
      ],
    }),
    adminParameterUpdate: () => ({ ...themeDefaults }),
    ...handlers,
  });
  renderScreen(<SettingsRoute />, { api: api.client, path: '/settings', pattern: '/settings' });
  return api;
}

describe('the settings screen', () => {
  it('shows the company name, the VAT number and the rates', async () => {
    renderSettings();
    expect(await screen.findByTestId('input-COMPANY_NAME')).toHaveValue('Domaine des Lilas');
    expect(screen.getByTestId('input-vatNumber')).toHaveValue('FR12345678901');
    expect(within(screen.getByTestId('vat-rate-REDUCED')).getByText('5.5 %')).toBeInTheDocument();
  });

  it('saves the company name', async () => {
    const { call } = renderSettings();
    const input = await screen.findByTestId('input-COMPANY_NAME');
    await userEvent.clear(input);
    await userEvent.type(input, 'Les Lilas');
    await userEvent.click(within(screen.getByTestId('settings-company')).getByTestId('form-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminParameterUpdate', { body: { COMPANY_NAME: 'Les Lilas' } }),
    );
  });

  it('refuses a bad VAT number before sending, and shows the server’s message', async () => {
    const { call } = renderSettings({
      adminParameterVatNumber: () => {
        throw new ApiError(400, 'Invalid VAT number', { vatNumber: ['Invalid VAT number'] });
      },
    });
    const input = await screen.findByTestId('input-vatNumber');
    const submit = within(screen.getByTestId('settings-vat')).getByTestId('form-submit');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(submit);
    expect(await screen.findByText('Invalid VAT number')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminParameterVatNumber', expect.anything());
    await userEvent.clear(input);
    await userEvent.type(input, 'FR 999');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminParameterVatNumber', { body: { vatNumber: 'FR 999' } }),
    );
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  });
});
