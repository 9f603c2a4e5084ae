import { createHash, randomBytes } from 'node:crypto';
import type { BillingCard, Invoice, InvoiceStatus } from '@cellar/shared/billing/billing';
import type { BalanceTransaction, BillingProvider } from './billing-provider.ts';

/** The demo invoices' statuses, newest first: every one of spec 1 §4 within the first page. */
const demoStatuses: InvoiceStatus[] = [
  'DRAFT',
  'WAITING_PAYMENT',
  'PAID',
  'UNCOLLECTIBLE',
  'PAID',
  'VOID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
];
const demoCard: BillingCard = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const day = 86_400;

/**
 * The local stand-in for Stripe Billing (`BILLING_ADAPTER=local`, the default): it says it is local (`name`), keeps
 * nothing but which customers started a card checkout (in this process), answers twelve demo invoices in the five
 * statuses, and two balance transactions a day (a charge and a refund every fifth day) for fee reports.
 */
export class LocalBillingProvider implements BillingProvider {
  readonly name = 'local' as const;
  private readonly withCard = new Set<string>();

  async createCustomer(site: number): Promise<string> {
    return `cus_local_${site}_${randomBytes(6).toString('hex')}`;
  }

  async updateCustomer(): Promise<void> {}

  /** A card once a checkout was started here (the local page cannot tell this process it was paid). */
  async customerState(id: string) {
    return {
      card: this.withCard.has(id) ? { ...demoCard } : null,
      plan: {
        name: 'Cellar (local demo plan)',
        status: 'active',
        amount: 2900,
        currency: 'eur',
        interval: 'month',
        currentPeriodEnd: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      },
    };
  }

  async invoices(id: string, page: { limit: number; startingAfter: string | null }) {
    const all = demoStatuses.map((status, index) => demoInvoice(id, index, status));
    const start = page.startingAfter ? all.findIndex((invoice) => invoice.id === page.startingAfter) + 1 : 0;
    if (page.startingAfter && start === 0) return { list: [], hasMore: false };
    return { list: all.slice(start, start + page.limit), hasMore: start + page.limit < all.length };
  }

  async cardCheckout(input: { customerId: string; site: number; successUrl: string; cancelUrl: string }) {
    this.withCard.add(input.customerId);
    const page = new URL('/account/payment/local-checkout', input.successUrl);
    page.searchParams.set('session', `cs_local_${randomBytes(8).toString('hex')}`);
    page.searchParams.set('success', input.successUrl);
    page.searchParams.set('cancel', input.cancelUrl);
    return page.toString();
  }

  async balanceTransactions(input: { from: number; to: number; limit: number; startingAfter: string | null }) {
    const all: BalanceTransaction[] = [];
    for (let at = input.from; at < input.to; at += day) {
      const n = Math.floor(at / day);
      const amount = 2000 + (n % 17) * 350;
      const fee = Math.round(amount * 0.015) + 25;
      all.push({
        id: `txn_local_${n}_c`,
        created: at + 3600 * 10,
        type: 'charge',
        reportingCategory: 'charge',
        description: `Order (local demo) ${n}`,
        currency: 'eur',
        amount,
        fee,
        net: amount - fee,
      });
      if (n % 5 === 0)
        all.push({
          id: `txn_local_${n}_r`,
          created: at + 3600 * 16,
          type: 'refund',
          reportingCategory: 'refund',
          description: `Refund (local demo) ${n}`,
          currency: 'eur',
          amount: -1000,
          fee: 0,
          net: -1000,
        });
    }
    const start = input.startingAfter ? all.findIndex((t) => t.id === input.startingAfter) + 1 : 0;
    return { list: all.slice(start, start + input.limit), hasMore: start + input.limit < all.length };
  }
}

function demoInvoice(customer: string, index: number, status: InvoiceStatus): Invoice {
  const date = new Date(Date.UTC(2026, 10 - index, 1));
  const hash = createHash('sha256').update(`${customer}#${index}`).digest('hex').slice(0, 8).toUpperCase();
  return {
    id: `in_local_${hash}_${index}`,
    number: status === 'DRAFT' ? null : `LOCAL-${hash}-${String(12 - index).padStart(4, '0')}`,
    status,
    amount: 2900,
    currency: 'eur',
    date: date.toISOString(),
    // Local demo invoices have no document: the screens say so.
    hostedUrl: null,
    pdfUrl: null,
  };
}
