import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { emailPattern } from '../validation/contact.ts';
import { fail, isBlank } from '../validation/issues.ts';

/**
 * Social networks (spec 1 §3 "Social", spec 2 §7 "Social"; docs/social.md): the Google business account with its
 * locations, their admins and the review locations; the professional network (LinkedIn); Facebook pages. The
 * rules and their messages live here once, for the server and the admin forms. No token ever appears in a view.
 */

/** Which adapter answered: `local` simulates the networks (no network, demo data), the others are the real ones. */
export const socialAdapterSchema = z.enum(['local', 'http']);
export type SocialAdapterName = z.infer<typeof socialAdapterSchema>;

/** A connection's state (spec 1 §3: the Google sign-in state defaults to NOT_CONNECTED). */
export const connectionStates = ['NOT_CONNECTED', 'CONNECTED', 'EXPIRED'] as const;
export const connectionStateSchema = z.enum(connectionStates);
export type ConnectionState = z.infer<typeof connectionStateSchema>;

// ---- OAuth

/** Where the admin's browser goes to give its consent; it comes back to the screen with `code` and `state`. */
export const authUrlSchema = z.object({ url: z.string(), state: z.string() });
export type AuthUrl = z.infer<typeof authUrlSchema>;

/** What the screen posts back after the consent: the provider's one-time code and the state it was given. */
export const oauthCodeSchema = z.strictObject({
  code: z.string({ error: 'social.codeRequired' }).trim().min(1, 'social.codeRequired').max(2000, 'validation.tooLong'),
  state: z
    .string({ error: 'social.invalidState' })
    .trim()
    .min(1, 'social.invalidState')
    .max(200, 'social.invalidState'),
});
export type OauthCode = z.infer<typeof oauthCodeSchema>;

// ---- Google business

export const googleStateSchema = z.object({
  state: connectionStateSchema,
  /** The Google account's e-mail, once connected. */
  email: z.string().nullable(),
  connectedAt: z.string().nullable(),
  adapter: socialAdapterSchema,
});
export type GoogleState = z.infer<typeof googleStateSchema>;

export const googleLocationSchema = z.object({
  /** Google's location number (`locations/<id>`): the path parameter of its admins. */
  id: z.string(),
  name: z.string(),
  address: z.string(),
  placeId: z.string().nullable(),
});
export type GoogleLocation = z.infer<typeof googleLocationSchema>;
export const googleLocationListSchema = z.object({ locations: z.array(googleLocationSchema) });

/** The roles an admin may be invited with (spec 1 §6); Google answers PRIMARY_OWNER for the account's owner. */
export const locationAdminRoles = ['MANAGER', 'OWNER'] as const;
export type LocationAdminRole = (typeof locationAdminRoles)[number];
export const locationAdminRoleSchema = z.enum([...locationAdminRoles, 'PRIMARY_OWNER']);

export const locationAdminSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: locationAdminRoleSchema,
  /** Invited, not accepted yet. */
  pending: z.boolean(),
});
export type LocationAdmin = z.infer<typeof locationAdminSchema>;
export const locationAdminListSchema = z.object({ admins: z.array(locationAdminSchema) });

export interface LocationAdminDraft {
  email?: string | null;
  role?: string | null;
}
export type LocationAdminField = 'email' | 'role';

/** An invitation needs an e-mail address and the role Manager or Owner. */
export function locationAdminIssues(draft: LocationAdminDraft): Partial<Record<LocationAdminField, MessageKey>> {
  const issues: Partial<Record<LocationAdminField, MessageKey>> = {};
  if (isBlank(draft.email) || !emailPattern.test(draft.email!.trim())) issues.email = 'social.adminEmailInvalid';
  if (!locationAdminRoles.includes(draft.role as LocationAdminRole)) issues.role = 'social.adminRoleInvalid';
  return issues;
}

const loose = z.string().max(320, 'validation.tooLong').nullish();

export const locationAdminInviteSchema = z
  .strictObject({ email: loose, role: loose })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(locationAdminIssues(raw))) fail(ctx, field, key);
  })
  .transform((raw) => ({ email: raw.email!.trim().toLowerCase(), role: raw.role as LocationAdminRole }));
export type LocationAdminInvite = z.output<typeof locationAdminInviteSchema>;

// ---- Review locations and the review mail

export interface ReviewLocationDraft {
  name?: string | null;
  placeId?: string | null;
}
export type ReviewLocationField = 'name' | 'placeId';

