import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn, signOut } from './support/sign-in.ts';
import { answerOf, successToast, waitForPath, where } from './support/waits.ts';

/**
 * The settings screen, the admin layout's right panel and the super-admin screens (language
 * catalogue, sites) in Chromium against the real local stack: values changed, saved and kept after
 * a reload, the shared rules' messages on their fields, records added, found in their list, edited.
 */
journey({ name: 'super-admin', viewport: { width: 1280, height: 900 } });

/** The input wrapper (label, input, message) of the kit's field `name`, inside `scope`. */
function field(name: string, scope: Page | Locator = page): Locator {
  return scope.locator('.mantine-InputWrapper-root', { has: page.getByTestId(`input-${name}`) });
}

/** Waits for `message` under the field `name`, and for the field to be marked invalid. */
async function fieldError(name: string, message: string, scope: Page | Locator = page): Promise<void> {
  await field(name, scope).getByText(message, { exact: true }).waitFor();
  await expect.poll(() => scope.getByTestId(`input-${name}`).getAttribute('aria-invalid')).toBe('true');
}

const suffix = Date.now().toString(36);

describe('the site settings in a browser (seeded admin)', () => {
  const companyName = `Domaine des Lilas SARL ${suffix}`;

  it('signs the admin in and opens /en_US/settings from the menu', async () => {
    await signIn(env.logins.admin);
    await page.getByTestId('admin-layout').waitFor();
    await page.getByRole('link', { name: 'Site settings', exact: true }).click();
    await waitForPath('/en_US/settings');
    await page.getByTestId('settings-screen').waitFor();
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();
    await page.getByTestId('vat-rates').getByText('Standard rate').waitFor();
    await shot('settings-opened');
  });

  it('changes the company name, saves it and keeps it after a reload', async () => {
    const company = page.getByTestId('settings-company');
    await company.getByTestId('input-COMPANY_NAME').fill(companyName);
    const answer = answerOf('PUT', '/admin/parameter');
    await company.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(200);
    await successToast('Company name saved');
    await shot('company-saved');
    await page.reload();
    await page.getByTestId('settings-screen').waitFor();
    await expect.poll(() => page.getByTestId('input-COMPANY_NAME').inputValue()).toBe(companyName);
  });

  it('refuses a company name over 200 characters with the shared rule’s message on its field, sending nothing', async () => {
    const company = page.getByTestId('settings-company');
    let sent = false;
    const watch = (request: { method(): string; url(): string }) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/admin/parameter')) sent = true;
    };
    page.on('request', watch);
    await company.getByTestId('input-COMPANY_NAME').fill('L'.repeat(201));
    await company.getByTestId('form-submit').click();
    await fieldError('COMPANY_NAME', 'Too long', company);
    await shot('company-too-long');
    page.off('request', watch);
    expect(sent).toBe(false);
  });

  it('refuses a bad VAT number, then saves a good one as the server writes it', async () => {
    const vat = page.getByTestId('settings-vat');
    await vat.getByTestId('input-vatNumber').fill('12');
    await vat.getByTestId('form-submit').click();
    await fieldError('vatNumber', 'Invalid VAT number', vat);
    await shot('vat-invalid');

    await vat.getByTestId('input-vatNumber').fill('fr 12 345 678 901');
    const answer = answerOf('PUT', '/admin/parameter/vat-number');
    await vat.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(200);
    await successToast('VAT number saved');
    await expect.poll(() => vat.getByTestId('input-vatNumber').getAttribute('aria-invalid')).not.toBe('true');
    await page.reload();
    await page.getByTestId('settings-screen').waitFor();
    await expect.poll(() => page.getByTestId('input-vatNumber').inputValue()).toBe('FR12345678901');
    // The company name of the previous step was not saved.
    await expect.poll(() => page.getByTestId('input-COMPANY_NAME').inputValue()).toBe(companyName);
    await shot('vat-kept');
  });

  it('shows the right panel (site, its counters, shortcuts), hides it, and remembers it', async () => {
    const panel = page.getByTestId('right-panel');
    await panel.waitFor();
    await panel.getByTestId('right-panel-site-name').filter({ hasText: 'Domaine des Lilas' }).waitFor();
    await expect.poll(() => panel.getByTestId('right-panel-site-id').textContent()).toBe('Site no. 1');
    // Every counter is counted now: the conversations (the demo site has an unread message) and the translations
    // (missing and outdated over the site's languages: the seed's units wait for English), never unknown.
    await expect.poll(() => panel.getByTestId('right-panel-unreadConversations').textContent()).toMatch(/\d/);
    await panel.getByRole('link', { name: /^Missing translations: \d+$/ }).waitFor();
    // Read once, the counters answered: a poll for 0 would also pass on a message that showed, then went.
    expect(await panel.getByTestId('right-panel-caught-up').count()).toBe(0);
    await panel.getByRole('region', { name: 'Keyboard shortcuts' }).getByText('Show or hide the input names').waitFor();
    await shot('right-panel');

    const toggle = page.getByRole('button', { name: 'Show or hide the side panel' });
    await toggle.click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.reload();
    await page.getByTestId('settings-screen').waitFor();
    // Remembered: the toggle says so, and the panel is not there.
    await expect
      .poll(() => page.getByRole('button', { name: 'Show or hide the side panel' }).getAttribute('aria-expanded'))
      .toBe('false');
    expect(await page.getByTestId('right-panel').count()).toBe(0);
    await shot('right-panel-hidden');
    await page.getByRole('button', { name: 'Show or hide the side panel' }).click();
    await page.getByTestId('right-panel').waitFor();
  });

  it('hides the right panel and its button on a narrow screen', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    // Hidden by the new width's styles, applied after the resize.
    await expect.poll(() => page.getByTestId('right-panel').isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Show or hide the side panel' }).isVisible()).toBe(false);
    await shot('narrow');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('right-panel').waitFor({ state: 'visible' });
    await signOut();
  });
});

