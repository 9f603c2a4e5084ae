import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { feeReportCsv } from '../../services/billing/fee-report-csv.ts';
import { replay } from '../carriers/fixtures/replay.ts';
import { stripeApiVersion } from '../payment/stripe-http.ts';
import { BillingProviderError } from './billing-provider.ts';
import { LocalBillingProvider } from './local-billing.ts';
import { StripeBillingProvider } from './stripe-billing.ts';

/**
 * Stripe Billing over fetch, against answers written from Stripe's API reference (customers, invoices, Checkout
 * sessions, payment methods, subscriptions, balance transactions): no network, what we send is pinned and how we read
 * each answer is checked.
 */
const here = dirname(fileURLToPath(import.meta.url));
const recorded = (name: string, status = 200) => ({
  body: readFileSync(join(here, 'fixtures', name), 'utf8'),
  status,
  contentType: 'application/json',
});
const secretKey = 'sk_test_51QbWz8Rf3kLmNo9PexampleexampleexampleKEY';
const stripe = (fetch: ReturnType<typeof replay>['fetch']) => new StripeBillingProvider({ secretKey, fetch });
const fields = {
  companyName: 'Domaine des Lilas',
  companyEmail: 'compta@domaine-des-lilas.example',
  companyPhone: '+33380000000',
  vatNumber: 'FR12345678901',
  line1: '12 rue des Vignes',
  line2: null,
  city: 'Beaune',
  postalCode: '21200',
  country: 'FR',
};

describe('the Stripe billing adapter, against recorded answers', () => {
  it('creates the customer form-encoded with its address, the site and the VAT number as metadata', async () => {
    const { fetch, sent } = replay(recorded('stripe-customer-created.answer.json'));
    expect(await stripe(fetch).createCustomer(1, fields)).toBe('cus_RkT3vQx8LmN2pA');
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/customers');
    expect(sent[0]!.headers).toMatchObject({
      authorization: `Bearer ${secretKey}`,
      'stripe-version': stripeApiVersion,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(decodeURIComponent(sent[0]!.body!).split('&')).toEqual([
      'name=Domaine des Lilas',
      'email=compta@domaine-des-lilas.example',
      'phone=+33380000000',
      'address[line1]=12 rue des Vignes',
      'address[line2]=',
      'address[city]=Beaune',
      'address[postal_code]=21200',
      'address[country]=FR',
      'metadata[idSite]=1',
      'metadata[vatNumber]=FR12345678901',
    ]);
  });

  it('maps the five invoice statuses to Draft, Waiting payment, Paid, Uncollectible and Void, with their links', async () => {
    const { fetch, sent } = replay(recorded('stripe-invoices.answer.json'));
    const page = await stripe(fetch).invoices('cus_RkT3vQx8LmN2pA', { limit: 5, startingAfter: 'in_prev' });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe(
      'https://api.stripe.com/v1/invoices?customer=cus_RkT3vQx8LmN2pA&limit=5&starting_after=in_prev',
    );
    expect(page.hasMore).toBe(true);
    expect(page.list.map((invoice) => invoice.status)).toEqual([
      'DRAFT',
      'WAITING_PAYMENT',
      'PAID',
      'UNCOLLECTIBLE',
      'VOID',
    ]);
    expect(page.list[0]).toMatchObject({
      number: null,
      hostedUrl: null,
      pdfUrl: null,
      date: '2025-12-01T00:00:00.000Z',
    });
    expect(page.list[2]).toEqual({
      id: 'in_1SxPaid00000000003',
      number: 'CEL-0004',
      status: 'PAID',
      amount: 3480,
      currency: 'eur',
      date: new Date(1759280400 * 1000).toISOString(),
      hostedUrl: 'https://invoice.stripe.com/i/acct_1Plat/test_paid3',
      pdfUrl: 'https://pay.stripe.com/invoice/acct_1Plat/test_paid3/pdf',
    });
  });

  it('opens a Checkout session in setup mode for a card, and answers its URL', async () => {
    const { fetch, sent } = replay(recorded('stripe-checkout-session.answer.json'));
    const url = await stripe(fetch).cardCheckout({
      customerId: 'cus_RkT3vQx8LmN2pA',
      site: 1,
      successUrl: 'https://admin.cellar.example/account/payment?checkout=success',
      cancelUrl: 'https://admin.cellar.example/account/payment?checkout=cancel',
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const body = decodeURIComponent(sent[0]!.body!).split('&');
    expect(body).toContain('mode=setup');
    expect(body).toContain('customer=cus_RkT3vQx8LmN2pA');
    expect(body).toContain('payment_method_types[0]=card');
    expect(body).toContain('success_url=https://admin.cellar.example/account/payment?checkout=success');
    expect(body).toContain('client_reference_id=1');
  });

  it('reads the saved card and the plan of the customer', async () => {
    const { fetch, sent } = replay(
      recorded('stripe-payment-methods.answer.json'),
      recorded('stripe-subscriptions.answer.json'),
    );
    expect(await stripe(fetch).customerState('cus_RkT3vQx8LmN2pA')).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 },
      plan: {
        name: 'Cellar Vigneron',
        status: 'active',
        amount: 2900,
        currency: 'eur',
        interval: 'month',
        currentPeriodEnd: new Date(1767225600 * 1000).toISOString(),
      },
    });
    expect(sent.map((s) => s.url)).toEqual([
      'https://api.stripe.com/v1/payment_methods?customer=cus_RkT3vQx8LmN2pA&type=card&limit=1',
      'https://api.stripe.com/v1/subscriptions?customer=cus_RkT3vQx8LmN2pA&status=all&limit=1&expand[]=data.items.data.price.product',
    ]);
  });

  it('pages balance transactions of the connected account, the period in Unix seconds', async () => {
    const { fetch, sent } = replay(recorded('stripe-balance-transactions-1.answer.json'));
    const page = await stripe(fetch).balanceTransactions({
      account: 'acct_1QbWz8Rf3kLmNo9P',
      from: 1764288000,
      to: 1764460800,
      limit: 100,
      startingAfter: null,
    });
    expect(sent[0]!.url).toBe(
      'https://api.stripe.com/v1/balance_transactions?created[gte]=1764288000&created[lt]=1764460800&limit=100',
    );
    expect(sent[0]!.headers['stripe-account']).toBe('acct_1QbWz8Rf3kLmNo9P');
    expect(page.hasMore).toBe(true);
    expect(page.list[0]).toEqual({
      id: 'txn_1SxCharge00000001',
      created: 1764320400,
      type: 'charge',
      reportingCategory: 'charge',
      description: 'Domaine des Lilas 2026-000042',
      currency: 'eur',
      amount: 4780,
      fee: 97,
      net: 4683,
    });
  });

  it('tells a refused key from a refused request and from an unreachable service', async () => {
    const refused = replay(recorded('stripe-unauthorized.answer.json', 401));
    await expect(stripe(refused.fetch).invoices('cus_x', { limit: 1, startingAfter: null })).rejects.toMatchObject({
      kind: 'credentials',
    });
    const missing = replay(
      recorded('stripe-no-such-customer.answer.json', 404),
      recorded('stripe-no-such-customer.answer.json', 404),
    );
    await expect(stripe(missing.fetch).customerState('cus_gone')).rejects.toMatchObject({
      kind: 'request',
      code: 'resource_missing',
    });
    const down = replay(new TypeError('fetch failed'));
    const error = await stripe(down.fetch)
      .createCustomer(1, fields)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillingProviderError);
    expect(error).toMatchObject({ kind: 'unavailable', code: 'network' });
  });
});

