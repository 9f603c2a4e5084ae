import * as z from 'zod';
import { ageOn, isoDay } from './dates.ts';
import { fail, isBlank } from './issues.ts';
import { birthOf, emailPattern, minimumAge, minPasswordLength, phonePattern } from './user.ts';

/**
 * Shop customers (spec 1 §5 "User", spec 2 §3 User and §7 customer calls; docs/checkout.md
 * "Customers"). The User rules (spec 1 §5) with their exact wording, shared with staff users
 * (`user.*` keys); what the spec leaves unworded (birth date missing, sales conditions unchecked,
 * current password) has `customer.*` keys. The same rules run in the storefront forms and on the
 * server.
 */

/**
 * A customer's e-mail is at most 100 characters: the customer pool's username is
 * `<idSite>#<email>` (decisions, issue 2) and Cognito usernames stop at 128.
 */
export const customerEmailMaxLength = 100;

const text = z.string().max(200, 'validation.tooLong').nullish();
const birthPart = z.union([z.number(), z.string().regex(/^\d*$/, 'user.invalidDate')]).nullish();
const secret = z.string().max(256, 'validation.tooLong').nullish();
/** Checkboxes are read as they come (a string "true" is not ticked), so one pass reports every field. */
const checkbox = z.unknown().optional();

const profileShape = {
  firstname: text,
  lastname: text,
  email: text,
  phone: text,
  dayBirth: birthPart,
  monthBirth: birthPart,
  yearBirth: birthPart,
  birthdate: text,
  newsletter: checkbox,
};

const registerShape = {
  ...profileShape,
  password: secret,
  confirmPassword: secret,
  salesConditions: checkbox,
};

type RawProfile = z.infer<z.ZodObject<typeof profileShape>>;
type RawRegister = z.infer<z.ZodObject<typeof registerShape>>;

/** A profile as the server keeps it: e-mail trimmed and lower-cased, birth date ISO yyyy-mm-dd. */
export interface CustomerProfileInput {
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  birthdate: string;
  /** Absent: unchanged on a profile change, false on registration. */
  newsletter: boolean | undefined;
}

export interface CustomerRegisterInput extends CustomerProfileInput {
  password: string;
}

function checkProfile(raw: RawProfile, ctx: z.RefinementCtx): void {
  if (isBlank(raw.firstname)) fail(ctx, 'firstname', 'user.firstnameRequired');
  if (isBlank(raw.lastname)) fail(ctx, 'lastname', 'user.lastnameRequired');
  if (!isBlank(raw.phone) && !phonePattern.test(raw.phone!.trim())) fail(ctx, 'phone', 'user.invalidPhone');
  if (isBlank(raw.email)) fail(ctx, 'email', 'user.emailRequired');
  else if (!emailPattern.test(raw.email!.trim())) fail(ctx, 'email', 'user.invalidEmail');
  else if (raw.email!.trim().length > customerEmailMaxLength) fail(ctx, 'email', 'validation.tooLong');
  // Minors may be blocked at registration (spec 1 §5): the birth date is required for a customer.
  const birth = birthOf(raw);
  if (!birth.given) fail(ctx, 'birthdate', 'customer.birthdateRequired');
  else if (!birth.day) fail(ctx, 'birthdate', 'user.invalidDate');
  else if (ageOn(birth.day, new Date()) < minimumAge) fail(ctx, 'birthdate', 'user.tooYoung');
  if (raw.newsletter !== undefined && raw.newsletter !== null && typeof raw.newsletter !== 'boolean')
    fail(ctx, 'newsletter', 'validation.invalidValue');
}

/** Password and its confirmation, as for a staff user added (spec 1 §5 "User"). */
function checkNewPassword(
  raw: { password?: string | null; confirmPassword?: string | null },
  ctx: z.RefinementCtx,
): void {
  const given = !isBlank(raw.password);
  if (!given) fail(ctx, 'password', 'user.passwordRequired');
  else if (raw.password!.length < minPasswordLength) fail(ctx, 'password', 'user.passwordTooShort');
  if (given && (isBlank(raw.confirmPassword) || raw.confirmPassword !== raw.password))
    fail(ctx, 'confirmPassword', 'user.passwordDiffers');
}

function toProfile(raw: RawProfile): CustomerProfileInput {
  return {
    firstname: raw.firstname!.trim(),
    lastname: raw.lastname!.trim(),
    email: raw.email!.trim().toLowerCase(),
    phone: isBlank(raw.phone) ? null : raw.phone!.trim(),
    birthdate: isoDay(birthOf(raw).day!),
    newsletter: typeof raw.newsletter === 'boolean' ? raw.newsletter : undefined,
  };
}

/** Body of `POST /register`: the profile, the password twice and the sales conditions accepted. */
export const customerRegisterSchema = z
  .strictObject(registerShape)
  .superRefine((raw: RawRegister, ctx) => {
    checkProfile(raw, ctx);
    checkNewPassword(raw, ctx);
    if (raw.salesConditions !== true) fail(ctx, 'salesConditions', 'customer.salesConditionsRequired');
  })
  .transform((raw): CustomerRegisterInput => ({ ...toProfile(raw), password: raw.password! }));

/** Body of `PUT /user` (a customer): the profile; `newsletter` left out keeps its value. */
export const customerProfileSchema = z.strictObject(profileShape).superRefine(checkProfile).transform(toProfile);

/** Body of `PUT /user/password`: the current password, the new one twice. */
export const customerPasswordSchema = z
  .strictObject({ currentPassword: secret, password: secret, confirmPassword: secret })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.currentPassword)) fail(ctx, 'currentPassword', 'customer.currentPasswordRequired');
    checkNewPassword(raw, ctx);
  })
  .transform((raw) => ({ currentPassword: raw.currentPassword!, password: raw.password! }));

/** What the API answers for a customer (spec 2 §3 User); `role` tells it from a staff member on `GET /user`. */
export const customerViewSchema = z.object({
  id: z.number(),
  role: z.literal('CUSTOMER'),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  /** yyyy-mm-dd. */
  birthdate: z.string(),
  newsletter: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerView = z.infer<typeof customerViewSchema>;

/** `POST /register` and `POST /login` answer the same: the token, its site, the customer. */
export const customerLoginAnswerSchema = z.object({ token: z.string(), idSite: z.number(), user: customerViewSchema });
