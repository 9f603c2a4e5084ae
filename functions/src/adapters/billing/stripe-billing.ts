import type { BillingCard, BillingPlan, Invoice, InvoiceStatus } from '@cellar/shared/billing/billing';
import { formEncode, stripeApiVersion, stripeDefaultUrl, type Fetch } from '../payment/stripe-http.ts';
import {
  BillingProviderError,
  type BalanceTransaction,
  type BillingCustomerFields,
  type BillingProvider,
} from './billing-provider.ts';

export interface StripeBillingOptions {
  secretKey: string;
  url?: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** Stripe's invoice statuses (https://docs.stripe.com/invoicing/overview#invoice-statuses) in spec 1 §4's words. */
export const invoiceStatusOf: Record<string, InvoiceStatus> = {
  draft: 'DRAFT',
  open: 'WAITING_PAYMENT',
  paid: 'PAID',
  uncollectible: 'UNCOLLECTIBLE',
  void: 'VOID',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's answers: each field is checked where read
type Json = Record<string, any>;

const customerForm = (site: number, fields: BillingCustomerFields) => ({
  name: fields.companyName,
  email: fields.companyEmail,
  phone: fields.companyPhone,
  address: {
    line1: fields.line1,
    line2: fields.line2 ?? '',
    city: fields.city,
    postal_code: fields.postalCode,
    country: fields.country,
  },
  // Kept as metadata: a tax id is its own object at Stripe, with a type per country (docs/billing.md).
  metadata: { idSite: String(site), vatNumber: fields.vatNumber ?? '' },
});

/**
 * Stripe Billing over `fetch` with the platform's secret key (https://docs.stripe.com/api): customers, their card and
 * subscription, invoices, Checkout sessions in `setup` mode, and a connected account's balance transactions
 * (`Stripe-Account`). Every answer is read field by field: an unexpected object is an `unavailable` error.
 */
export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  private readonly url: string;

  constructor(private readonly options: StripeBillingOptions) {
    this.url = (options.url ?? stripeDefaultUrl).replace(/\/$/, '');
  }

  async createCustomer(site: number, fields: BillingCustomerFields): Promise<string> {
    const customer = await this.call('POST', '/v1/customers', null, customerForm(site, fields));
    return expectObject(customer, 'customer').id as string;
  }

  async updateCustomer(id: string, site: number, fields: BillingCustomerFields): Promise<void> {
    expectObject(
      await this.call('POST', `/v1/customers/${encodeURIComponent(id)}`, null, customerForm(site, fields)),
      'customer',
    );
  }

  async customerState(id: string): Promise<{ card: BillingCard | null; plan: BillingPlan | null }> {
    const customer = encodeURIComponent(id);
    const [methods, subscriptions] = await Promise.all([
      this.call('GET', `/v1/payment_methods?customer=${customer}&type=card&limit=1`),
      this.call(
        'GET',
        `/v1/subscriptions?customer=${customer}&status=all&limit=1&expand[]=data.items.data.price.product`,
      ),
    ]);
    const method = expectList(methods)[0];
    const subscription = expectList(subscriptions)[0];
    const item = subscription?.items?.data?.[0];
    const periodEnd = item?.current_period_end ?? subscription?.current_period_end ?? null;
    return {
      card: method?.card
        ? {
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          }
        : null,
      plan: subscription
        ? {
            name: item?.price?.product?.name ?? item?.price?.nickname ?? 'Subscription',
            status: subscription.status,
            amount: item?.price?.unit_amount ?? 0,
            currency: item?.price?.currency ?? 'eur',
            interval: item?.price?.recurring?.interval ?? 'month',
            currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000).toISOString() : null,
          }
        : null,
    };
  }

  async invoices(id: string, page: { limit: number; startingAfter: string | null }) {
    const after = page.startingAfter ? `&starting_after=${encodeURIComponent(page.startingAfter)}` : '';
    const answer = await this.call(
      'GET',
      `/v1/invoices?customer=${encodeURIComponent(id)}&limit=${page.limit}${after}`,
    );
    return { list: expectList(answer).map(readInvoice), hasMore: answer.has_more === true };
  }

