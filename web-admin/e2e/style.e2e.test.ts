import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/src/e2e/browser.ts';
import { startE2eEnvironment, type E2eEnvironment } from '../../scripts/src/e2e/environment.ts';

/**
 * The style screen in Chromium against the real local stack: a colour changed, saved and kept after
 * a reload, a logo uploaded and shown, the colour put back to its default.
 */
let env: E2eEnvironment;
let browser: Browser;
let page: Page;
let step = 0;
const pageErrors: string[] = [];

/** A 1×1 red PNG. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function shot(name: string): Promise<void> {
  step += 1;
  await page.screenshot({ path: join(env.screenshotsDir, `style-${String(step).padStart(2, '0')}-${name}.png`), fullPage: true });
}

async function openStyle(): Promise<void> {
  await page.goto(`${env.adminUrl}/en_US/style`);
  await page.getByTestId('style-screen').waitFor();
}

async function save(): Promise<void> {
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/admin/parameter'));
  await page.getByTestId('style-submit').click();
  expect((await answer).status()).toBe(200);
  await page.getByTestId('toast-success').filter({ hasText: 'Style saved' }).first().waitFor();
}

beforeAll(async () => {
  env = await startE2eEnvironment();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.status() !== 501) console.log(`answer ${response.status()}: ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    console.log(`failed at ${page.url()}`);
    await shot(`failed-${context.task.name.replace(/\W+/g, '-').slice(0, 40)}`).catch(() => undefined);
  }
});

afterAll(async () => {
  await browser?.close();
  await env?.stop();
});

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
    expect(await page.getByTestId('darker-ACCENT_COLOR').getAttribute('data-colour')).toBe('#004b00');
    expect(await page.getByTestId('lighter-ACCENT_COLOR').getAttribute('data-colour')).toBe('#65b469');
    await shot('accent-changed');
    await save();
    await page.reload();
    await page.getByTestId('style-screen').waitFor();
    expect((await page.getByTestId('input-ACCENT_COLOR').inputValue()).toLowerCase()).toBe(accent);
    expect(await page.getByTestId('default-ACCENT_COLOR').count()).toBe(0);
    expect(await page.getByTestId('default-FONT_COLOR').count()).toBe(1);
    await shot('accent-kept');
  });

  it('uploads a small PNG as the logo and shows it', async () => {
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByTestId('logo-preview').waitFor();
    await shot('logo-picked');
    await page.getByTestId('logo-send').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Logo saved' }).first().waitFor();
    const current = page.getByTestId('logo-current');
    await current.waitFor();
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.reload();
    await page.getByTestId('logo-current').waitFor();
    expect(await page.getByTestId('logo-current-url').textContent()).toMatch(/\.png$/);
    await shot('logo-shown');
  });

  it('puts the accent colour back to its default', async () => {
    await page.getByTestId('reset-ACCENT_COLOR').click();
    await page.getByTestId('default-ACCENT_COLOR').waitFor();
    await save();
    await page.reload();
    await page.getByTestId('style-screen').waitFor();
    await page.getByTestId('default-ACCENT_COLOR').waitFor();
    expect((await page.getByTestId('input-ACCENT_COLOR').inputValue()).toLowerCase()).not.toBe(accent);
    await shot('accent-default');
    expect(pageErrors).toEqual([]);
  });
});
