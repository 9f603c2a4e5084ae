import * as z from 'zod';
import { ageOn, isoDay, isRealDay, parseDay } from './dates.ts';
import { emailPattern } from './contact.ts';
import { fail, isBlank } from './issues.ts';

/** Minimum password length 6, minimum age 18 (spec 1 §9). */
export const minPasswordLength = 6;
export const minimumAge = 18;

export const staffRoles = ['ADMIN', 'SUPER_ADMIN'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** 5 groups of 2 digits separated by a dot, a space or nothing (shop customers too). */
export const phonePattern = /^\d{2}(?:[. ]?\d{2}){4}$/;
export { emailPattern };

const text = z.string().max(200, 'validation.tooLong').nullish();
const birthPart = z.union([z.number(), z.string().regex(/^\d*$/, 'user.invalidDate')]).nullish();

/**
 * Permissive shape, so that one pass of the rules below reports every field at once
 * (a stricter shape would stop at the first type error).
 */
const userShape = {
  firstname: text,
  lastname: text,
  email: text,
  phone: text,
  dayBirth: birthPart,
  monthBirth: birthPart,
  yearBirth: birthPart,
  birthdate: text,
  role: z.string().nullish(),
  valid: z.boolean().optional(),
  password: z.string().max(256, 'validation.tooLong').nullish(),
  confirmPassword: z.string().max(256, 'validation.tooLong').nullish(),
};

type RawUser = z.infer<z.ZodObject<typeof userShape>>;

export interface UserInput {
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  /** ISO yyyy-mm-dd, or null when none was given. */
  birthdate: string | null;
  role: StaffRole;
  valid: boolean | undefined;
  password: string | undefined;
}

/** The birth date given as `birthdate` or as day, month and year parts (shop customers too). */
export function birthOf(raw: Pick<RawUser, 'dayBirth' | 'monthBirth' | 'yearBirth' | 'birthdate'>): {
  given: boolean;
  day: { year: number; month: number; day: number } | null;
} {
  const parts = [raw.dayBirth, raw.monthBirth, raw.yearBirth].filter((p) => p !== undefined && p !== null && p !== '');
  if (parts.length > 0) {
    const [d, m, y] = [Number(raw.dayBirth), Number(raw.monthBirth), Number(raw.yearBirth)];
    return { given: true, day: isRealDay(y, m, d) ? { year: y, month: m, day: d } : null };
  }
  if (!isBlank(raw.birthdate)) return { given: true, day: parseDay(raw.birthdate!) };
  return { given: false, day: null };
}

function checkUser(raw: RawUser, ctx: z.RefinementCtx, mode: 'add' | 'update'): void {
  if (isBlank(raw.firstname)) fail(ctx, 'firstname', 'user.firstnameRequired');
  if (isBlank(raw.lastname)) fail(ctx, 'lastname', 'user.lastnameRequired');
  if (!isBlank(raw.phone) && !phonePattern.test(raw.phone!.trim())) fail(ctx, 'phone', 'user.invalidPhone');
  if (isBlank(raw.email)) fail(ctx, 'email', 'user.emailRequired');
  else if (!emailPattern.test(raw.email!.trim())) fail(ctx, 'email', 'user.invalidEmail');
  if (isBlank(raw.role)) fail(ctx, 'role', 'user.roleRequired');
  else if (!(staffRoles as readonly string[]).includes(raw.role!)) fail(ctx, 'role', 'validation.invalidValue');

  const passwordGiven = !isBlank(raw.password);
  if (mode === 'add' || passwordGiven) {
    if (!passwordGiven) fail(ctx, 'password', 'user.passwordRequired');
    else if (raw.password!.length < minPasswordLength) fail(ctx, 'password', 'user.passwordTooShort');
    // The confirmation is compared only with a password to compare it to.
    if (passwordGiven && (isBlank(raw.confirmPassword) || raw.confirmPassword !== raw.password))
      fail(ctx, 'confirmPassword', 'user.passwordDiffers');
  }

  const birth = birthOf(raw);
  if (birth.given && !birth.day) fail(ctx, 'birthdate', 'user.invalidDate');
  else if (birth.day && ageOn(birth.day, new Date()) < minimumAge) fail(ctx, 'birthdate', 'user.tooYoung');
}

function toInput(raw: RawUser): UserInput {
  const birth = birthOf(raw).day;
  return {
    firstname: raw.firstname!.trim(),
    lastname: raw.lastname!.trim(),
    email: raw.email!.trim().toLowerCase(),
    phone: isBlank(raw.phone) ? null : raw.phone!.trim(),
    birthdate: birth ? isoDay(birth) : null,
    role: raw.role as StaffRole,
    valid: raw.valid,
    password: isBlank(raw.password) ? undefined : raw.password!,
  };
}

/** Body of `POST /admin/user`: every User rule, password required. */
export const userAddSchema = z
  .strictObject(userShape)
  .superRefine((raw, ctx) => checkUser(raw, ctx, 'add'))
  .transform(toInput);

/** Body of `PUT /admin/user/{id}`: the same rules; a password is checked only when one is given. */
export const userUpdateSchema = z
  .strictObject(userShape)
  .superRefine((raw, ctx) => checkUser(raw, ctx, 'update'))
  .transform(toInput);

/** What the API answers for a staff user (never the password). */
export const userViewSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  role: z.enum(staffRoles),
  valid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;
