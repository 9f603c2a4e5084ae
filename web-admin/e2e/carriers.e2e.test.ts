import { describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn } from './support/sign-in.ts';
import { answerOf, successToast, waitForOption, waitForPath } from './support/waits.ts';

/**
 * Carriers in Chromium against the real local stack (issue 6 "Done when"): the seeded admin adds a
 * 6-bottle box on /box, creates a BASIC carrier with it on /carrier, gives it two tranches for France on
 * /carrier/prices/{id} (1–3 bottles 10 € a package, 4–6 bottles 15 € a package, typed with a comma
 * decimal), finds them again after a reload; then the fee calculation prices 7 bottles of a seeded
 * wine to 69001 (France) with that carrier at 25 €, two parcels, and explains them.
 */
journey({ name: 'carriers', viewport: { width: 1280, height: 1000 } });

const run = Date.now().toString(36);
const boxName = `Carton 6 bouteilles ${run}`;
const carrierName = `Transports des Lilas ${run}`;
const made = { idBox: 0, idCarrier: 0, idWine: 0 };

/** The API as the admin site reaches it: through the admin's own `/api`, in English. */
const throughAdmin = () => ({ baseUrl: `${env.adminUrl}/api`, userLang: 'en_US' });

describe('carriers in a browser', () => {
  it('signs the seeded admin in and adds a 6-bottle box on /box', async () => {
    const token = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin, ...throughAdmin() }))
      .token;
    const wines = await api<{ products: Array<{ id: number; name: string }> }>(
      'GET',
      `/admin/v4/product?name=${encodeURIComponent('lk:Cuvée des Lilas')}&nbItem=10`,
      { token, ...throughAdmin() },
    );
    made.idWine = wines.products.find((p) => p.name === 'Cuvée des Lilas')!.id;
    expect(made.idWine).toBeGreaterThan(0);

    await signIn(env.logins.admin);
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
    const box = ((await answer.json()) as { data: { id: number; bottleBoxCapacity: number; bottleCapacity: number } })
      .data;
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
    await expect.poll(() => form.getByTestId('carrier-type').inputValue()).toBe('BASIC');
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
    // The carrier loads after the screen: wait for its values.
    await expect.poll(() => page.getByTestId('carrier-name').inputValue()).toBe(carrierName);
    await expect.poll(() => page.getByTestId(`carrier-box-${made.idBox}`).isChecked()).toBe(true);
    await shot('carrier');
  });

  it('gives it two tranches for France, 1–3 bottles at 10 € and 4–6 bottles at 15 € a package', async () => {
    await page.getByTestId('carrier-open-prices').click();
    await waitForPath(`/en_US/carrier/prices/${made.idCarrier}`);
    await page.getByTestId('price-grid').waitFor();
    await waitForOption(page.getByTestId('destination-country'), { value: 'FRA' });
    await page.getByTestId('destination-country').selectOption('FRA');
    await page.getByTestId('destination-add').click();
    await page.getByTestId('grid-column-FRA').waitFor();
    await expect.poll(() => page.getByTestId('grid-unit').inputValue()).toBe('BOTTLE');

    await page.getByTestId('tranche-min-0').fill('1');
    await page.getByTestId('tranche-max-0').fill('3');
    await expect.poll(() => page.getByTestId('tranche-type-0').inputValue()).toBe('PACKAGE');
    await page.getByTestId('price-0-FRA').fill('10');
    await page.getByTestId('tranche-add').click();
    await page.getByTestId('tranche-min-1').fill('4');
    await page.getByTestId('tranche-max-1').fill('6');
    await expect.poll(() => page.getByTestId('tranche-type-1').inputValue()).toBe('PACKAGE');
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
    // Read once: a poll for 0 would also pass on a notice that showed, then went.
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    await expect.poll(() => page.getByTestId('tranche-max-1').inputValue()).toBe('6');
    await expect.poll(() => page.getByTestId('price-0-FRA').inputValue()).toBe('10');
    await expect.poll(() => page.getByTestId('price-1-FRA').inputValue()).toBe('15');
    await shot('grid-saved');

    // The same grid on the French screen, its labels loaded with the screen.
    await page.goto(`${env.adminUrl}/carrier/prices/${made.idCarrier}`);
    await page.getByText('Tranches et prix par destination', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('price-1-FRA').inputValue()).toBe('15');
    await shot('grid-fr');

    await page.goto(`${env.adminUrl}/en_US/carrier/prices/${made.idCarrier}`);
    await page.getByTestId('grid-column-FRA').waitFor();
    await page.getByRole('link', { name: 'My carriers', exact: true }).click();
    await waitForPath('/en_US/carrier');
    const row = page.locator('tr', { hasText: carrierName });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('FRA');
    expect(pageErrors).toEqual([]);
  });

  it('prices 7 bottles of a seeded wine to 69001 with that carrier at 25 €: two parcels, explained', async () => {
    const answer = await fetch(`${env.adminUrl}/api/calculate/shipping-fees`, {
      method: 'POST',
      headers: { idSite: '1', userLang: 'en_US', 'content-type': 'application/json' },
      body: JSON.stringify({
        products: [{ idProduct: made.idWine, quantity: 7 }],
        postalCode: '69001',
        country: 'FRA',
      }),
    });
    const envelope = (await answer.json()) as { success: boolean; message: string; data: unknown };
    expect(answer.status, `${envelope.message} ${JSON.stringify(envelope.data)}`).toBe(200);
    type Parcel = {
      box: unknown;
      bottles: number;
      equivalents: number;
      tranche: { min: number; max: number } | null;
      price: number;
    };
    type Offer = {
      id: number;
      name: string;
      price: number;
      fdp: number;
      siteType: string;
      explanation: { destination: { country: string; department: string | null }; parcels: Parcel[] };
    };
    const offers = envelope.data as Offer[];
    const ours = offers.find((offer) => offer.id === made.idCarrier);
    expect(ours, JSON.stringify(offers)).toBeDefined();
    expect(ours).toMatchObject({ name: carrierName, price: 25, siteType: 'BASIC' });
    expect(ours!.explanation.destination.country).toBe('FRA');
    const parcels = [...ours!.explanation.parcels].sort((a, b) => a.price - b.price);
    expect(parcels.map((p) => p.price)).toEqual([10, 15]);
    expect(parcels.reduce((sum, p) => sum + p.bottles, 0)).toBe(7);
    // A shopper sees the tranches' bounds and each parcel's price, not the grid's own terms (docs/shipping.md "The
    // answer").
    expect(parcels.map((p) => p.tranche)).toEqual([
      { min: 1, max: 3 },
      { min: 4, max: 6 },
    ]);
    expect(JSON.stringify(parcels.map((p) => p.box))).toContain(String(made.idBox));
  });
});
