import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { browser, env, journey, page, pageErrors, shot, watch } from './support/journey.ts';
import { createWine, kindId } from './support/shop.ts';
import { signIn } from './support/sign-in.ts';

/**
 * The statistics dashboard in Chromium against the real local stack (issue 20, "Done when"): three storefront pages
 * seen from two browsers show 2 more daily unique visitors and 3 more page views on today's dashboard; an order
 * appears in the order figures and chart; the abandoned carts' CSV downloads. Figures are read before and compared
 * after: the demo's seeded days are before today, but other steps may have visited the shop today.
 */
journey({ name: 'dashboard', viewport: { width: 1366, height: 900 } });

interface BasicInfo {
  visitors: number;
  pageviews: number;
}
let adminToken = '';

const today = () => api<BasicInfo>('GET', '/admin/dashboard/plausible/basic-info?period=TODAY', { token: adminToken });
const orderTotal = () =>
  api<{ orders: number; bottles: number }>('GET', '/admin/dashboard/order-total?period=TODAY', { token: adminToken });

/** A browser of its own (its own user agent: the same machine's two browsers are two visitors), at some pages. */
async function visitFrom(userAgent: string, paths: string[]): Promise<void> {
  const context = await browser.newContext({ userAgent, viewport: { width: 1280, height: 800 } });
  const visitor = watch(await context.newPage());
  for (const path of paths) {
    const beacon = visitor.waitForResponse((r) => r.url().includes('/site/visit/1') && r.status() === 200);
    await visitor.goto(`${env.storeUrl}${path}`);
    await beacon;
  }
  await context.close();
}

/** The value a dashboard card shows, once it shows one. */
async function card(testId: string): Promise<string> {
  const value = page.getByTestId(`${testId}-value`);
  await value.waitFor();
  return (await value.textContent()) ?? '';
}

beforeAll(async () => {
  adminToken = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
});

describe('the statistics dashboard in a browser', () => {
  it('shows 2 more daily unique visitors and 3 more page views after two browsers saw three pages', async () => {
    const before = await today();
    await visitFrom('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', [
      '/?site=1',
      '/news?site=1',
    ]);
    await visitFrom('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', [
      '/?site=1',
    ]);
    await signIn(env.logins.admin);
    await page.goto(`${env.adminUrl}/en_US`);
    await page.getByTestId('dashboard').waitFor();
    await expect.poll(() => card('kpi-visitors')).toBe(String(before.visitors + 2));
    expect(await card('kpi-pageviews')).toBe(String(before.pageviews + 3));
    await page.getByTestId('top-pages').getByText('/news').waitFor();
    await shot('visits');
  });

  it('counts an order placed in the shop in the order figures and chart', async () => {
    const before = await orderTotal();
    const wine = await createWine(adminToken, `Cuvée du tableau ${Date.now().toString(36)}`, {
      price: 14,
      quantity: 30,
      kind: await kindId('Rouge'),
    });
    const { carriers } = await api<{ carriers: Array<{ id: number; name: string }> }>('GET', '/list/carrier');
    await api('POST', '/order', {
      body: {
        products: [{ id: wine.id, idVintage: wine.vintages[0]!.id, quantity: 3 }],
        user: { phone: '06 12 34 56 78', email: 'dashboard.e2e@example.com', firstname: 'Léa', lastname: 'Martin' },
        address: {
          delivery: {
            firstname: 'Léa',
            lastname: 'Martin',
            address: '3 place Bellecour',
            postalCode: '69002',
            city: 'Lyon',
            country: 'FR',
          },
          billing: null,
        },
        delivery: { type: 'DELIVERY', idCarrier: carriers.find((c) => c.name === 'Colissimo')!.id },
        deliveryPostalCode: '69002',
        deliveryIdCountry: 250,
        legalAge: true,
        salesConditions: true,
        paymentMethod: 'TRANSFER',
      },
    });
    await page.reload();
    await expect.poll(() => card('kpi-orders')).toBe(String(before.orders + 1));
    expect(await card('kpi-bottles')).toBe(String(before.bottles + 3));
    await page.getByTestId('orders-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('departments').getByText('69').waitFor();
    await shot('orders');
  });

  it('downloads the abandoned carts as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('carts-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^abandoned-carts_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain('E-mail,First name,Last name,Items,Total (EUR),Last activity');
    expect(pageErrors).toEqual([]);
  });
});
