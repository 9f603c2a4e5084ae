import { describe, expect, it } from 'vitest';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn, signOut } from './support/sign-in.ts';
import { answerOf, successToast, waitForPath } from './support/waits.ts';

/**
 * The mail model and notification screens in Chromium at 1 366 × 768 against the real local stack:
 * the site's models (a change saved as the site's own, then dropped back to the base model), the
 * server's preview, the notification recipients, and the super-admin's base models and mail data,
 * in English and in French.
 */
journey({ name: 'mail-models', viewport: { width: 1366, height: 768 } });

const suffix = Date.now().toString(36);

describe('the site’s mail models in a browser (seeded admin)', () => {
  it('lists every mail from the menu', async () => {
    await signIn(env.logins.admin);
    await page.getByRole('link', { name: 'Mail models', exact: true }).click();
    await waitForPath('/en_US/mail');
    await page.getByTestId('mail-row-order-confirmation').waitFor();
    await shot('list');
  });

  it('opens the order confirmation in HTML source with the server’s preview', async () => {
    await page
      .getByTestId('mail-row-order-confirmation')
      .getByText('Sent to the customer when they order', { exact: false })
      .click();
    await waitForPath('/en_US/mail/update/order-confirmation');
    await page.getByTestId('mail-body-en_US-source').waitFor();
    await page.getByTestId('mail-render-frame').waitFor();
    await expect.poll(() => page.getByTestId('mail-render-subject').textContent()).toContain('Domaine des Lilas');
    // The sandboxed frame shows the mail with the samples, in the layout with the shop's name.
    await page.frameLocator('[data-testid="mail-render-frame"]').getByText('Gamay', { exact: false }).first().waitFor();
    await shot('editor-source');
  });

  it('refuses triple braces before sending, then saves the site’s own version and drops it again', async () => {
    // English is a translation of the French source: read-only, with the way to the translations.
    await page.getByTestId('mail-translation-notice-en_US').waitFor();
    await page.getByTestId('mail-lang-fr_FR').click();
    const subject = page.getByTestId('mail-subject-fr_FR');
    const original = await subject.inputValue();
    await subject.fill(`${original} {{{orderNumber}}}`);
    await page.getByText('Triple braces are not allowed', { exact: false }).first().waitFor();
    await shot('triple-braces');
    await subject.fill(`${original} ${suffix}`);
    const saved = answerOf('PUT', '/admin/mail/model/order-confirmation');
    await page.getByTestId('mail-model-save').click();
    expect((await saved).status()).toBe(200);
    await successToast('Mail model saved');
    await expect.poll(() => page.getByTestId('mail-source').textContent()).toBe('Site’s own');
    await shot('saved-own');
    await page.getByTestId('mail-revert').click();
    const dropped = answerOf('DELETE', '/admin/mail/model/order-confirmation');
    await page.getByTestId('confirm-ok').click();
    expect((await dropped).status()).toBe(200);
    await expect.poll(() => page.getByTestId('mail-source').textContent()).toBe('Base model');
    await expect.poll(() => page.getByTestId('mail-subject-fr_FR').inputValue()).toBe(original);
  });

  it('edits a simple mail in the rich editor, a variable inserted at the cursor, and shows the text part', async () => {
    await page.goto(`${env.adminUrl}/en_US/mail/update/password-reset-customer`);
    await page.getByTestId('mail-lang-fr_FR').click();
    const rich = page.getByTestId('mail-body-fr_FR-rich');
    await rich.getByText('Si vous n’avez rien demandé', { exact: false }).click();
    await page.keyboard.press('End');
    await page.getByTestId('variable-shopName').click();
    await rich.getByText('ignorez cet e-mail.{{shopName}}', { exact: false }).waitFor();
    await page
      .frameLocator('[data-testid="mail-render-frame"]')
      .getByText('ignorez cet e-mail.Cellar', { exact: false })
      .or(
        page
          .frameLocator('[data-testid="mail-render-frame"]')
          .getByText('ignorez cet e-mail.Domaine des Lilas', { exact: false }),
      )
      .first()
      .waitFor();
    await shot('editor-rich');
    await page
      .getByTestId('mail-render-frame')
      .screenshot({ path: `${env.screenshotsDir}/mail-models-frame-rich.png` });
    await page.getByTestId('mail-render-tab-text').click();
    await page.getByTestId('mail-render-text').waitFor();
    await shot('preview-text');
  });

  it('adds a notification recipient and deletes it', async () => {
    await page.getByRole('link', { name: 'Notifications', exact: true }).click();
    await waitForPath('/en_US/settings/notifications');
    await page.getByTestId('notification-add').waitFor();
    const email = `cave-${suffix}@domaine-des-lilas.fr`;
    await page.getByTestId('input-email').fill(email);
    const added = answerOf('POST', '/admin/notifications');
    await page.getByTestId('notification-submit').click();
    expect((await added).status()).toBe(201);
    await page.locator('tr', { hasText: email }).waitFor();
    await shot('notifications');
    await page.getByRole('checkbox', { name: `Select ${email}` }).check();
    await page.getByTestId('notifications-delete').click();
    const removed = answerOf('PUT', '/admin/notifications/delete');
    await page.getByTestId('confirm-ok').click();
    expect((await removed).status()).toBe(200);
    await page.locator('tr', { hasText: email }).waitFor({ state: 'detached' });
  });

  it('shows the same screens in French', async () => {
    await page.goto(`${env.adminUrl}/mail`);
    await page.getByTestId('mail-row-order-shipped').waitFor();
    await shot('fr-list');
    await page.goto(`${env.adminUrl}/mail/update/order-shipped`);
    await page
      .frameLocator('[data-testid="mail-render-frame"]')
      .getByText('Colissimo', { exact: false })
      .first()
      .waitFor();
    await shot('fr-editor');
    await page.getByTestId('mail-render-frame').screenshot({ path: `${env.screenshotsDir}/mail-models-frame-fr.png` });
    await page.goto(`${env.adminUrl}/settings/notifications`);
    await page.getByTestId('notification-add').waitFor();
    await shot('fr-notifications');
    await signOut('');
  });
});

