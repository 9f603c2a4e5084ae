import { notImplemented, type GroupHandlers } from '../types.ts';

/** Not built yet: each route answers 501 "Not implemented" until its issue builds it. */
export const socialHandlers: GroupHandlers<'social'> = {
  adminGoogleState: notImplemented,
  adminGoogleAuthUrl: notImplemented,
  adminGoogleRevokeAccessToken: notImplemented,
  adminGoogleLocations: notImplemented,
  adminGoogleLocationAdmins: notImplemented,
  adminGoogleLocationAdminAdd: notImplemented,
  adminGoogleLocationAdminRemove: notImplemented,
  adminGoogleReviewLocations: notImplemented,
  adminGoogleReviewLocationAdd: notImplemented,
  adminGoogleReviewLocationDelete: notImplemented,
  adminLinkedinProfile: notImplemented,
  adminLinkedinGenerateState: notImplemented,
  adminLinkedinAccessToken: notImplemented,
  adminLinkedinAccessTokenDelete: notImplemented,
  adminFacebookPagesLoad: notImplemented,
  adminFacebookPages: notImplemented,
  adminFacebookPageUpdate: notImplemented,
  adminFacebookPageDelete: notImplemented,
};