/** Google place ids are letters, digits, `_` and `-`. */
const placeIdPattern = /^[A-Za-z0-9_-]{10,300}$/;

/** A review location is a name and the Google place whose reviews are asked for. */
export function reviewLocationIssues(draft: ReviewLocationDraft): Partial<Record<ReviewLocationField, MessageKey>> {
  const issues: Partial<Record<ReviewLocationField, MessageKey>> = {};
  if (isBlank(draft.name)) issues.name = 'social.reviewLocationNameRequired';
  if (isBlank(draft.placeId)) issues.placeId = 'social.placeIdRequired';
  else if (!placeIdPattern.test(draft.placeId!.trim())) issues.placeId = 'social.placeIdInvalid';
  return issues;
}

export const reviewLocationInputSchema = z
  .strictObject({
    name: z.string().max(200, 'validation.tooLong').nullish(),
    placeId: z.string().max(300, 'social.placeIdInvalid').nullish(),
  })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(reviewLocationIssues(raw))) fail(ctx, field, key);
  })
  .transform((raw) => ({ name: raw.name!.trim(), placeId: raw.placeId!.trim() }));
export type ReviewLocationInput = z.output<typeof reviewLocationInputSchema>;

export const reviewLocationSchema = z.object({
  id: z.number(),
  name: z.string(),
  placeId: z.string(),
  /** Where a customer writes a review of the place (Google's review link). */
  reviewUrl: z.string(),
  createdAt: z.string(),
});
export type ReviewLocation = z.infer<typeof reviewLocationSchema>;

/** The review locations and the review mail's delay (null: no review mail is sent). */
export const reviewLocationListSchema = z.object({
  list: z.array(reviewLocationSchema),
  reviewMailDays: z.number().nullable(),
});
export type ReviewLocationList = z.infer<typeof reviewLocationListSchema>;

/** A review mail goes out this many days after an order is delivered: more than 0 (spec 1 §5). */
export function reviewMailIssues(days: number | string | null | undefined): MessageKey | null {
  const value = typeof days === 'string' && days.trim() !== '' ? Number(days) : days;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) return 'social.reviewMailDays';
  return null;
}

export const reviewMailInputSchema = z
  .strictObject({
    /** Null turns the review mail off. */
    days: z.union([z.number(), z.string().max(10, 'social.reviewMailDays')]).nullable(),
  })
  .superRefine((raw, ctx) => {
    if (raw.days === null) return;
    const issue = reviewMailIssues(raw.days);
    if (issue) fail(ctx, 'days', issue);
    else if (Number(raw.days) > 365) fail(ctx, 'days', 'social.reviewMailDaysTooMany');
  })
  .transform((raw) => ({ days: raw.days === null ? null : Number(raw.days) }));
export type ReviewMailInput = z.output<typeof reviewMailInputSchema>;
export const reviewMailSchema = z.object({ reviewMailDays: z.number().nullable() });

// ---- Professional network (LinkedIn)

export const linkedinProfileSchema = z.object({
  /** EXPIRED: the token ran out, the admin must link again ("You need to reconnect your Linkedin Account…"). */
  state: connectionStateSchema,
  profile: z.object({ name: z.string(), email: z.string().nullable(), pictureUrl: z.string().nullable() }).nullable(),
  linkedAt: z.string().nullable(),
  adapter: socialAdapterSchema,
});
export type LinkedinProfile = z.infer<typeof linkedinProfileSchema>;

// ---- Facebook pages

/** The user access token the admin obtained from Facebook's login: the server reads the pages it manages. */
export const facebookPagesLoadSchema = z.strictObject({
  accessToken: z
    .string({ error: 'social.facebookTokenRequired' })
    .trim()
    .min(1, 'social.facebookTokenRequired')
    .max(1000, 'validation.tooLong'),
});

export const facebookPageSchema = z.object({
  id: z.number(),
  /** Facebook's page id. */
  pageId: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  /** The site publishes on this page (element sharing). */
  active: z.boolean(),
  updatedAt: z.string(),
});
export type FacebookPage = z.infer<typeof facebookPageSchema>;
export const facebookPageListSchema = z.object({ adapter: socialAdapterSchema, pages: z.array(facebookPageSchema) });
export type FacebookPageList = z.infer<typeof facebookPageListSchema>;

export const facebookPageUpdateSchema = z.strictObject({
  active: z.boolean({ error: 'validation.required' }),
});

/** Google's link where a customer writes a review of a place. */
export const reviewUrlOf = (placeId: string): string =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
