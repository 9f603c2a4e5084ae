import { siteInformationService } from '../../../services/sites/site-information-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** The site's public information (issue 17 item 6): read by the storefront's footer, written by the site's admin. */
export const informationHandlers = {
  siteInformation: async ({ site, contentLang }) => ({
    data: await siteInformationService.published(site, contentLang),
  }),
  adminSiteInformationUpdate: async ({ site, body }) => ({
    message: 'information.saved',
    data: await siteInformationService.update(site, body),
  }),
} satisfies Pick<GroupHandlers<'sites'>, 'siteInformation' | 'adminSiteInformationUpdate'>;
