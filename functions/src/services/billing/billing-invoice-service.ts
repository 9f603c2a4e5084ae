import {
  invoicePageSize,
  type CardCheckout,
  type InvoiceList,
  type InvoiceListBody,
} from '@cellar/shared/billing/billing';
import { billingProvider } from '../../adapters/billing/billing-providers.ts';
import type { SiteId } from '../../data/site-id.ts';
import { env } from '../../lib/env.ts';
import { ValidationError } from '../../lib/errors.ts';
import { atProvider } from './billing-errors.ts';
import { billingCustomerService } from './billing-customer-service.ts';

/**
 * A return address the admin gave, made absolute: a path of the admin, or an address of the admin's own origin
 * (locally, any loopback origin: the admin runs on a port of its own). Anything else is refused: no open redirect.
 */
export function adminReturnUrl(value: string, field: 'successUrl' | 'cancelUrl'): string {
  const admin = new URL(env().ADMIN_WEB_URL);
  const url = new URL(value.trim(), admin);
  const loopback = env().STAGE === 'local' && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (url.origin !== admin.origin && !loopback) throw new ValidationError({ [field]: ['billing.returnUrlInvalid'] });
  return url.toString();
}

/** The subscription's invoices and the card checkout, through the billing provider. */
export const billingInvoiceService = {
  async invoices(site: SiteId, body: InvoiceListBody): Promise<InvoiceList> {
    const id = await billingCustomerService.providerId(site);
    return atProvider('invoices', () =>
      billingProvider().invoices(id, {
        limit: body.nbItem ?? invoicePageSize,
        startingAfter: body.startingAfter ?? null,
      }),
    );
  },

  /** A Checkout session in `setup` mode: the producer saves a card that the subscription's invoices then use. */
  async cardCheckout(site: SiteId, body: { successUrl: string; cancelUrl: string }): Promise<CardCheckout> {
    const successUrl = adminReturnUrl(body.successUrl, 'successUrl');
    const cancelUrl = adminReturnUrl(body.cancelUrl, 'cancelUrl');
    const customerId = await billingCustomerService.providerId(site);
    const provider = billingProvider();
    const url = await atProvider('card checkout', () =>
      provider.cardCheckout({ customerId, site, successUrl, cancelUrl }),
    );
    return { url, provider: provider.name };
  },
};