  async cardCheckout(input: { customerId: string; site: number; successUrl: string; cancelUrl: string }) {
    const session = await this.call('POST', '/v1/checkout/sessions', null, {
      mode: 'setup',
      customer: input.customerId,
      currency: 'eur',
      payment_method_types: { 0: 'card' },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: String(input.site),
      metadata: { idSite: String(input.site), purpose: 'subscription-card' },
    });
    const url = expectObject(session, 'checkout.session').url;
    if (typeof url !== 'string') throw new BillingProviderError('unavailable', 'no_url', 'The session has no URL');
    return url;
  }

  async balanceTransactions(input: {
    account: string | null;
    from: number;
    to: number;
    limit: number;
    startingAfter: string | null;
  }) {
    const after = input.startingAfter ? `&starting_after=${encodeURIComponent(input.startingAfter)}` : '';
    const answer = await this.call(
      'GET',
      `/v1/balance_transactions?created[gte]=${input.from}&created[lt]=${input.to}&limit=${input.limit}${after}`,
      input.account,
    );
    return { list: expectList(answer).map(readTransaction), hasMore: answer.has_more === true };
  }

  private async call(method: 'GET' | 'POST', path: string, account: string | null = null, form?: Json): Promise<Json> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.secretKey}`,
      'stripe-version': stripeApiVersion,
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (account) headers['stripe-account'] = account;
    const doFetch = this.options.fetch ?? ((target: string, init: RequestInit) => fetch(target, init));
    let status: number;
    let text: string;
    try {
      const answer = await doFetch(`${this.url}${path}`, {
        method,
        headers,
        body: method === 'POST' ? formEncode(form ?? {}).join('&') : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8000),
      });
      status = answer.status;
      text = await answer.text();
    } catch (error) {
      const timeout = (error as { name?: string }).name === 'TimeoutError';
      throw new BillingProviderError('unavailable', timeout ? 'timeout' : 'network', (error as Error).message);
    }
    let json: Json;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      throw new BillingProviderError('unavailable', `http_${status}`, 'unreadable answer');
    }
    if (status >= 200 && status < 300) return json;
    const error = (json.error ?? {}) as { type?: string; code?: string; message?: string };
    const code = error.code ?? error.type ?? `http_${status}`;
    if (status === 401 || status === 403)
      throw new BillingProviderError('credentials', code, error.message ?? 'refused');
    if (status === 429 || status >= 500)
      throw new BillingProviderError('unavailable', code, error.message ?? `HTTP ${status}`);
    throw new BillingProviderError('request', code, error.message ?? `HTTP ${status}`);
  }
}

function expectObject(json: Json, object: string): Json {
  if (json?.object !== object || typeof json.id !== 'string')
    throw new BillingProviderError('unavailable', 'unexpected_object', `not a ${object}`);
  return json;
}

function expectList(json: Json): Json[] {
  if (json?.object !== 'list' || !Array.isArray(json.data))
    throw new BillingProviderError('unavailable', 'unexpected_object', 'not a list');
  return json.data as Json[];
}

function readInvoice(json: Json): Invoice {
  const invoice = expectObject(json, 'invoice');
  const status = invoiceStatusOf[invoice.status as string];
  if (!status) throw new BillingProviderError('unavailable', 'unexpected_status', `invoice status ${invoice.status}`);
  const at = (invoice.status_transitions?.finalized_at as number | null) ?? (invoice.created as number);
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    status,
    amount: invoice.total ?? invoice.amount_due ?? 0,
    currency: invoice.currency ?? 'eur',
    date: new Date(at * 1000).toISOString(),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

function readTransaction(json: Json): BalanceTransaction {
  const t = expectObject(json, 'balance_transaction');
  return {
    id: t.id,
    created: t.created,
    type: t.type,
    reportingCategory: t.reporting_category ?? t.type,
    description: t.description ?? null,
    currency: t.currency,
    amount: t.amount,
    fee: t.fee,
    net: t.net,
  };
}
