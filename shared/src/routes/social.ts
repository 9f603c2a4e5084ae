import { draftBody, pathParams, route } from './define.ts';
import { idParams } from './schemas.ts';

/** Google location and admin names are provider identifiers, not numbers. */
const locationParams = pathParams('locationId');
const locationAdminParams = pathParams('locationId', 'adminId');

/**
 * Google business (locations, their admins, review locations, sign-in), the professional network
 * (LinkedIn) and Facebook pages (spec 2 §7 "Social"). The spec shows neither payloads nor most
 * paths: every path below except three is chosen in the style of the ones it shows.
 */
export const socialRoutes = {
  // Google sign-in
  adminGoogleState: route({
    method: 'GET',
    path: '/admin/social/google/state',
    level: 'admin',
    group: 'social',
    summary: 'Google sign-in state (default NOT_CONNECTED)',
  }),
  adminGoogleAuthUrl: route({
    method: 'GET',
    path: '/admin/socials/google/auth-url',
    level: 'admin',
    group: 'social',
    summary: 'URL to connect a Google account',
    inferred: true,
  }),
  adminGoogleRevokeAccessToken: route({
    method: 'POST',
    path: '/admin/socials/google/revoke-access-token',
    level: 'admin',
    group: 'social',
    summary: 'Disconnect the Google account',
    inferred: true,
    draft: true,
    body: draftBody,
  }),

  // Google business locations and their admins (role, email)
  adminGoogleLocations: route({
    method: 'GET',
    path: '/admin/socials/google/locations',
    level: 'admin',
    group: 'social',
    summary: 'Google business locations',
    inferred: true,
  }),
  adminGoogleLocationAdmins: route({
    method: 'GET',
    path: '/admin/socials/google/locations/{locationId}/admins',
    level: 'admin',
    group: 'social',
    summary: 'Admins of a Google business location',
    inferred: true,
    params: locationParams,
  }),
  adminGoogleLocationAdminAdd: route({
    method: 'POST',
    path: '/admin/socials/google/locations/{locationId}/admins',
    level: 'admin',
    group: 'social',
    summary: 'Invite an admin (email, role) to a location',
    inferred: true,
    params: locationParams,
    draft: true,
    body: draftBody,
  }),
  adminGoogleLocationAdminRemove: route({
    method: 'DELETE',
    path: '/admin/socials/google/locations/{locationId}/admins/{adminId}',
    level: 'admin',
    group: 'social',
    summary: 'Remove an admin from a location',
    inferred: true,
    params: locationAdminParams,
  }),

  // Review locations (add, delete, list): name, placeId
  adminGoogleReviewLocations: route({
    method: 'GET',
    path: '/admin/socials/google/review-locations',
    level: 'admin',
    group: 'social',
    summary: 'Locations whose reviews are asked for',
    inferred: true,
  }),
  adminGoogleReviewLocationAdd: route({
    method: 'POST',
    path: '/admin/socials/google/review-locations',
    level: 'admin',
    group: 'social',
    summary: 'Add a review location (name, placeId)',
    inferred: true,
    draft: true,
    body: draftBody,
  }),
  adminGoogleReviewLocationDelete: route({
    method: 'DELETE',
    path: '/admin/socials/google/review-locations/{id}',
    level: 'admin',
    group: 'social',
    summary: 'Delete a review location',
    inferred: true,
    params: idParams,
  }),

  // Professional network (LinkedIn): profile, generate-state, access-token POST and DELETE
  adminLinkedinProfile: route({
    method: 'GET',
    path: '/admin/socials/linkedin/profile',
    level: 'admin',
    group: 'social',
    summary: 'Linked professional-network profile',
    inferred: true,
  }),
  adminLinkedinGenerateState: route({
    method: 'GET',
    path: '/admin/socials/linkedin/generate-state',
    level: 'admin',
    group: 'social',
    summary: 'OAuth state to start linking the professional network',
    inferred: true,
  }),
  adminLinkedinAccessToken: route({
    method: 'POST',
    path: '/admin/socials/linkedin/access-token',
    level: 'admin',
    group: 'social',
    summary: 'Link the professional network with an OAuth code',
    inferred: true,
    draft: true,
    body: draftBody,
  }),
  adminLinkedinAccessTokenDelete: route({
    method: 'DELETE',
    path: '/admin/socials/linkedin/access-token',
    level: 'admin',
    group: 'social',
    summary: 'Unlink the professional network',
    inferred: true,
  }),

  // Facebook pages
  adminFacebookPagesLoad: route({
    method: 'POST',
    path: '/admin/socials/load-facebook-pages',
    level: 'admin',
    group: 'social',
    summary: 'Load the Facebook pages of the connected account',
    draft: true,
    body: draftBody,
  }),
  adminFacebookPages: route({
    method: 'GET',
    path: '/admin/socials/facebook-pages',
    level: 'admin',
    group: 'social',
    summary: 'Facebook pages of the site',
  }),
  adminFacebookPageUpdate: route({
    method: 'PUT',
    path: '/admin/socials/facebook-pages/{id}',
    level: 'admin',
    group: 'social',
    summary: 'Change a Facebook page (enable sharing…)',
    inferred: true,
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  adminFacebookPageDelete: route({
    method: 'DELETE',
    path: '/admin/socials/facebook-pages/{id}',
    level: 'admin',
    group: 'social',
    summary: 'Remove a Facebook page',
    inferred: true,
    params: idParams,
  }),
} as const;
