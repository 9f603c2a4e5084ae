import { facebookService } from '../../services/social/facebook-service.ts';
import { googleService } from '../../services/social/google-service.ts';
import { linkedinService } from '../../services/social/linkedin-service.ts';
import { reviewService } from '../../services/social/review-service.ts';
import type { GroupHandlers } from '../types.ts';

/**
 * Social networks (spec 2 §7 "Social"; issue 20; docs/social.md): Google business, LinkedIn, Facebook pages. Every
 * call works on the authorised site; an OAuth state is bound to it and to the admin who asked for it.
 */
export const socialHandlers: GroupHandlers<'social'> = {
  adminGoogleState: async ({ site }) => ({ data: await googleService.state(site) }),
  adminGoogleAuthUrl: async ({ site, principal, lang }) => ({
    data: await googleService.authUrl(site, principal.user.sub, lang),
  }),
  adminGoogleAccessToken: async ({ site, principal, body }) => ({
    message: 'social.googleConnected',
    data: await googleService.connect(site, principal.user.sub, body),
  }),
  adminGoogleRevokeAccessToken: async ({ site }) => ({
    message: 'social.googleDisconnected',
    data: await googleService.disconnect(site),
  }),
  adminGoogleLocations: async ({ site }) => ({ data: await googleService.locations(site) }),
  adminGoogleLocationAdmins: async ({ site, params }) => ({
    data: await googleService.admins(site, params.locationId),
  }),
  adminGoogleLocationAdminAdd: async ({ site, params, body }) => ({
    message: 'social.adminInvited',
    data: await googleService.invite(site, params.locationId, body),
  }),
  adminGoogleLocationAdminRemove: async ({ site, params }) => {
    await googleService.remove(site, params.locationId, params.adminId);
    return { message: 'social.adminRemoved', data: null };
  },
  adminGoogleReviewLocations: async ({ site }) => ({ data: await reviewService.list(site) }),
  adminGoogleReviewLocationAdd: async ({ site, body }) => ({
    message: 'social.reviewLocationAdded',
    data: await reviewService.add(site, body),
  }),
  adminGoogleReviewLocationDelete: async ({ site, params }) => {
    await reviewService.remove(site, params.id);
    return { message: 'social.reviewLocationDeleted', data: null };
  },
  adminGoogleReviewMail: async ({ site, body }) => ({
    message: 'social.reviewMailSaved',
    data: await reviewService.setReviewMail(site, body.days),
  }),
  adminLinkedinProfile: async ({ site }) => ({ data: await linkedinService.profile(site) }),
  adminLinkedinGenerateState: async ({ site, principal, lang }) => ({
    data: await linkedinService.generateState(site, principal.user.sub, lang),
  }),
  adminLinkedinAccessToken: async ({ site, principal, body }) => ({
    message: 'social.linkedinLinked',
    data: await linkedinService.link(site, principal.user.sub, body),
  }),
  adminLinkedinAccessTokenDelete: async ({ site }) => ({
    message: 'social.linkedinUnlinked',
    data: await linkedinService.unlink(site),
  }),
  adminFacebookPagesLoad: async ({ site, body }) => ({
    message: 'social.facebookPagesLoaded',
    data: await facebookService.load(site, body.accessToken),
  }),
  adminFacebookPages: async ({ site }) => ({ data: await facebookService.list(site) }),
  adminFacebookPageUpdate: async ({ site, params, body }) => ({
    message: 'social.facebookPageUpdated',
    data: await facebookService.update(site, params.id, body.active),
  }),
  adminFacebookPageDelete: async ({ site, params }) => {
    await facebookService.remove(site, params.id);
    return { message: 'social.facebookPageDeleted', data: null };
  },
};
