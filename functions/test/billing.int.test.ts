import { beforeAll, describe, expect, inject, it } from 'vitest';
import Papa from 'papaparse';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * The producer's subscription (issue 20; spec 1 §3 "Customer (billing)", "Billing", §4, §5 "Customer"; docs/billing.md)
 * through the local gateway with the local billing provider: the Customer rules with their exact messages, the
 * invoices in their five statuses, the card checkout and its refused return addresses, a fee report Pending then
 * Ready with its CSV (or Failed), and site isolation.
 */
const { logins, apiUrl } = inject('fixtures');
let admin1: string;
let admin2: string;

type Answer = { status: number; raw: string; body: { message: string; data: any } };
async function ok(answer: Promise<Answer>, status = 200) {
  const done = await answer;
  expect(done.status, done.raw).toBe(status);
  return done.body.data;
}
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}
async function idle(): Promise<void> {
  expect((await fetch(`${apiUrl}/__workflows/idle`, { method: 'POST' })).status).toBe(204);
}

const customer = {
  companyName: 'Domaine des Lilas',
  companyEmail: 'compta@domaine-des-lilas.example',
  companyPhone: '+33 3 80 00 00 00',
  vatNumber: 'FR12345678901',
  line1: '12 rue des Vignes',
  line2: '',
  city: 'Beaune',
  postalCode: '21200',
  country: 'France',
};
const as1 = (body?: unknown, lang?: 'fr_FR' | 'en_US') => ({ token: admin1, idSite: 1, body, lang });
const as2 = (body?: unknown) => ({ token: admin2, idSite: 2, body });

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('the billing customer', () => {
  it('answers every missing field at once, each "X cannot be empty", in English', async () => {
    expect(errorsOf(await call('POST', '/customer', as1({ line2: 'Bâtiment B' })))).toEqual({
      companyName: ['Company name cannot be empty'],
      companyEmail: ['Company email cannot be empty'],
      companyPhone: ['Company phone cannot be empty'],
      line1: ['Address cannot be empty'],
      city: ['City cannot be empty'],
      postalCode: ['Postal code cannot be empty'],
      country: ['Country cannot be empty'],
    });
  });

  it('says them in French on a French request', async () => {
    expect(errorsOf(await call('POST', '/customer', as1({ ...customer, city: ' ', country: '' }, 'fr_FR')))).toEqual({
      city: ['La ville ne peut pas être vide'],
      country: ['Le pays ne peut pas être vide'],
    });
  });

  it('is null before it is filled in, and has no invoices nor checkout then', async () => {
    expect(await ok(call('GET', '/customer', as2()))).toEqual({
      customer: null,
      card: null,
      plan: null,
      provider: 'local',
    });
    const invoices = await call('POST', '/customer/invoices', as2({}));
    expect(invoices.status).toBe(404);
    expect(invoices.body.message).toBe('The site has no billing customer yet: fill in the billing information first');
  });

  it('is created once, read back with the plan, and changed', async () => {
    const created = await call('POST', '/customer', as1(customer));
    expect(created.status, created.raw).toBe(200);
    expect(created.body.message).toBe('Billing information saved');
    expect(created.body.data).toMatchObject({ ...customer, line2: null });
    expect(created.body.data.providerCustomerId).toBeUndefined();
    const again = await call('POST', '/customer', as1(customer));
    expect(again.status).toBe(409);
    const account = await ok(call('GET', '/customer', as1()));
    expect(account).toMatchObject({ customer: { companyName: 'Domaine des Lilas' }, provider: 'local' });
    expect(account.plan.name).toContain('local');
    const changed = await ok(call('PUT', '/customer', as1({ ...customer, city: 'Pommard' })));
    expect(changed.city).toBe('Pommard');
    expect((await ok(call('GET', '/customer', as1()))).customer.city).toBe('Pommard');
  });

  it('belongs to its site: another site’s admin sees none and cannot change it', async () => {
    expect((await ok(call('GET', '/customer', as2()))).customer).toBeNull();
    expect((await call('PUT', '/customer', as2(customer))).status).toBe(404);
    expect((await call('GET', '/customer', { token: admin2, idSite: 1 })).status).toBe(403);
  });
});

