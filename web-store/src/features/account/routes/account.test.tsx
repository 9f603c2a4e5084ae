import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenCookie } from '../../../lib/session/session.ts';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';

const customer = {
  id: 5,
  role: 'CUSTOMER' as const,
  email: 'lea@example.fr',
  firstname: 'Léa',
  lastname: 'Roux',
  phone: '0612345678',
  birthdate: '1990-04-12',
  newsletter: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const hasToken = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${tokenCookie(1)}=`));
const signedIn = () => {
  document.cookie = `${tokenCookie(1)}=tok-1; Path=/`;
};

describe('signing in and registering', () => {
  it('signs a customer in on this shop and goes back where they were going', async () => {
    const { api } = renderStore('/account/login?site=1&redirect=%2Faccount%2Forders', {
      'POST /login': (r: SentRequest) =>
        (r.body as { password: string }).password === 'secret1'
          ? { token: 'tok-1', idSite: 1, user: customer }
          : new Failure(401, 'Incorrect e-mail or password'),
      'GET /order': { orders: [], total: 0 },
      'GET /list/order/status': [],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'lea@example.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password');
    await waitFor(() => expect(hasToken()).toBe(false));

    await user.clear(screen.getByLabelText(/^Mot de passe/));
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })).toBeInTheDocument();
    await waitFor(() => expect(hasToken()).toBe(true));
    expect(api.to('/order')[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('sends a customer’s account to the sign-in page when nobody is signed in', async () => {
    renderStore('/account?site=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(window.location.search).toContain('redirect=%2Faccount');
  });

  it('registers with the server’s messages on each field, then signs in', async () => {
    let refuse = true;
    const { api } = renderStore('/en_US/account/register?site=1', {
      'POST /register': () =>
        refuse
          ? new Failure(400, 'Invalid data', {
              birthdate: ['Person must be at least 18 years old'],
              confirmPassword: ['Password differs'],
              salesConditions: ['You must accept the sales conditions'],
            })
          : { token: 'tok-2', idSite: 1, user: customer },
      'GET /user': customer,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First name/), 'Léa');
    await user.type(screen.getByLabelText(/^Last name/), 'Roux');
    await user.type(screen.getByLabelText(/^E-mail/), 'lea@example.fr');
    await user.type(screen.getByLabelText(/^Date of birth/), '2012-05-01');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('Person must be at least 18 years old', { selector: '.field-error' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Confirm the password/)).toHaveAccessibleDescription('Password differs');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.to('/register')[0]!.body).toMatchObject({
      firstname: 'Léa',
      lastname: 'Roux',
      email: 'lea@example.fr',
      phone: null,
      birthdate: '2012-05-01',
      newsletter: false,
      password: 'secret1',
      confirmPassword: 'secret2',
      salesConditions: false,
    });

    refuse = false;
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale.' }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    await waitFor(() => expect(hasToken()).toBe(true));
  });
});

describe('the account', () => {
  it('changes the profile and the password, with the server’s messages', async () => {
    signedIn();
    const { api } = renderStore('/account?site=1', {
      'GET /user': customer,
      'PUT /user': (r: SentRequest) => ({ ...customer, ...(r.body as object) }),
      'PUT /user/password': (r: SentRequest) =>
        (r.body as { currentPassword: string }).currentPassword === 'secret1'
          ? null
          : new Failure(400, 'Invalid data', { currentPassword: ['Current password is incorrect'] }),
    });
    const user = userEvent.setup();
    const profile = await screen.findByRole('form', { name: 'Mes informations' });
    expect(within(profile).getByLabelText(/^Prénom/)).toHaveValue('Léa');
    await user.clear(within(profile).getByLabelText(/^Téléphone/));
    await user.type(within(profile).getByLabelText(/^Téléphone/), '07 00 00 00 00');
    await user.click(within(profile).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(profile).findByText('Vos informations sont enregistrées.')).toBeInTheDocument();
    expect(api.to('/user').find((r) => r.method === 'PUT')!.body).toEqual({
      firstname: 'Léa',
      lastname: 'Roux',
      email: 'lea@example.fr',
      phone: '07 00 00 00 00',
      birthdate: '1990-04-12',
      newsletter: false,
    });

    const password = screen.getByRole('form', { name: 'Changer de mot de passe' });
    await user.type(within(password).getByLabelText(/^Mot de passe actuel/), 'nope');
    await user.type(within(password).getByLabelText(/^Nouveau mot de passe/), 'secret2');
    await user.type(within(password).getByLabelText(/^Confirmation/), 'secret2');
    await user.click(within(password).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await within(password).findByText('Current password is incorrect', { selector: '.field-error' }),
    ).toBeInTheDocument();
    await user.clear(within(password).getByLabelText(/^Mot de passe actuel/));
    await user.type(within(password).getByLabelText(/^Mot de passe actuel/), 'secret1');
    await user.click(within(password).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(password).findByText('Votre mot de passe est changé.')).toBeInTheDocument();
    expect(within(password).getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
  });

  it('deletes the account only after a confirmation, and signs out', async () => {
    signedIn();
    const { api } = renderStore('/account?site=1', { 'GET /user': customer, 'DELETE /user': () => null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte…' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Supprimer définitivement votre compte ?');
    expect(confirm).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.to('/user').filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer mon compte' }));
    expect(await screen.findByText('Votre compte a été supprimé.')).toBeInTheDocument();
    expect(api.to('/user').filter((r) => r.method === 'DELETE')).toHaveLength(1);
    // The sign-out follows the message: waited for, not read at once (a busy machine renders later).
    await waitFor(() => expect(hasToken()).toBe(false));
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('signs out from the account, back to the shop', async () => {
    signedIn();
    renderStore('/account?site=1', { 'GET /user': customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();
    await waitFor(() => expect(hasToken()).toBe(false));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('ends the session when the API no longer accepts the token', async () => {
    signedIn();
    renderStore('/account?site=1', { 'GET /user': new Failure(401, 'You have been disconnected') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    await waitFor(() => expect(hasToken()).toBe(false));
  });
});

describe('the password reset', () => {
  it('asks for a link without saying whether the account exists', async () => {
    const { api } = renderStore('/password/forget?site=1', { 'PUT /password/reset/ask': () => null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'lea@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Si un compte existe pour lea@example.fr');
    expect(api.to('/password/reset/ask')[0]!.body).toEqual({ email: 'lea@example.fr' });
  });

  it('sets a new password from the mailed link, and says when the link is no longer valid', async () => {
    let valid = false;
    const { api } = renderStore('/password/reset/s3cr3t?site=1', {
      'PUT /password/reset': () =>
        valid ? null : new Failure(400, 'This link is no longer valid', { token: ['This link is no longer valid'] }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'secret9');
    await user.type(screen.getByLabelText(/^Confirmation/), 'secret9');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid');
    valid = true;
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Votre mot de passe est changé.'));
    expect(api.to('/password/reset').at(-1)!.body).toEqual({
      token: 's3cr3t',
      password: 'secret9',
      confirmPassword: 'secret9',
    });
  });
});
