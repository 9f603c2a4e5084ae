import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn } from './support/sign-in.ts';
import { answerOf, successToast, waitForOption, waitForPath } from './support/waits.ts';

/**
 * Catalogue options in Chromium against the real local stack (issue 20, "Done when"): the admin defines a variation
 * and a customization with two values, links them to a wine of the demo site (the customization on the product
 * screen, the variation's value on a vintage) with a decreasing discount, and the storefront's page of that wine
 * shows the variation by its label, the customization with its values in order, and the quantity prices.
 */
journey({ name: 'catalogue-options', viewport: { width: 1366, height: 900 } });

const run = Date.now().toString(36);
const sizeLabel = `Bottle size ${run}`;
const magnum = `Magnum ${run}`;
const wrapping = `Gift wrapping ${run}`;
let token = '';
let wine: { id: number; name: string; vintage: number };
/** A vintage field no variation of the site names yet. */
let field = 1;

beforeAll(async () => {
  token = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
  const { products } = await api<{ products: Array<{ id: number; name: string; valid: boolean }> }>(
    'GET',
    '/admin/v4/product?type=WINE&nbItem=50',
    { token },
  );
  const first = products.find((p) => p.valid)!;
  const product = await api<{ vintages: Array<{ id: number; valid: boolean; order: number }> }>(
    'GET',
    `/admin/v4/product/${first.id}`,
    { token },
  );
  const vintage = product.vintages.filter((v) => v.valid).sort((a, b) => a.order - b.order)[0]!;
  wine = { id: first.id, name: first.name, vintage: vintage.id };
  const { variations } = await api<{ variations: Array<{ variation: number }> }>('GET', '/admin/variation', { token });
  const free = [1, 2, 3].find((n) => !variations.some((v) => v.variation === n));
  expect(free, 'a vintage field no variation names').toBeDefined();
  field = free!;
});

describe('catalogue options in a browser', () => {
  it('lets the admin define a variation with its values', async () => {
    await signIn(env.logins.admin);
    await page.goto(`${env.adminUrl}/en_US/variation`);
    await page.getByTestId('variation-list').waitFor();
    await page.getByTestId('variation-add').click();
    const dialog = page.getByTestId('variation-dialog');
    await dialog.getByTestId('variation-submit').click();
    await dialog.getByText('Please enter a label').waitFor();
    await dialog.getByText('variation required').waitFor();
    await dialog.getByTestId('variation-label').fill(sizeLabel);
    await dialog.getByTestId('variation-variation').selectOption(String(field));
    const values = dialog.getByTestId('variation-values');
    for (const value of [magnum, 'Bouteille']) {
      await values.fill(value);
      await values.press('Enter');
    }
    const created = answerOf('POST', '/admin/variation');
    await dialog.getByTestId('variation-submit').click();
    expect((await created).status()).toBe(200);
    await successToast('Variation created');
    await page.getByTestId('variation-list').getByText(sizeLabel).waitFor();
    await shot('variations');
  });

  it('lets the admin define a customization with two values, in order', async () => {
    await page.goto(`${env.adminUrl}/en_US/customization/add`);
    const form = page.getByTestId('customization-form');
    await form.getByTestId('customization-label').fill(wrapping);
    await form.getByTestId('customization-inputType').selectOption('RADIO');
    await form.getByTestId('customization-costType').selectOption('FIXED');
    await form.getByTestId('customization-submit').click();
    await successToast('Customization created');
    // A new choice opens on its own screen, where its values are added.
    await waitForPath(/^\/en_US\/customization\/update\/\d+$/);
    const values = page.getByTestId('customization-values');
    for (const [label, cost] of [
      ['Ribbon', '2'],
      ['Wooden box', '8'],
    ] as const) {
      await values.getByTestId('value-label').fill(label);
      await values.getByTestId('value-cost').fill(cost);
      const added = answerOf('POST', /\/admin\/product-customization\/\d+\/value$/);
      await values.getByTestId('value-add').click();
      expect((await added).status()).toBe(200);
      await values.getByText(label, { exact: true }).waitFor();
    }
    await expect
      .poll(() => values.locator('[data-testid^="values-row-"]').allTextContents())
      .toEqual([expect.stringContaining('Ribbon'), expect.stringContaining('Wooden box')]);
    await shot('customization');
  });

  it('links them to a wine: the customization on its screen, the variation’s value on a vintage', async () => {
    await page.goto(`${env.adminUrl}/en_US/product/update/${wine.id}`);
    const links = page.getByTestId('product-customizations');
    const choice = links.getByTestId('link-choice');
    await waitForOption(choice, { label: wrapping });
    await choice.selectOption({ label: wrapping });
    await links.getByTestId('link-add').click();
    await successToast('Customization linked');
    await links.locator('[data-testid^="links-row-"]').filter({ hasText: wrapping }).waitFor();

    const discounts = page.getByTestId('decreasing-discounts');
    await discounts.getByTestId('discount-add').click();
    const last = discounts.locator('[data-testid$="-fromQuantity"]').last();
    await last.fill('48');
    await discounts.locator('[data-testid$="-amount"]').last().fill('5');
    await discounts.getByTestId('discounts-save').click();
    await successToast('Decreasing discounts updated');

    await page.getByTestId(`vintage-edit-${wine.vintage}`).click();
    const modal = page.getByTestId('vintage-modal');
    const size = modal.getByTestId('vintage-variations').getByLabel(sizeLabel);
    await waitForOption(size, { label: magnum });
    await size.selectOption({ label: magnum });
    const saved = answerOf('PUT', `/admin/vintage/${wine.vintage}`);
    await modal.getByTestId('vintage-submit').click();
    expect((await saved).status()).toBe(200);
    await successToast('Vintage saved');
    await shot('product-options');
  });

  it('shows them on the storefront’s page of that wine', async () => {
    await page.goto(`${env.storeUrl}/en_US/product/${wine.id}?site=1`);
    await page.getByRole('heading', { level: 1, name: wine.name }).waitFor();
    await page.getByText(`${sizeLabel}: ${magnum}`, { exact: false }).first().waitFor();
    const customizations = page.getByTestId('product-customizations');
    const line = customizations.locator('li').filter({ hasText: wrapping });
    await line.waitFor();
    await expect
      .poll(() => line.locator('ul li').allTextContents())
      .toEqual(['Ribbon (+€2.00)', 'Wooden box (+€8.00)']);
    await page.getByTestId('quantity-prices').getByText('From 48 units').waitFor();
    await shot('storefront');
    expect(pageErrors).toEqual([]);
  });
});
