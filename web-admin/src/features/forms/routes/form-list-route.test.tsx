import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { FormRow } from '../api/forms-api.ts';
import { FormListRoute } from './form-list-route.tsx';

const row = (id: number, name: string, valid: boolean, inputCount: number): FormRow => ({
  id,
  name,
  valid,
  inputCount,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

function renderForms(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminForms: () => ({ list: [row(1, 'Tasting booking', true, 9), row(2, 'Old survey', false, 3)] }),
    adminFormDelete: () => null,
    adminFormValid: () => null,
    ...handlers,
  });
  renderScreen(<FormListRoute />, { api: api.client, path: '/forms', pattern: '/forms' });
  return api;
}

describe('the forms list', () => {
  it('shows each form with its number of inputs', async () => {
    renderForms();
    const booking = (await screen.findByText('Tasting booking')).closest('tr')!;
    expect(within(booking).getByText('9')).toBeInTheDocument();
    expect(screen.getByText('Old survey')).toBeInTheDocument();
  });

  it('switches a form valid or invalid', async () => {
    const { call } = renderForms();
    const survey = (await screen.findByText('Old survey')).closest('tr')!;
    await userEvent.click(within(survey).getByRole('switch'));
    expect(call).toHaveBeenCalledWith(
      'adminFormValid',
      expect.objectContaining({ params: { id: 2 }, body: { valid: true } }),
    );
  });

  it('deletes a form after a confirmation naming it', async () => {
    const { call } = renderForms();
    await userEvent.click(await screen.findByTestId('delete-1'));
    expect(await screen.findByText(/Tasting booking/, { selector: 'p, div' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(call).toHaveBeenCalledWith('adminFormDelete', expect.objectContaining({ params: { id: 1 } }));
  });

  it('says when the list could not be loaded', async () => {
    renderForms({
      adminForms: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
