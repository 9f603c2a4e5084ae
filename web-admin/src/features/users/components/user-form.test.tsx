import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { UserForm } from './user-form.tsx';

const me = (role: string) => () => ({ id: 1, email: 'me@lilas.fr', firstname: 'Claire', lastname: 'Martin', role });

async function fillValidUser(): Promise<void> {
  await userEvent.type(screen.getByTestId('input-firstname'), 'Julie');
  await userEvent.type(screen.getByTestId('input-lastname'), 'Martin');
  await userEvent.type(screen.getByTestId('input-email'), 'julie@lilas.fr');
  await userEvent.type(screen.getByTestId('input-password'), 'secret1');
  await userEvent.type(screen.getByTestId('input-confirmPassword'), 'secret1');
}

function renderAdd(lang: Lang, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ me: me('ADMIN'), ...handlers });
  renderScreen(<UserForm />, { api: api.client, lang, path: '/user/add', pattern: '/user/add' });
  return api;
}

describe('the user form', () => {
  it('shows the phone rule of shared as soon as the field is left, in English', async () => {
    renderAdd('en_US');
    await userEvent.type(screen.getByTestId('input-phone'), '12345');
    await userEvent.tab();
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
  });

  it('says it in French on the French screens', async () => {
    renderAdd('fr_FR');
    await userEvent.type(screen.getByTestId('input-phone'), '12345');
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Numéro de téléphone invalide')).toBeInTheDocument();
    expect(screen.getByText('Le prénom est obligatoire')).toBeInTheDocument();
  });

  it('does not send a form the rules refuse', async () => {
    const { call } = renderAdd('en_US', { adminUserCreate: () => ({}) });
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Firstname is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminUserCreate', expect.anything());
  });

  it('sends a valid user and shows the server’s field errors on the same fields', async () => {
    const { call } = renderAdd('en_US', {
      adminUserCreate: () => {
        throw new ApiError(409, 'This e-mail is already used', { email: ['This e-mail is already used'] });
      },
    });
    await fillValidUser();
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminUserCreate', {
        body: expect.objectContaining({
          firstname: 'Julie',
          lastname: 'Martin',
          email: 'julie@lilas.fr',
          role: 'ADMIN',
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      }),
    );
    const email = screen.getByTestId('input-email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(email.closest('.mantine-InputWrapper-root') as HTMLElement).getByText('This e-mail is already used'),
    ).toBeInTheDocument();
  });

  it('offers the SUPER_ADMIN role only to a super-admin', async () => {
    renderAdd('en_US');
    const roles = screen.getByTestId('input-role');
    await waitFor(() => expect(within(roles).getAllByRole('option')).toHaveLength(1));

    const superApi = fakeApi({ me: me('SUPER_ADMIN') });
    renderScreen(<UserForm />, { api: superApi.client, path: '/user/add', pattern: '/user/add' });
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('input-role')[1]!).getByRole('option', { name: 'Super administrator' }),
      ).toBeInTheDocument(),
    );
  });
});
