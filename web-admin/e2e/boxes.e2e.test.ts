import { describe, expect, it } from 'vitest';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn, signOut } from './support/sign-in.ts';
import { answerOf, successToast, waitForPath } from './support/waits.ts';

/**
 * Boxes in Chromium against the real local stack (issue 6): the seeded admin opens "My boxes" from
 * the menu, adds a 6-bottle box from its standard size, sees "Box capacity must be greater than 0"
 * when it empties the capacity, saves it and finds it in the list after a reload, then sets its
 * stock; the super-admin sees the global boxes and the countries, where site 1's carriers ship
 * France, with France's departments and its cities.
 */
journey({ name: 'boxes', viewport: { width: 1280, height: 1000 } });

const run = Date.now().toString(36);
const boxName = `Lilas 6 ${run}`;

describe('boxes in a browser', () => {
  it('signs the seeded admin in and opens "My boxes" from the menu, with the seeded boxes', async () => {
    await signIn(env.logins.admin);
    await page.getByRole('link', { name: 'My boxes', exact: true }).click();
    await waitForPath('/en_US/box');
    const list = page.getByTestId('box-list');
    await list.getByText('Carton 6 bouteilles', { exact: true }).waitFor();
    await shot('my-boxes');
  });

  it('adds a 6-bottle box from its standard size; an emptied capacity shows "Box capacity must be greater than 0"', async () => {
    await page.getByTestId('list-add').click();
    await waitForPath('/en_US/box?add=1');
    const form = page.getByTestId('box-form');
    await form.getByTestId('box-preset-bottles-6').click();
    await expect.poll(() => form.getByTestId('box-name').inputValue()).toBe('6-bottle box');
    await expect.poll(() => form.getByTestId('box-mainType').inputValue()).toBe('BOTTLE');
    await expect.poll(() => form.getByTestId('box-bottleBoxCapacity').inputValue()).toBe('6');
    await expect.poll(() => form.getByTestId('box-bottleCapacity').inputValue()).toBe('75');
    await expect.poll(() => form.getByTestId('box-width').inputValue()).toBe('27');
    await shot('preset');

    await form.getByTestId('box-bottleBoxCapacity').fill('');
    await form.getByTestId('box-bottleCapacity').focus();
    await form.getByText('Box capacity must be greater than 0').waitFor();
    await shot('capacity-empty');

    await form.getByTestId('box-bottleBoxCapacity').fill('6');
    await form.getByTestId('box-name').fill(boxName);
    await form.getByTestId('box-quantity').fill('40');
    await form.getByText('Box capacity must be greater than 0').waitFor({ state: 'detached' });
    const created = answerOf('POST', /\/admin\/box$/);
    await form.getByTestId('box-submit').click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).data).toMatchObject({
      name: boxName,
      mainType: 'BOTTLE',
      bottleBoxCapacity: 6,
      bottleCapacity: 75,
      width: 27,
      height: 37,
      depth: 19,
      boxWeight: 1,
      quantity: 40,
      boxType: 'SITE',
    });
    await successToast('Box created');
    await form.waitFor({ state: 'detached' });
    await waitForPath('/en_US/box');
  });

  it('finds the box in the list after a reload, and sets its stock', async () => {
    await page.reload();
    await page.getByTestId('filter-name').fill(run);
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe('Total: 1');
    const row = page.locator('tr', { hasText: boxName });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('6 × 75 cl');
    await expect.poll(() => row.textContent()).toContain('27 × 37 × 19 cm');
    await shot('in-list');

    await row.locator('[data-testid^="stock-"]').click();
    const dialog = page.getByTestId('stock-dialog');
    await dialog.getByTestId('stock-quantity').fill('36');
    const stocked = answerOf('PUT', /\/admin\/box\/quantity\/\d+$/);
    await dialog.getByTestId('stock-submit').click();
    expect((await stocked).status()).toBe(200);
    await successToast('Stock saved');
    await expect.poll(async () => (await row.locator('[data-testid^="stock-"]').textContent())?.trim()).toBe('36');
    expect(pageErrors).toEqual([]);
  });

  it('shows the partner boxes the site chose and its boxes orders', async () => {
    await page.getByTestId('tab-global').click();
    const chosen = page.locator('tr', { hasText: 'Vignoble Export 6 bouteilles' });
    await chosen.waitFor();
    await expect.poll(() => chosen.locator('[data-testid^="choose-"]').isChecked()).toBe(true);
    await shot('partner-boxes');
    await page.getByTestId('tab-orders').click();
    await page.getByTestId('box-order-list').waitFor();
    await shot('orders');
    await signOut();
  });

  it("lets the super-admin see the global boxes and where site 1 ships, with France's departments and cities", async () => {
    await signIn(env.logins.superAdmin);
    await page.goto(`${env.adminUrl}/en_US/superAdmin/defaults/box`);
    const globals = page.getByTestId('box-defaults-list');
    const row = globals.locator('tr', { hasText: 'Vignoble Export 6 bouteilles' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('1 site(s)');
    await shot('global-boxes');

    await page.goto(`${env.adminUrl}/en_US/superAdmin/country`);
    const site = page.getByTestId('country-site');
    await expect.poll(() => site.locator('option').count()).toBeGreaterThan(0);
    await site.selectOption('1');
    const countries = page.getByTestId('country-list');
    await countries.getByTestId('filter-label').fill('France');
    await expect.poll(async () => (await countries.getByTestId('shipped-250').textContent())?.trim()).toBe('Yes');
    await shot('countries');
    await countries.getByTestId('states-250').click();
    const states = page.getByTestId('states-dialog');
    await states.getByText('Corse-du-Sud', { exact: true }).waitFor();
    await expect.poll(() => states.getByTestId('states-count').textContent()).toBe('102 state(s)');
    await page.keyboard.press('Escape');
    await states.waitFor({ state: 'detached' });

    await page.getByTestId('city-search-text').fill('beaune');
    await page.getByTestId('city-search-results').getByText('21200', { exact: true }).waitFor();
    await shot('cities');
    expect(pageErrors).toEqual([]);
  });
});