describe('the language catalogue in a browser (super-admin)', () => {
  const row = () => page.getByRole('row', { name: /pt_PT/ });

  it('signs the super-admin in and opens /en_US/superAdmin/lang', async () => {
    await signIn(env.logins.superAdmin);
    await page.goto(`${env.adminUrl}/en_US/superAdmin/lang`);
    await page.getByTestId('super-admin-layout').waitFor();
    await page.getByTestId('lang-list').waitFor();
    await page.getByRole('cell', { name: 'fr_FR', exact: true }).waitFor();
    await shot('lang-list');
  });

  it('adds a language, after the shared rules’ messages on its fields', async () => {
    await page.getByTestId('list-add').click();
    await waitForPath('/en_US/superAdmin/lang/add');
    await page.getByRole('heading', { name: 'New language' }).waitFor();
    await page.getByTestId('input-code').fill('portuguese');
    await page.getByTestId('input-mtCode').fill('pt');
    await page.getByTestId('form-submit').click();
    await fieldError('code', 'Unknown lang');
    await fieldError('label', 'Please enter a label');
    await fieldError('mtCode', 'Invalid machine-translation code');
    await shot('lang-invalid');

    await page.getByTestId('input-code').fill('pt_PT');
    await page.getByTestId('input-label').fill('Português');
    await page.getByTestId('input-mtCode').fill('PT-PT');
    const answer = answerOf('POST', '/super-admin/lang');
    await page.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(201);
    await successToast('Language added');
    await waitForPath('/en_US/superAdmin/lang');
    await page.getByTestId('filter-code').fill('pt_');
    await page
      .getByTestId('list-total')
      .filter({ hasText: /:\s*1$/ })
      .waitFor();
    await row().getByRole('cell', { name: 'Português', exact: true }).waitFor();
    await row().getByRole('cell', { name: 'PT-PT', exact: true }).waitFor();
    await shot('lang-added');
  });

  // The super-admin layout sends userLang fr_FR (spec 1 §4, docs/decisions.md "Language"): the
  // server's own messages come in French there, the screen's text follows the path.
  it('refuses to add the same code twice, with the server’s message on the code', async () => {
    await page.getByTestId('list-add').click();
    await waitForPath('/en_US/superAdmin/lang/add');
    await page.getByTestId('input-code').fill('pt_PT');
    await page.getByTestId('input-label').fill('Portuguese again');
    const answer = answerOf('POST', '/super-admin/lang');
    await page.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(409);
    await fieldError('code', 'Cette langue est déjà dans le catalogue');
    expect(where()).toBe('/en_US/superAdmin/lang/add');
    await shot('lang-duplicate');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await waitForPath('/en_US/superAdmin/lang');
  });

  it('edits the language: the form opens filled in, and the list shows the change', async () => {
    await page.getByTestId('filter-code').fill('pt_');
    await page
      .getByTestId('list-total')
      .filter({ hasText: /:\s*1$/ })
      .waitFor();
    await row().getByRole('link', { name: 'Edit' }).click();
    await waitForPath(/^\/en_US\/superAdmin\/lang\/update\/\d+$/);
    await page.getByRole('heading', { name: 'Edit the language pt_PT' }).waitFor();
    // Read once, the language loaded (its heading): a poll for 0 would also pass on a field that showed, then went.
    expect(await page.getByTestId('input-code').count()).toBe(0);
    await expect.poll(() => page.getByTestId('input-label').inputValue()).toBe('Português');
    await expect.poll(() => page.getByTestId('input-mtCode').inputValue()).toBe('PT-PT');
    await page.getByTestId('input-label').fill('Português (Portugal)');
    await page.getByTestId('input-mtCode').fill('');
    const answer = answerOf('PUT', /\/super-admin\/lang\/\d+$/);
    await page.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(200);
    await successToast('Language saved');
    await waitForPath('/en_US/superAdmin/lang');
    await page.getByTestId('filter-code').fill('pt_');
    await page
      .getByTestId('list-total')
      .filter({ hasText: /:\s*1$/ })
      .waitFor();
    await row().getByRole('cell', { name: 'Português (Portugal)', exact: true }).waitFor();
    await row().getByRole('cell', { name: '—', exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('filter-code').fill('pt_');
    await row().getByRole('cell', { name: 'Português (Portugal)', exact: true }).waitFor();
    await shot('lang-edited');
  });
});

describe('the sites in a browser (super-admin)', () => {
  const site = { name: `Château Test ${suffix}`, slug: `chateau-${suffix}`, url: 'https://chateau-test.example' };
  let id = 0;

  it('opens the add form from /en_US/superAdmin/site and shows the rules’ messages on their fields first', async () => {
    await page.goto(`${env.adminUrl}/en_US/superAdmin/site`);
    await page.getByTestId('site-list').waitFor();
    await page.getByRole('link', { name: 'Domaine des Lilas' }).waitFor();
    await page.getByTestId('list-add').click();
    await waitForPath('/en_US/superAdmin/site/add');
    await page.getByRole('heading', { name: 'New site' }).waitFor();
    // The catalogue's default language is chosen.
    await expect.poll(() => page.getByTestId('input-defaultLang').inputValue()).toBe('fr_FR');
    await page.getByTestId('input-url').fill('chateau-test.example');
    await page.getByTestId('input-slug').fill('Château Test');
    await page.getByTestId('form-submit').click();
    await fieldError('name', 'Name is required');
    await fieldError('url', 'Invalid address, it must start with http:// or https://');
    await fieldError('slug', 'Use lower-case letters, digits and dashes only');
    expect(where()).toBe('/en_US/superAdmin/site/add');
    await shot('site-invalid');
  });

  // The server's message is in French here too (userLang fr_FR in the super-admin area).
  it('refuses a short name another site has, with the server’s message on it', async () => {
    await page.getByTestId('input-name').fill(site.name);
    await page.getByTestId('input-url').fill(site.url);
    await page.getByTestId('input-slug').fill('domaine-des-lilas');
    const answer = answerOf('POST', '/site');
    await page.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(409);
    await fieldError('slug', 'Ce nom court est déjà utilisé par un autre site');
    await expect.poll(() => page.getByTestId('input-url').getAttribute('aria-invalid')).not.toBe('true');
    await shot('site-slug-taken');
  });

  it('saves the fixed site and opens it', async () => {
    await page.getByTestId('input-slug').fill(site.slug);
    await page.getByTestId('input-defaultLang').selectOption('en_US');
    const answer = answerOf('POST', '/site');
    await page.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(201);
    await successToast('Site created');
    await waitForPath(/^\/en_US\/superAdmin\/site\/\d+$/);
    id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBeGreaterThan(1);
    const detail = page.getByTestId('site-detail');
    await detail.getByRole('heading', { name: site.name, level: 2 }).waitFor();
    await detail.getByRole('row', { name: `Slug ${site.slug}` }).waitFor();
    await detail.getByRole('row', { name: 'Default language en_US' }).waitFor();
    await shot('site-created');
  });

  it('finds the new site in the list and opens it from there', async () => {
    await page.getByRole('link', { name: 'Back to the sites' }).click();
    await waitForPath('/en_US/superAdmin/site');
    await page.getByTestId('filter-name').fill(suffix);
    await page
      .getByTestId('list-total')
      .filter({ hasText: /:\s*1$/ })
      .waitFor();
    const row = page.getByRole('row', { name: new RegExp(site.slug) });
    await row.getByRole('cell', { name: site.url, exact: true }).waitFor();
    await row.getByRole('cell', { name: 'en_US', exact: true }).waitFor();
    await shot('site-in-list');
    await row.getByRole('link', { name: site.name }).click();
    await waitForPath(`/en_US/superAdmin/site/${id}`);
    await page.getByTestId('site-detail').waitFor();
  });

  it('edits the site on /en_US/superAdmin/site/{id}: the change shows at once and after a reload', async () => {
    const form = page.getByTestId('site-form');
    await expect.poll(() => form.getByTestId('input-name').inputValue()).toBe(site.name);
    await expect.poll(() => form.getByTestId('input-slug').inputValue()).toBe(site.slug);
    await expect.poll(() => form.getByTestId('input-url').inputValue()).toBe(site.url);
    await form.getByTestId('input-url').fill('ftp://chateau-test.example');
    await form.getByTestId('form-submit').click();
    await fieldError('url', 'Invalid address, it must start with http:// or https://', form);

    const renamed = `Château Test renamed ${suffix}`;
    await form.getByTestId('input-name').fill(renamed);
    await form.getByTestId('input-url').fill('https://renamed.example');
    const answer = answerOf('PUT', `/site/${id}`);
    await form.getByTestId('form-submit').click();
    expect((await answer).status()).toBe(200);
    await successToast('Site saved');
    const detail = page.getByTestId('site-detail');
    await detail.getByRole('heading', { name: renamed, level: 2 }).waitFor();
    await detail.getByRole('row', { name: 'Address https://renamed.example' }).waitFor();
    await shot('site-edited');
    await page.reload();
    await page.getByTestId('site-detail').getByRole('heading', { name: renamed, level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('input-name').inputValue()).toBe(renamed);
    await expect.poll(() => page.getByTestId('input-url').inputValue()).toBe('https://renamed.example');
  });

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
