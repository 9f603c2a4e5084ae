import { queryOptions } from '@tanstack/react-query';
import type { InvoiceStatus } from '@cellar/shared/billing/billing';
import type { ApiClient } from '../api/api-client.ts';
import { queryKeys } from '../api/query-keys.ts';

/**
 * The producer's subscription, read by the account screens and the subscription screen (two features): one key
 * for the account (customer, card, plan), one per invoice page. Saving the customer invalidates `all`.
 */
export const billingKeys = queryKeys('billing');

/** `GET /customer`: the billing customer (null before it is filled in), its card and plan. */
export const billingAccountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: billingKeys.part('account'),
    queryFn: ({ signal }) => api.call('billingCustomer', { signal }),
  });

/** `POST /customer/invoices`: a page of invoices, newest first, after the invoice `startingAfter`. */
export const invoicesQuery = (api: ApiClient, nbItem: number, startingAfter: string | null) =>
  queryOptions({
    queryKey: billingKeys.list({ nbItem, startingAfter }),
    queryFn: ({ signal }) => api.call('billingInvoices', { body: { nbItem, startingAfter }, signal }),
  });

/** Each status's badge colour (spec 1 §4): paid green, waiting orange, the dead ends grey or red. */
export const invoiceStatusColor: Record<InvoiceStatus, string> = {
  DRAFT: 'gray',
  WAITING_PAYMENT: 'orange',
  PAID: 'green',
  UNCOLLECTIBLE: 'red',
  VOID: 'dark',
};

/** An amount in cents of a currency, in the screen's language. */
export function formatCents(cents: number, currency: string, lang: 'fr_FR' | 'en_US'): string {
  return new Intl.NumberFormat(lang === 'fr_FR' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