describe('the invoices', () => {
  it('come newest first in the five statuses, a page at a time', async () => {
    const first = await ok(call('POST', '/customer/invoices', as1({})));
    expect(first.list).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(new Set(first.list.map((i: { status: string }) => i.status))).toEqual(
      new Set(['DRAFT', 'WAITING_PAYMENT', 'PAID', 'UNCOLLECTIBLE', 'VOID']),
    );
    const dates = first.list.map((i: { date: string }) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const next = await ok(call('POST', '/customer/invoices', as1({ startingAfter: first.list[9].id })));
    expect(next).toMatchObject({ hasMore: false });
    expect(next.list).toHaveLength(2);
  });
});

describe('the card checkout', () => {
  it('answers the local checkout page on the admin, which returns to the success address', async () => {
    const checkout = await ok(
      call(
        'POST',
        '/card/checkout',
        as1({ successUrl: '/account/payment?checkout=success', cancelUrl: '/account/payment?checkout=cancel' }),
      ),
    );
    expect(checkout.provider).toBe('local');
    const url = new URL(checkout.url);
    expect(url.pathname).toBe('/account/payment/local-checkout');
    expect(url.searchParams.get('success')).toBe('http://localhost:5173/account/payment?checkout=success');
    expect((await ok(call('GET', '/customer', as1()))).card).toMatchObject({ last4: '4242' });
  });

  it('refuses a return address outside the admin (no open redirect)', async () => {
    for (const successUrl of ['https://evil.example/account/payment', '//evil.example/x', 'javascript:alert(1)'])
      expect(
        errorsOf(await call('POST', '/card/checkout', as1({ successUrl, cancelUrl: '/account/payment' }))),
      ).toEqual({ successUrl: ['The return address must be an address of the administration'] });
  });
});

describe('the payment-fee reports', () => {
  it('check the period', async () => {
    expect(errorsOf(await call('POST', '/stripe-fee/report', as1({ from: '2026-03-01', to: '2026-02-01' })))).toEqual({
      to: ['The end date must be after the start date'],
    });
  });

  it('go from Pending to Ready with a CSV of the period’s balance transactions', async () => {
    const asked = await call('POST', '/stripe-fee/report', as1({ from: '2026-01-01', to: '2026-03-31' }));
    expect(asked.status, asked.raw).toBe(200);
    expect(asked.body.message).toBe('The report is being generated (up to a minute)');
    expect(asked.body.data).toMatchObject({ status: 'PENDING', from: '2026-01-01', to: '2026-03-31', rows: null });
    await idle();
    const list = await ok(call('GET', '/stripe-fee/report', as1()));
    expect(list.list[0]).toMatchObject({ id: asked.body.data.id, status: 'READY', rows: 108 });
    const report = await ok(call('GET', `/stripe-fee/report/${asked.body.data.id}`, as1()));
    expect(report.downloadUrl).toBeTruthy();
    const csv = await fetch(report.downloadUrl);
    expect(csv.status).toBe(200);
    const rows = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['id', 'date', 'type', 'category', 'description', 'currency', 'amount', 'fee', 'net']);
    expect(rows).toHaveLength(1 + 108 + 1);
    expect(rows.at(-1)![0]).toBe('TOTAL');
    expect(rows.slice(1, -1).every((row) => row[1]! >= '2026-01-01' && row[1]! < '2026-04-01')).toBe(true);
  });

  it('end Failed with the reason when the build keeps failing', async () => {
    const faults = await fetch(`${apiUrl}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ task: 'build-fee-report', idSite: 1, times: 3 }),
    });
    expect(faults.status).toBe(204);
    const asked = await ok(call('POST', '/stripe-fee/report', as1({ from: '2026-04-01', to: '2026-04-02' })));
    await idle();
    const report = await ok(call('GET', `/stripe-fee/report/${asked.id}`, as1()));
    expect(report).toMatchObject({ status: 'FAILED', downloadUrl: null });
    expect(report.failure).toBeTruthy();
  });

  it('belong to their site', async () => {
    const mine = (await ok(call('GET', '/stripe-fee/report', as1()))).list[0];
    expect((await call('GET', `/stripe-fee/report/${mine.id}`, as2())).status).toBe(404);
    expect((await ok(call('GET', '/stripe-fee/report', as2()))).list).toEqual([]);
  });
});
