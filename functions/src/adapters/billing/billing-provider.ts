import type { BillingCard, BillingPlan, Invoice } from '@cellar/shared/billing/billing';

/**
 * The billing provider (docs/billing.md): where the producer's subscription lives — its customer, card, plan and
 * invoices — and where a site's card payments leave their balance transactions (the fee reports). Stripe over
 * `fetch` when deployed so, the local stand-in otherwise (no network: `npm start`, the tests).
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  createCustomer(site: number, fields: BillingCustomerFields): Promise<string>;
  updateCustomer(id: string, site: number, fields: BillingCustomerFields): Promise<void>;
  /** The customer's saved card (the newest) and current plan, as the provider has them. */
  customerState(id: string): Promise<{ card: BillingCard | null; plan: BillingPlan | null }>;
  /** Newest first; `startingAfter` is the last invoice id of the previous page. */
  invoices(
    id: string,
    page: { limit: number; startingAfter: string | null },
  ): Promise<{ list: Invoice[]; hasMore: boolean }>;
  /** A hosted page where the producer saves a card for the subscription's invoices; answers its address. */
  cardCheckout(input: { customerId: string; site: number; successUrl: string; cancelUrl: string }): Promise<string>;
  /** One page (oldest first) of a connected account's balance transactions created in `[from, to)` (Unix seconds). */
  balanceTransactions(input: {
    account: string | null;
    from: number;
    to: number;
    limit: number;
    startingAfter: string | null;
  }): Promise<{ list: BalanceTransaction[]; hasMore: boolean }>;
}

export interface BillingCustomerFields {
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  vatNumber: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string;
  country: string;
}

/** A movement of a connected account's balance: amounts in cents; `fee` is what the provider kept. */
export interface BalanceTransaction {
  id: string;
  created: number;
  type: string;
  reportingCategory: string;
  description: string | null;
  currency: string;
  amount: number;
  fee: number;
  net: number;
}

/** Why a provider call failed: `unavailable` (network, 5xx, 429: retry later), `credentials`, or the `request`. */
export class BillingProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'credentials' | 'request',
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = kind === 'request' ? 'BillingRequestRefused' : 'BillingProviderError';
  }
}
