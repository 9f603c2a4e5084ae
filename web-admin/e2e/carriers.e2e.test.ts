import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/src/e2e/browser.ts';
import { startE2eEnvironment, type E2eEnvironment } from '../../scripts/src/e2e/environment.ts';

/**
 * Carriers in Chromium against the real local stack (issue 6 "Done when"): the seeded admin adds a
 * 6-bottle box on /box, creates a BASIC carrier with it on /carrier, gives it two tranches for France on
 * /carrier/prices/{id} (1–3 bottles 10 € a package, 4–6 bottles 15 € a package, typed with a comma
 * decimal), finds them again after a reload; then the fee calculation prices 7 bottles of a seeded
 * wine to 69001 (France) with that carrier at 25 €, two parcels, and explains them.
 */
let env: E2eEnvironment;
let browser: Browser;
let page: Page;
let step = 0;
const pageErrors: string[] = [];

const run = Date.now().toString(36);
const boxName = `Carton 6 bouteilles ${run}`;
const carrierName = `Transports des Lilas ${run}`;
const made = { idBox: 0, idCarrier: 0, idWine: 0 };

async function shot(name: string): Promise<void> {
  step += 1;
  await page.screenshot({ path: join(env.screenshotsDir, `carriers-${String(step).padStart(2, '0')}-${name}.png`), fullPage: true });
}

async function waitForPath(expected: string | RegExp): Promise<void> {
  await page.waitForURL((url) => {
    const path = `${url.pathname}${url.search}`;
    return typeof expected === 'string' ? path === expected : expected.test(path);
  });
}

