import * as z from 'zod';
import { route } from './define.ts';
import { idParams } from './schemas.ts';
import {
  authUrlSchema,
  facebookPageListSchema,
  facebookPageSchema,
  facebookPagesLoadSchema,
  facebookPageUpdateSchema,
  googleLocationListSchema,
  googleStateSchema,
  linkedinProfileSchema,
  locationAdminInviteSchema,
  locationAdminListSchema,
  locationAdminSchema,
  oauthCodeSchema,
  reviewLocationInputSchema,
  reviewLocationListSchema,
  reviewLocationSchema,
  reviewMailInputSchema,
  reviewMailSchema,
} from '../social/social.ts';

/** Google location and admin names are provider identifiers (digits), not our numbers. */
const providerId = z.string().regex(/^[0-9]{1,30}$/, 'validation.invalidId');
const locationParams = z.strictObject({ locationId: providerId });
const locationAdminParams = z.strictObject({ locationId: providerId, adminId: providerId });

/**
 * Google business (locations, their admins, review locations, sign-in), the professional network
 * (LinkedIn) and Facebook pages (spec 2 §7 "Social"). The spec shows neither payloads nor most
 * paths: every path below except three is chosen in the style of the ones it shows. Two are ours
 * (docs/social.md): the Google code exchange, in the style of LinkedIn's access-token call, and the
 * review mail's delay, which the spec names as a rule without a call.
 */
