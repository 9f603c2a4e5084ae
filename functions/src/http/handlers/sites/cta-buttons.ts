import { ctaButtonService } from '../../../services/sites/cta-button-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** The header's call-to-action buttons: public read, ADMIN write (the route's level), the authorised site's. */
export const ctaButtonHandlers = {
  siteCtaButton: async ({ site }) => ({ data: await ctaButtonService.get(site) }),
  siteCtaButtonUpdate: async ({ site, body, principal }) => ({
    message: 'cta.saved',
    data: await ctaButtonService.set(site, body, principal.user.email),
  }),
} satisfies Partial<GroupHandlers<'sites'>>;
