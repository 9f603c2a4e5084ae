import { describe, expect, it } from 'vitest';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn, signOut } from './support/sign-in.ts';
import { waitForPath, where } from './support/waits.ts';

/**
 * The admin's main journeys in Chromium against the real local stack: sign in, the user form's
 * rules in both languages, a user created and found, sign out, the guards.
 */
journey({ name: 'admin', viewport: { width: 1280, height: 860 } });

async function fillUser(user: { firstname: string; lastname: string; email: string; phone: string }): Promise<void> {
  await page.getByTestId('input-firstname').fill(user.firstname);
  await page.getByTestId('input-lastname').fill(user.lastname);
  await page.getByTestId('input-email').fill(user.email);
  await page.getByTestId('input-phone').fill(user.phone);
  await page.getByTestId('input-password').fill('cellar-secret');
  await page.getByTestId('input-confirmPassword').fill('cellar-secret');
}

describe('the admin in a browser', () => {
  const suffix = Date.now().toString(36);
  const user = {
    firstname: 'Julie',
    lastname: `Martin-${suffix}`,
    email: `julie.${suffix}@domaine-des-lilas.fr`,
    phone: '12345',
  };

  it('shows the server’s message for a wrong password, in the screen’s language', async () => {
    await page.goto(`${env.adminUrl}/en_US/login`);
    await page.getByTestId('input-email').fill(env.logins.admin.email);
    await page.getByTestId('input-password').fill('not-the-password');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-error').filter({ hasText: 'Invalid e-mail or password' }).waitFor();
    expect(where()).toBe('/en_US/login');
    await shot('wrong-password');
  });

  it('asks a password reset mail from /password/forget', async () => {
    await page.goto(`${env.adminUrl}/password/forget`);
    await page.getByTestId('input-email').fill(env.logins.admin.email);
    await page.getByTestId('form-submit').click();
    await page.getByTestId('reset-asked').waitFor();
    await shot('password-forget');
  });

  it('signs the seeded admin in and opens the dashboard', async () => {
    await signIn(env.logins.admin, '');
    await page.getByTestId('home-screen').waitFor();
    await page.getByTestId('admin-layout').waitFor();
    await shot('signed-in');
  });

  it('refuses a bad phone number in English on /en_US/user', async () => {
    await page.goto(`${env.adminUrl}/en_US/user`);
    await page.getByTestId('user-list').waitFor();
    await shot('user-list-en');
    await page.getByTestId('list-add').click();
    await waitForPath('/en_US/user/add');
    await fillUser(user);
    await page.getByTestId('form-submit').click();
    await page.getByText('Invalid phone number', { exact: true }).waitFor();
    await shot('invalid-phone-en');
  });

  it('says it in French on /user, then saves the fixed user and finds it in the list', async () => {
    await page.goto(`${env.adminUrl}/user`);
    await page.getByTestId('user-list').waitFor();
    await page.getByTestId('list-add').click();
    await waitForPath('/user/add');
    await fillUser(user);
    await page.getByTestId('form-submit').click();
    await page.getByText('Numéro de téléphone invalide', { exact: true }).waitFor();
    await shot('invalid-phone-fr');

    await page.getByTestId('input-phone').fill('06 12 34 56 78');
    await page.getByTestId('form-submit').click();
    await waitForPath('/user');
    await page.getByTestId('filter-lastname').fill(user.lastname);
    await page
      .getByTestId('list-total')
      .filter({ hasText: /:\s*1$/ })
      .waitFor();
    await page.getByRole('cell', { name: user.email, exact: true }).waitFor();
    await shot('user-saved');
  });

  it('edits the user: the form opens filled in, and the list shows the change', async () => {
    await page
      .getByRole('row', { name: new RegExp(user.email) })
      .getByRole('link', { name: 'Modifier' })
      .click();
    await page.waitForURL(/\/user\/update\/\d+$/);
    // The user loads after the screen: wait for the fields to be filled.
    await expect.poll(() => page.getByTestId('input-email').inputValue()).toBe(user.email);
    await expect.poll(() => page.getByTestId('input-phone').inputValue()).toBe('06 12 34 56 78');
    await page.getByTestId('input-firstname').fill('Juliette');
    await page.getByTestId('form-submit').click();
    await waitForPath('/user');
    await page.getByTestId('filter-lastname').fill(user.lastname);
    await page
      .getByTestId('list-total')
      .filter({ hasText: /:\s*1$/ })
      .waitFor();
    await page.getByRole('cell', { name: `Juliette ${user.lastname}`, exact: true }).waitFor();
    await shot('user-edited');
  });

  it('signs out, and a guarded screen then asks to sign in again', async () => {
    await signOut('');
    await shot('signed-out');
    await page.goto(`${env.adminUrl}/user`);
    await waitForPath('/login?redirect=%2Fuser');
    expect(where()).toBe('/login?redirect=%2Fuser');
    await page.getByTestId('login-screen').waitFor();
    await shot('login-redirect');
  });

  it('lets a SUPER_ADMIN reach /superAdmin/site', async () => {
    await signIn(env.logins.superAdmin, '');
    await page.goto(`${env.adminUrl}/superAdmin/site`);
    await page.getByTestId('super-admin-layout').waitFor();
    await page.getByRole('link', { name: 'Domaine des Lilas' }).waitFor();
    expect(where()).toBe('/superAdmin/site');
    await shot('super-admin-sites');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await waitForPath('/login');
  });

  it('sends an ADMIN away from /superAdmin/site', async () => {
    await signIn(env.logins.admin, '');
    await page.goto(`${env.adminUrl}/superAdmin/site`);
    await waitForPath('/login');
    await page.getByTestId('login-screen').waitFor();
    await shot('admin-sent-away');
  });

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
