import { describe, expect, it } from 'vitest';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { tinyPng } from './support/tiny-png.ts';
import { answerOf, successToast } from './support/waits.ts';

/**
 * The style screen in Chromium against the real local stack: a colour changed, saved and kept after
 * a reload, a logo uploaded and shown, the colour put back to its default.
 */
journey({ name: 'style', viewport: { width: 1280, height: 1000 } });

async function save(): Promise<void> {
  const answer = answerOf('PUT', '/admin/parameter');
  await page.getByTestId('style-submit').click();
  expect((await answer).status()).toBe(200);
  await successToast('Style saved');
}

describe('the style screen in a browser', () => {
  const accent = '#2e7d32';

  it('signs the seeded admin in and opens /en_US/style from the menu', async () => {
    await page.goto(`${env.adminUrl}/en_US/login`);
    await page.getByTestId('input-email').fill(env.logins.admin.email);
    await page.getByTestId('input-password').fill(env.logins.admin.password);
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === '/en_US');
    await page.getByRole('link', { name: 'Style', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en_US/style');
    await page.getByTestId('style-screen').waitFor();
    await page.getByTestId('input-ACCENT_COLOR').waitFor();
    await shot('opened');
  });

  it('changes the accent colour, saves it and keeps it after a reload', async () => {
    await page.getByTestId('input-ACCENT_COLOR').fill(accent);
    await page.keyboard.press('Escape');
    await page.getByTestId('default-ACCENT_COLOR').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('darker-ACCENT_COLOR').getAttribute('data-colour')).toBe('#004b00');
    await expect.poll(() => page.getByTestId('lighter-ACCENT_COLOR').getAttribute('data-colour')).toBe('#65b469');
    await shot('accent-changed');
    await save();
    await page.reload();
    await page.getByTestId('style-screen').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('input-ACCENT_COLOR').inputValue()).toLowerCase())
      .toBe(accent);
    // Read once, the saved colour shown above: a poll for 0 would also pass on a badge that showed, then went.
    expect(await page.getByTestId('default-ACCENT_COLOR').count()).toBe(0);
    await expect.poll(() => page.getByTestId('default-FONT_COLOR').count()).toBe(1);
    await shot('accent-kept');
  });

  it('uploads a small PNG as the logo and shows it', async () => {
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByTestId('logo-preview').waitFor();
    await shot('logo-picked');
    await page.getByTestId('logo-send').click();
    await successToast('Logo saved');
    const current = page.getByTestId('logo-current');
    await current.waitFor();
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.reload();
    await page.getByTestId('logo-current').waitFor();
    await expect.poll(() => page.getByTestId('logo-current-url').textContent()).toMatch(/\.png$/);
    await shot('logo-shown');
  });

  it('puts the accent colour back to its default', async () => {
    await page.getByTestId('reset-ACCENT_COLOR').click();
    await page.getByTestId('default-ACCENT_COLOR').waitFor();
    await save();
    await page.reload();
    await page.getByTestId('style-screen').waitFor();
    await page.getByTestId('default-ACCENT_COLOR').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('input-ACCENT_COLOR').inputValue()).toLowerCase())
      .not.toBe(accent);
    await shot('accent-default');
    expect(pageErrors).toEqual([]);
  });
});