/** A call to the API as the admin site makes it (through the admin's own `/api`); fails the run on an error answer. */
async function api<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { idSite: '1', userLang: 'en_US' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${env.adminUrl}/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const envelope = (await answer.json()) as { success: boolean; message: string; data: T };
  if (!answer.ok || !envelope.success) throw new Error(`${method} ${path}: ${answer.status} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}

function answerOf(method: string, path: RegExp) {
  return page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
}

async function successToast(message: string): Promise<void> {
  await page.getByTestId('toast-success').filter({ hasText: message }).first().waitFor();
}

/** Waits until the select offers `value` (its list loads after the screen). */
async function waitForOption(testId: string, value: string): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).locator(`option[value="${value}"]`).count()).toBeGreaterThan(0);
}

beforeAll(async () => {
  env = await startE2eEnvironment();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) console.log(`answer ${response.status()}: ${response.request().method()} ${new URL(response.url()).pathname}`);
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

describe('carriers in a browser', () => {
  it('signs the seeded admin in and adds a 6-bottle box on /box', async () => {
    const token = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
    const wines = await api<{ products: Array<{ id: number; name: string }> }>('GET', `/admin/v4/product?name=${encodeURIComponent('lk:Cuvée des Lilas')}&nbItem=10`, { token });
    made.idWine = wines.products.find((p) => p.name === 'Cuvée des Lilas')!.id;
    expect(made.idWine).toBeGreaterThan(0);

    await page.goto(`${env.adminUrl}/en_US/login`);
    await page.getByTestId('input-email').fill(env.logins.admin.email);
    await page.getByTestId('input-password').fill(env.logins.admin.password);
    await page.getByTestId('form-submit').click();
    await waitForPath('/en_US');
    await page.getByRole('link', { name: 'My boxes', exact: true }).click();
    await waitForPath('/en_US/box');
    await page.getByTestId('box-list').getByTestId('list-add').click();
    const form = page.getByTestId('box-form');
    await form.getByTestId('box-preset-bottles-6').click();
    await form.getByTestId('box-name').fill(boxName);
    const created = answerOf('POST', /\/admin\/box$/);
    await form.getByTestId('box-submit').click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const box = ((await answer.json()) as { data: { id: number; bottleBoxCapacity: number; bottleCapacity: number } }).data;
    expect(box).toMatchObject({ bottleBoxCapacity: 6, bottleCapacity: 75 });
    made.idBox = box.id;
    await form.waitFor({ state: 'detached' });
  });

  it('creates a BASIC carrier with that box on /carrier', async () => {
    await page.getByRole('link', { name: 'My carriers', exact: true }).click();
    await waitForPath('/en_US/carrier');
    await page.getByTestId('carrier-list').getByText('Colissimo', { exact: true }).waitFor();
    await shot('list');

    await page.getByTestId('carrier-add').click();
    await page.getByTestId('carrier-add-BASIC').click();
    await waitForPath('/en_US/carrier?add=BASIC');
    const form = page.getByTestId('carrier-form');
    await form.getByTestId('carrier-name').waitFor();
    expect(await form.getByTestId('carrier-type').inputValue()).toBe('BASIC');
    // Saving without a box shows the rule's message.
    await form.getByTestId('carrier-name').fill(carrierName);
    await form.getByTestId('carrier-submit').click();
    await form.getByText('You must set at least one box').waitFor();
    await form.getByTestId(`carrier-box-${made.idBox}`).check();
    await form.getByTestId('carrier-phone').fill('+33 4 78 00 00 00');
    await shot('add-dialog');
    const created = answerOf('POST', /\/admin\/carrier$/);
    await form.getByTestId('carrier-submit').click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    made.idCarrier = ((await answer.json()) as { data: { id: number } }).data.id;
    await successToast('Carrier created');
    await waitForPath(`/en_US/carrier/${made.idCarrier}`);
    await page.getByTestId('carrier-screen').waitFor();
    expect(await page.getByTestId('carrier-name').inputValue()).toBe(carrierName);
    expect(await page.getByTestId(`carrier-box-${made.idBox}`).isChecked()).toBe(true);
    await shot('carrier');
  });

  it('gives it two tranches for France, 1–3 bottles at 10 € and 4–6 bottles at 15 € a package', async () => {
    await page.getByTestId('carrier-open-prices').click();
    await waitForPath(`/en_US/carrier/prices/${made.idCarrier}`);
    await page.getByTestId('price-grid').waitFor();
    await waitForOption('destination-country', 'FRA');
    await page.getByTestId('destination-country').selectOption('FRA');
    await page.getByTestId('destination-add').click();
    await page.getByTestId('grid-column-FRA').waitFor();
    expect(await page.getByTestId('grid-unit').inputValue()).toBe('BOTTLE');

    await page.getByTestId('tranche-min-0').fill('1');
    await page.getByTestId('tranche-max-0').fill('3');
    expect(await page.getByTestId('tranche-type-0').inputValue()).toBe('PACKAGE');
    await page.getByTestId('price-0-FRA').fill('10');
    await page.getByTestId('tranche-add').click();
    await page.getByTestId('tranche-min-1').fill('4');
    await page.getByTestId('tranche-max-1').fill('6');
    expect(await page.getByTestId('tranche-type-1').inputValue()).toBe('PACKAGE');
    await page.getByTestId('price-1-FRA').fill('15,00');
    await shot('grid-filled');

    const saved = answerOf('PUT', new RegExp(`/admin/carrier/prices/update/${made.idCarrier}$`));
    await page.getByTestId('prices-save').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
      grids: [
        {
          country: 'FRA',
          tranches: [
            { min: 1, max: 3, priceType: 'PACKAGE', price: 10 },
            { min: 4, max: 6, priceType: 'PACKAGE', price: 15 },
          ],
        },
      ],
    });
    await successToast('Prices saved');

    // Saved on the server, not only kept in the browser.
    await page.reload();
    await page.getByTestId('grid-column-FRA').waitFor();
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await page.getByTestId('tranche-max-1').inputValue()).toBe('6');
    expect(await page.getByTestId('price-0-FRA').inputValue()).toBe('10');
    expect(await page.getByTestId('price-1-FRA').inputValue()).toBe('15');
    await shot('grid-saved');

    // The same grid on the French screen, its labels loaded with the screen.
    await page.goto(`${env.adminUrl}/carrier/prices/${made.idCarrier}`);
    await page.getByText('Tranches et prix par destination', { exact: true }).waitFor();
    expect(await page.getByTestId('price-1-FRA').inputValue()).toBe('15');
    await shot('grid-fr');

    await page.goto(`${env.adminUrl}/en_US/carrier/prices/${made.idCarrier}`);
    await page.getByTestId('grid-column-FRA').waitFor();
    await page.getByRole('link', { name: 'My carriers', exact: true }).click();
    await waitForPath('/en_US/carrier');
    const row = page.locator('tr', { hasText: carrierName });
    await row.waitFor();
    expect(await row.textContent()).toContain('FRA');
    expect(pageErrors).toEqual([]);
  });

  it('prices 7 bottles of a seeded wine to 69001 with that carrier at 25 €: two parcels, explained', async () => {
    const answer = await fetch(`${env.adminUrl}/api/calculate/shipping-fees`, {
      method: 'POST',
      headers: { idSite: '1', userLang: 'en_US', 'content-type': 'application/json' },
      body: JSON.stringify({ products: [{ idProduct: made.idWine, quantity: 7 }], postalCode: '69001', country: 'FRA' }),
    });
    const envelope = (await answer.json()) as { success: boolean; message: string; data: unknown };
    expect(answer.status, `${envelope.message} ${JSON.stringify(envelope.data)}`).toBe(200);
    type Parcel = { box: unknown; bottles: number; equivalents: number; tranche: { min: number; max: number; priceType: string; price: number } | null; price: number };
    type Offer = { id: number; name: string; price: number; fdp: number; siteType: string; explanation: { destination: { country: string; department: string | null }; parcels: Parcel[] } };
    const offers = envelope.data as Offer[];
    const ours = offers.find((offer) => offer.id === made.idCarrier);
    expect(ours, JSON.stringify(offers)).toBeDefined();
    expect(ours).toMatchObject({ name: carrierName, price: 25, siteType: 'BASIC' });
    expect(ours!.explanation.destination.country).toBe('FRA');
    const parcels = [...ours!.explanation.parcels].sort((a, b) => a.price - b.price);
    expect(parcels.map((p) => p.price)).toEqual([10, 15]);
    expect(parcels.reduce((sum, p) => sum + p.bottles, 0)).toBe(7);
    expect(parcels.map((p) => [p.tranche?.min, p.tranche?.max, p.tranche?.priceType])).toEqual([
      [1, 3, 'PACKAGE'],
      [4, 6, 'PACKAGE'],
    ]);
    expect(JSON.stringify(parcels.map((p) => p.box))).toContain(String(made.idBox));
  });
});
