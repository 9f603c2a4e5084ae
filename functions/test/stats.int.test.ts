import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { dynamo, tableName } from '../src/data/dynamo.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { statsRepository, type CartRecord } from '../src/repositories/stats-repository.ts';
import { colissimoId, createWine, deliveryOrder, placeOrder, useFunctionsEnvironment } from './order-helpers.ts';

/**
 * Statistics (issue 20, docs/statistics.md) through the local gateway: cookie-less page views counted as daily
 * unique visitors without keeping the address, order figures moved by an order, the abandoned carts' CSV, and
 * site isolation. Other files share the stack, so counts are compared before and after.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);
const firefox = `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 run-${run}`;
const safari = `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15 run-${run}`;
const address = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const visit = (page: string, userAgent: string, options: { site?: number; id?: number; more?: string } = {}) =>
  call('GET', `/site/visit/${options.id ?? options.site ?? 1}?page=${encodeURIComponent(page)}${options.more ?? ''}`, {
    idSite: options.site ?? 1,
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });

const dashboard = (path: string, token = admin1, site = 1, query = '') =>
  call('GET', `/admin/dashboard/${path}${query}`, { token, idSite: site });

async function today(site = 1, token = admin1): Promise<{ visitors: number; pageviews: number }> {
  const answer = await dashboard('plausible/basic-info', token, site, '?period=TODAY');
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  useFunctionsEnvironment();
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('visits', () => {
  it('counts two browsers and three page views as 2 daily unique visitors and 3 page views', async () => {
    const before = await today();
    const pagesBefore = (await dashboard('page-url', admin1, 1, '?period=TODAY')).body.data.rows;
    const views = [
      await visit(`/wines-${run}`, firefox, { more: '&referrer=https%3A%2F%2Fwww.google.com%2F&device=desktop' }),
      await visit(`/wine/1-${run}`, firefox, { more: '&lang=fr-FR' }),
      await visit(`/wines-${run}`, safari, { more: '&device=mobile&lang=en-GB' }),
    ];
    for (const answer of views) expect(answer.body.data, answer.raw).toEqual({ counted: true });
    const after = await today();
    expect(after.visitors - before.visitors).toBe(2);
    expect(after.pageviews - before.pageviews).toBe(3);

    const pages = (await dashboard('page-url', admin1, 1, '?period=TODAY')).body.data.rows as Array<{
      label: string;
      pageviews: number;
    }>;
    expect(pages.find((row) => row.label === `/wines-${run}`)?.pageviews).toBe(2);
    expect(pagesBefore.find((row: { label: string }) => row.label === `/wines-${run}`)).toBeUndefined();
    const sources = (await dashboard('referrers', admin1, 1, '?period=TODAY')).body.data.rows;
    expect(sources.map((row: { label: string }) => row.label)).toContain('www.google.com');
    const current = await dashboard('plausible/current-visitor');
    expect(current.body.data.visitors).toBeGreaterThanOrEqual(2);
    const series = await dashboard('plausible/timeseries-graph', admin1, 1, '?period=TODAY&property=pageviews');
    expect(series.body.data.interval).toBe('hour');
    expect(series.body.data.points).toHaveLength(24);
  });

  it('keeps no address anywhere in the table', async () => {
    await visit(`/address-${run}`, firefox);
    const found: unknown[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
      found.push(...(page.Items ?? []).filter((item) => JSON.stringify(item).includes(address)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    expect(found).toEqual([]);
  });

  it('does not count robots nor a browser that asks not to be tracked', async () => {
    const before = await today();
    const bot = await visit('/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(bot.body.data).toEqual({ counted: false });
    const dnt = await call('GET', '/site/visit/1?page=%2F', {
      idSite: 1,
      headers: { 'user-agent': firefox, dnt: '1', 'x-forwarded-for': address },
    });
    expect(dnt.body.data).toEqual({ counted: false });
    expect((await today()).pageviews).toBe(before.pageviews);
  });

  it('refuses a page that is not a path, and a visit for another site than its own', async () => {
    const bad = await visit('https://elsewhere.example/', firefox);
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.page).toEqual(['A page is a path starting with /']);
    const other = await visit('/', firefox, { site: 1, id: 2 });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('A visit is recorded for the site that sends it');
  });
});

describe('orders and carts', () => {
  it('moves the order figures when an order is placed', async () => {
    const wine = await createWine(admin1, `Stats wine ${run}`, { price: 10, quantity: 20 });
    const before = (await dashboard('order-total', admin1, 1, '?period=TODAY')).body.data;
    const placed = await placeOrder(
      deliveryOrder([{ id: wine.id, idVintage: wine.idVintage, quantity: 2 }], await colissimoId()),
    );
    expect(placed.status, placed.raw).toBe(201);
    const after = (await dashboard('order-total', admin1, 1, '?period=TODAY')).body.data;
    expect(after.orders - before.orders).toBe(1);
    expect(after.bottles - before.bottles).toBe(2);
    expect(Math.round((after.total - before.total) * 100)).toBe(Math.round(placed.body.data.total * 100));
    const departments = (await dashboard('order-department', admin1, 1, '?period=TODAY')).body.data.departments;
    expect(departments.map((row: { department: string }) => row.department)).toContain('75');
    const summary = (await dashboard('order-summary', admin1, 1, '?period=LAST_7_DAYS')).body.data.days;
    expect(summary).toHaveLength(7);
  });

  it('takes a canceled order off its day', async () => {
    const wine = await createWine(admin1, `Canceled wine ${run}`, { price: 10, quantity: 20 });
    const line = { id: wine.id, idVintage: wine.idVintage, quantity: 1 };
    const placed = await placeOrder(deliveryOrder([line], await colissimoId()));
    expect(placed.status, placed.raw).toBe(201);
    const before = (await dashboard('order-total', admin1, 1, '?period=TODAY')).body.data;
    const canceled = await call('PUT', `/admin/order/status/${placed.body.data.id}`, {
      token: admin1,
      idSite: 1,
      body: { status: 'CANCELED', sendMail: false },
    });
    expect(canceled.status, canceled.raw).toBe(200);
    const after = (await dashboard('order-total', admin1, 1, '?period=TODAY')).body.data;
    expect(after.orders - before.orders).toBe(-1);
    expect(after.bottles - before.bottles).toBe(-1);
    expect(after.canceled - before.canceled).toBe(1);
  });

  it('counts QR code scans and their daily unique visitors', async () => {
    const qr = await call('POST', '/admin/qrcode', {
      token: admin1,
      idSite: 1,
      body: {
        name: `Stats QR ${run}`,
        target: '/e-label/1',
        foreground: '#1A2B3C',
        background: '#ffffff',
        level: 'Q',
        margin: 2,
      },
    });
    expect(qr.status, qr.raw).toBe(200);
    const before = (await dashboard('unique-qr-code-scan', admin1, 1, '?period=TODAY')).body.data;
    const scan = (userAgent: string) =>
      fetch(`${inject('fixtures').apiUrl}/qrcode/scan/${qr.body.data.token}?host=localhost&site=1`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
      });
    for (const agent of [firefox, firefox, safari]) expect((await scan(agent)).status).toBe(302);
    const after = (await dashboard('unique-qr-code-scan', admin1, 1, '?period=TODAY')).body.data;
    expect(after.scans - before.scans).toBe(3);
    expect(after.visitors - before.visitors).toBe(2);
  });

  it('lists a known shopper’s cart never ordered in the abandoned carts and their CSV', async () => {
    const wine = await createWine(admin1, `Cart wine ${run}`, { price: 15, quantity: 20 });
    const email = `left.cart+${run}@example.com`;
    const priced = await call('POST', '/order/discount', {
      idSite: 1,
      body: { products: [{ id: wine.id, idVintage: wine.idVintage, quantity: 3 }], user: { email } },
    });
    expect(priced.status, priced.raw).toBe(200);
    // The cart is abandoned an hour after it was priced: it is moved back in time rather than waited for.
    const site = authorisedSiteId(1);
    const carts = await statsRepository.cartsBetween(site, '2000', '9999');
    const cart = carts.find((c) => c.email === email) as CartRecord;
    expect(cart.items).toBe(3);
    await statsRepository.deleteCart(site, cart.shopper);
    await statsRepository.putCart(
      site,
      { ...cart, updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString() },
      new Date(),
    );

    const list = await dashboard('abandoned-cart', admin1, 1, '?period=LAST_7_DAYS');
    expect(list.body.data.list.map((c: { email: string }) => c.email)).toContain(email);
    const csv = await fetch(
      `${inject('fixtures').apiUrl}/admin/dashboard/abandoned-cart/user-list/csv?period=LAST_7_DAYS`,
      { headers: { authorization: `Bearer ${admin1}`, idsite: '1', userlang: 'en_US' } },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('abandoned-carts_');
    const text = await csv.text();
    expect(text).toContain('E-mail,First name,Last name,Items,Total (EUR),Last activity');
    expect(text).toContain(`${email},,,3,45.00`);
    // Once the shopper orders, the cart is no longer waiting.
    const user = { phone: '06 12 34 56 78', email, firstname: 'Léa', lastname: 'Martin' };
    const line = { id: wine.id, idVintage: wine.idVintage, quantity: 3 };
    const ordered = await placeOrder(deliveryOrder([line], await colissimoId(), { user }));
    expect(ordered.status, ordered.raw).toBe(201);
    const later = await dashboard('abandoned-cart', admin1, 1, '?period=LAST_7_DAYS');
    expect(later.body.data.list.map((c: { email: string }) => c.email)).not.toContain(email);
    // Another site's admin does not see it.
    const other = await dashboard('abandoned-cart', admin2, 2, '?period=LAST_7_DAYS');
    expect(other.body.data.list.map((c: { email: string }) => c.email)).not.toContain(email);
  });
});

describe('periods and isolation', () => {
  it('refuses a custom period without its days, with the message in French too', async () => {
    const answer = await call('GET', '/admin/dashboard/visit?period=CUSTOM', {
      token: admin1,
      idSite: 1,
      lang: 'fr_FR',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.from).toEqual([
      'Une période personnalisée demande un jour de début et un jour de fin',
    ]);
  });

  it('answers each day of a custom period', async () => {
    const answer = await dashboard('visit', admin1, 1, '?period=CUSTOM&from=2026-01-30&to=2026-02-02');
    expect(answer.body.data.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
  });

  it('keeps each site’s figures to itself', async () => {
    const before = await today(2, admin2);
    await visit(`/isolated-${run}`, firefox);
    expect((await today(2, admin2)).pageviews).toBe(before.pageviews);
    expect((await dashboard('plausible/basic-info', admin2, 1)).status).toBe(403);
  });
});