export const socialRoutes = {
  // Google sign-in
  adminGoogleState: route({
    method: 'GET',
    path: '/admin/social/google/state',
    level: 'admin',
    group: 'social',
    summary: 'Google sign-in state (default NOT_CONNECTED)',
    response: googleStateSchema,
  }),
  adminGoogleAuthUrl: route({
    method: 'GET',
    path: '/admin/socials/google/auth-url',
    level: 'admin',
    group: 'social',
    summary: 'URL to connect a Google account (its state is bound to the site and the admin, 10 minutes, once)',
    inferred: true,
    response: authUrlSchema,
  }),
  adminGoogleAccessToken: route({
    method: 'POST',
    path: '/admin/socials/google/access-token',
    level: 'admin',
    group: 'social',
    summary: 'Connect the Google account with the code and state the consent returned',
    inferred: true,
    body: oauthCodeSchema,
    response: googleStateSchema,
  }),
  adminGoogleRevokeAccessToken: route({
    method: 'POST',
    path: '/admin/socials/google/revoke-access-token',
    level: 'admin',
    group: 'social',
    summary: 'Disconnect the Google account (its token revoked at Google)',
    inferred: true,
    optionalBody: true,
    body: z.strictObject({}),
    response: googleStateSchema,
  }),

  // Google business locations and their admins (role, email)
  adminGoogleLocations: route({
    method: 'GET',
    path: '/admin/socials/google/locations',
    level: 'admin',
    group: 'social',
    summary: 'Google business locations',
    inferred: true,
    response: googleLocationListSchema,
  }),
  adminGoogleLocationAdmins: route({
    method: 'GET',
    path: '/admin/socials/google/locations/{locationId}/admins',
    level: 'admin',
    group: 'social',
    summary: 'Admins of a Google business location',
    inferred: true,
    params: locationParams,
    response: locationAdminListSchema,
  }),
  adminGoogleLocationAdminAdd: route({
    method: 'POST',
    path: '/admin/socials/google/locations/{locationId}/admins',
    level: 'admin',
    group: 'social',
    summary: 'Invite an admin (email, role Manager or Owner) to a location',
    inferred: true,
    params: locationParams,
    body: locationAdminInviteSchema,
    response: locationAdminSchema,
  }),
  adminGoogleLocationAdminRemove: route({
    method: 'DELETE',
    path: '/admin/socials/google/locations/{locationId}/admins/{adminId}',
    level: 'admin',
    group: 'social',
    summary: 'Remove an admin from a location',
    inferred: true,
    params: locationAdminParams,
    response: z.null(),
  }),

  // Review locations (add, delete, list): name, placeId; the review mail's delay
  adminGoogleReviewLocations: route({
    method: 'GET',
    path: '/admin/socials/google/review-locations',
    level: 'admin',
    group: 'social',
    summary: 'Locations whose reviews are asked for, and the review mail delay',
    inferred: true,
    response: reviewLocationListSchema,
  }),
  adminGoogleReviewLocationAdd: route({
    method: 'POST',
    path: '/admin/socials/google/review-locations',
    level: 'admin',
    group: 'social',
    summary: 'Add a review location (name, placeId)',
    inferred: true,
    body: reviewLocationInputSchema,
    response: reviewLocationSchema,
  }),
  adminGoogleReviewLocationDelete: route({
    method: 'DELETE',
    path: '/admin/socials/google/review-locations/{id}',
    level: 'admin',
    group: 'social',
    summary: 'Delete a review location',
    inferred: true,
    params: idParams,
    response: z.null(),
  }),
  adminGoogleReviewMail: route({
    method: 'PUT',
    path: '/admin/socials/google/review-mail',
    level: 'admin',
    group: 'social',
    summary: 'Days after delivery before the review mail (more than 0; null: none)',
    inferred: true,
    body: reviewMailInputSchema,
    response: reviewMailSchema,
  }),

  // Professional network (LinkedIn): profile, generate-state, access-token POST and DELETE
  adminLinkedinProfile: route({
    method: 'GET',
    path: '/admin/socials/linkedin/profile',
    level: 'admin',
    group: 'social',
    summary: 'Linked professional-network profile (no token)',
    inferred: true,
    response: linkedinProfileSchema,
  }),
  adminLinkedinGenerateState: route({
    method: 'GET',
    path: '/admin/socials/linkedin/generate-state',
    level: 'admin',
    group: 'social',
    summary: 'OAuth state and consent URL to start linking the professional network',
    inferred: true,
    response: authUrlSchema,
  }),
  adminLinkedinAccessToken: route({
    method: 'POST',
    path: '/admin/socials/linkedin/access-token',
    level: 'admin',
    group: 'social',
    summary: 'Link the professional network with an OAuth code (state checked)',
    inferred: true,
    body: oauthCodeSchema,
    response: linkedinProfileSchema,
  }),
  adminLinkedinAccessTokenDelete: route({
    method: 'DELETE',
    path: '/admin/socials/linkedin/access-token',
    level: 'admin',
    group: 'social',
    summary: 'Unlink the professional network',
    inferred: true,
    response: linkedinProfileSchema,
  }),

  // Facebook pages
  adminFacebookPagesLoad: route({
    method: 'POST',
    path: '/admin/socials/load-facebook-pages',
    level: 'admin',
    group: 'social',
    summary: 'Load the Facebook pages a user access token manages (their tokens kept server-side)',
    body: facebookPagesLoadSchema,
    response: facebookPageListSchema,
  }),
  adminFacebookPages: route({
    method: 'GET',
    path: '/admin/socials/facebook-pages',
    level: 'admin',
    group: 'social',
    summary: 'Facebook pages of the site',
    response: facebookPageListSchema,
  }),
  adminFacebookPageUpdate: route({
    method: 'PUT',
    path: '/admin/socials/facebook-pages/{id}',
    level: 'admin',
    group: 'social',
    summary: 'Change a Facebook page (whether the site publishes on it)',
    inferred: true,
    params: idParams,
    body: facebookPageUpdateSchema,
    response: facebookPageSchema,
  }),
  adminFacebookPageDelete: route({
    method: 'DELETE',
    path: '/admin/socials/facebook-pages/{id}',
    level: 'admin',
    group: 'social',
    summary: 'Remove a Facebook page (its token forgotten)',
    inferred: true,
    params: idParams,
    response: z.null(),
  }),
} as const;