describe('the fee report CSV', () => {
  it('has a row per transaction in euros, quotes where needed, and a total line', async () => {
    const one = replay(recorded('stripe-balance-transactions-1.answer.json'));
    const two = replay(recorded('stripe-balance-transactions-2.answer.json'));
    const rows = [
      ...(await stripe(one.fetch).balanceTransactions({ account: null, from: 0, to: 1, limit: 2, startingAfter: null }))
        .list,
      ...(await stripe(two.fetch).balanceTransactions({ account: null, from: 0, to: 1, limit: 2, startingAfter: null }))
        .list,
    ];
    const csv = feeReportCsv(rows);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['id', 'date', 'type', 'category', 'description', 'currency', 'amount', 'fee', 'net']);
    expect(parsed[1]).toEqual([
      'txn_1SxCharge00000001',
      '2025-11-28T09:00:00.000Z',
      'charge',
      'charge',
      'Domaine des Lilas 2026-000042',
      'EUR',
      '47.80',
      '0.97',
      '46.83',
    ]);
    expect(parsed[3]![4]).toBe('Domaine des Lilas 2026-000043, "magnum"');
    expect(parsed[4]).toEqual(['TOTAL', '', '', '', '', '', '59.30', '1.57', '57.73']);
  });
});

describe('the local billing provider', () => {
  it('says it is local and answers demo invoices in the five statuses, a page at a time', async () => {
    const local = new LocalBillingProvider();
    expect(local.name).toBe('local');
    const first = await local.invoices('cus_local_1', { limit: 10, startingAfter: null });
    expect(new Set(first.list.map((i) => i.status))).toEqual(
      new Set(['DRAFT', 'WAITING_PAYMENT', 'PAID', 'UNCOLLECTIBLE', 'VOID']),
    );
    expect(first.hasMore).toBe(true);
    const second = await local.invoices('cus_local_1', { limit: 10, startingAfter: first.list[9]!.id });
    expect(second).toMatchObject({ hasMore: false });
    expect(second.list).toHaveLength(2);
  });

  it('sends the local checkout page back to the admin that asked, with its return addresses', async () => {
    const url = new URL(
      await new LocalBillingProvider().cardCheckout({
        customerId: 'cus_local_1',
        site: 1,
        successUrl: 'http://localhost:5173/account/payment?checkout=success',
        cancelUrl: 'http://localhost:5173/account/payment?checkout=cancel',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:5173/account/payment/local-checkout');
    expect(url.searchParams.get('success')).toBe('http://localhost:5173/account/payment?checkout=success');
  });
});
