import { paymentSettingsService } from '../../../services/sites/payment-settings-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** `POST /admin/auth/stripe`: the consent page's code → the site's connected account (docs/payment-settings.md). */
export const stripeConnectHandlers = {
  adminStripeAuth: async ({ site, body }) => ({
    message: 'payment.stripeConnected',
    data: await paymentSettingsService.connect(site, body.code),
  }),
} satisfies Partial<GroupHandlers<'billing'>>;
