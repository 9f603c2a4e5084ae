import {
  billingCustomerIssues,
  type BillingAccount,
  type BillingCustomerInput,
  type BillingCustomerView,
} from '@cellar/shared/billing/billing';
import type { BillingCustomerFields } from '../../adapters/billing/billing-provider.ts';
import { billingProvider } from '../../adapters/billing/billing-providers.ts';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  BillingCustomerExists,
  billingRepository,
  type BillingCustomerRecord,
} from '../../repositories/billing-repository.ts';
import { atProvider } from './billing-errors.ts';

const optional = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

function checked(input: BillingCustomerInput): BillingCustomerFields {
  const issues = Object.entries(billingCustomerIssues(input));
  if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map(([field, key]) => [field, [key]])));
  return {
    companyName: input.companyName!.trim(),
    companyEmail: input.companyEmail!.trim(),
    companyPhone: input.companyPhone!.trim(),
    vatNumber: optional(input.vatNumber),
    line1: input.line1!.trim(),
    line2: optional(input.line2),
    city: input.city!.trim(),
    postalCode: input.postalCode!.trim(),
    country: input.country!.trim(),
  };
}

const view = ({ providerCustomerId: _id, ...customer }: BillingCustomerRecord): BillingCustomerView => customer;

/** The site's billing customer (spec 1 §3, §5 "Customer"): ours in the table, mirrored at the billing provider. */
export const billingCustomerService = {
  async account(site: SiteId): Promise<BillingAccount> {
    const provider = billingProvider();
    const customer = await billingRepository.customer(site);
    if (!customer) return { customer: null, card: null, plan: null, provider: provider.name };
    const state = await atProvider('customer state', () => provider.customerState(customer.providerCustomerId));
    return { customer: view(customer), ...state, provider: provider.name };
  },

  /** The provider's customer first, then ours (a failed save at the provider leaves nothing behind here). */
  async create(site: SiteId, input: BillingCustomerInput): Promise<BillingCustomerView> {
    const fields = checked(input);
    if (await billingRepository.customer(site)) throw new ConflictError('billing.customerExists');
    const providerCustomerId = await atProvider('create customer', () =>
      billingProvider().createCustomer(site, fields),
    );
    const record: BillingCustomerRecord = { ...fields, providerCustomerId, updatedAt: new Date().toISOString() };
    try {
      await billingRepository.putCustomer(site, record, true);
    } catch (error) {
      if (error instanceof BillingCustomerExists) throw new ConflictError('billing.customerExists');
      throw error;
    }
    return view(record);
  },

  async update(site: SiteId, input: BillingCustomerInput): Promise<BillingCustomerView> {
    const fields = checked(input);
    const previous = await billingRepository.customer(site);
    if (!previous) throw new NotFoundError('billing.customerMissing');
    await atProvider('update customer', () =>
      billingProvider().updateCustomer(previous.providerCustomerId, site, fields),
    );
    const record: BillingCustomerRecord = { ...previous, ...fields, updatedAt: new Date().toISOString() };
    await billingRepository.putCustomer(site, record, false);
    return view(record);
  },

  /** The provider's id of the site's customer, or 404 with what to do first. */
  async providerId(site: SiteId): Promise<string> {
    const customer = await billingRepository.customer(site);
    if (!customer) throw new NotFoundError('billing.customerMissing');
    return customer.providerCustomerId;
  },
};
