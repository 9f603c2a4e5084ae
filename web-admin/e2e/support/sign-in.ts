import { env, page } from './journey.ts';
import { waitForPath } from './waits.ts';

/**
 * Signs in through the admin's login screen and waits for the dashboard. `prefix` is the screens'
 * language: '/en_US' (English, most journeys) or '' (French, no prefix).
 */
export async function signIn(login: { email: string; password: string }, prefix = '/en_US'): Promise<void> {
  await page.goto(`${env.adminUrl}${prefix}/login`);
  await page.getByTestId('input-email').fill(login.email);
  await page.getByTestId('input-password').fill(login.password);
  await page.getByTestId('form-submit').click();
  await waitForPath(prefix === '' ? '/' : prefix);
}

/** Signs out from the user menu and waits for the login screen in the language of `prefix`. */
export async function signOut(prefix = '/en_US'): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await waitForPath(`${prefix}/login`);
}
