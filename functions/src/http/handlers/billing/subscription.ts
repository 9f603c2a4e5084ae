import { billingCustomerService } from '../../../services/billing/billing-customer-service.ts';
import { billingInvoiceService } from '../../../services/billing/billing-invoice-service.ts';
import { feeReportService } from '../../../services/billing/fee-report-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** The producer's subscription (issue 20, docs/billing.md): every call on the authorised site, never a body's. */
export const subscriptionHandlers = {
  billingCustomer: async ({ site }) => ({ data: await billingCustomerService.account(site) }),
  billingCustomerCreate: async ({ site, body }) => ({
    message: 'billing.customerCreated',
    data: await billingCustomerService.create(site, body),
  }),
  billingCustomerUpdate: async ({ site, body }) => ({
    message: 'billing.customerUpdated',
    data: await billingCustomerService.update(site, body),
  }),
  billingInvoices: async ({ site, body }) => ({ data: await billingInvoiceService.invoices(site, body) }),
  cardCheckout: async ({ site, body }) => ({ data: await billingInvoiceService.cardCheckout(site, body) }),
  stripeFeeReports: async ({ site }) => ({ data: await feeReportService.list(site) }),
  stripeFeeReportCreate: async ({ site, body, principal }) => ({
    message: 'billing.reportRequested',
    data: await feeReportService.create(site, body, principal.user.email),
  }),
  stripeFeeReport: async ({ site, params }) => ({ data: await feeReportService.get(site, params.id) }),
} satisfies Partial<GroupHandlers<'billing'>>;