describe('the base mail models in a browser (seeded super-admin)', () => {
  it('lists the base models and opens one with its mail data', async () => {
    await signIn(env.logins.superAdmin);
    await page.goto(`${env.adminUrl}/en_US/superAdmin/mail`);
    await page.getByTestId('mail-row-order-confirmation').waitFor();
    await shot('base-list');
    await page.getByTestId('mail-link-order-shipped').click();
    await waitForPath('/en_US/superAdmin/mail/update/order-shipped');
    await page.getByTestId('mail-render-frame').waitFor();
    await expect.poll(() => page.getByTestId('mail-render-subject').textContent()).toContain('Cellar');
    await shot('base-editor');
    await page.getByTestId('base-tab-data').click();
    await page.getByTestId('mail-data-form').waitFor();
    await page.getByTestId('data-lines').click();
    await shot('base-data');
    const saved = answerOf('POST', '/super-admin/mail/data');
    await page.getByTestId('mail-data-save').click();
    expect((await saved).status()).toBe(200);
    await page.goto(`${env.adminUrl}/en_US/superAdmin/mail/add`);
    await page.getByTestId('base-mail-add').waitFor();
    await shot('base-add');
  });

  it('shows the base models in French', async () => {
    await page.goto(`${env.adminUrl}/superAdmin/mail`);
    await page.getByTestId('mail-row-order-confirmation').waitFor();
    await shot('fr-base-list');
    await page.goto(`${env.adminUrl}/superAdmin/mail/update/order-confirmation`);
    await page.getByTestId('mail-render-frame').waitFor();
    await shot('fr-base-editor');
    expect(pageErrors).toEqual([]);
  });
});
