import * as z from 'zod';
import { route } from './define.ts';
import { customerLoginAnswerSchema, customerRegisterSchema } from '../validation/customer.ts';
import { minPasswordLength } from '../validation/user.ts';

const email = z
  .string({ error: 'user.emailRequired' })
  .trim()
  .min(1, 'user.emailRequired')
  .max(200, 'validation.tooLong');
const password = z
  .string({ error: 'user.passwordRequired' })
  .min(1, 'user.passwordRequired')
  .max(256, 'validation.tooLong');

export const loginBodySchema = z.strictObject({ email, password });
export const loginAnswerSchema = z.object({
  token: z.string(),
  idSite: z.number(),
  defaultLang: z.object({ code: z.string() }),
});

export const resetAskBodySchema = z.strictObject({ email });
export const resetBodySchema = z
  .strictObject({
    token: z.string({ error: 'auth.tokenRequired' }).min(1, 'auth.tokenRequired').max(200, 'validation.tooLong'),
    password: z
      .string({ error: 'user.passwordRequired' })
      .min(1, 'user.passwordRequired')
      .max(256, 'validation.tooLong'),
    confirmPassword: z.string().max(256, 'validation.tooLong').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password.length > 0 && body.password.length < minPasswordLength)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'user.passwordTooShort' });
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'user.passwordDiffers' });
  });

/** Sign-in, registration and password reset (spec 1 §7, spec 2 §7 "Auth"). */
export const authRoutes = {
  adminLogin: route({
    method: 'POST',
    path: '/admin/login',
    level: 'public',
    group: 'auth',
    summary: 'Staff sign-in: answers token, idSite and defaultLang.code',
    body: loginBodySchema,
    response: loginAnswerSchema,
  }),
  logged: route({
    method: 'GET',
    path: '/logged',
    level: 'signedIn',
    group: 'auth',
    summary: 'Whether the token is still valid (reads success)',
    response: z.object({ logged: z.literal(true) }),
  }),
  adminPasswordResetAsk: route({
    method: 'PUT',
    path: '/admin/password/reset/ask',
    level: 'public',
    group: 'auth',
    summary: 'Staff: mail a password reset link',
    body: resetAskBodySchema,
  }),
  passwordResetAsk: route({
    method: 'PUT',
    path: '/password/reset/ask',
    level: 'public',
    group: 'auth',
    summary: 'Customer of the site (idSite header): mail a password reset link to the storefront',
    body: resetAskBodySchema,
  }),
  passwordReset: route({
    method: 'PUT',
    path: '/password/reset',
    level: 'public',
    group: 'auth',
    summary: 'Choose a new password with a reset token (staff or customer)',
    body: resetBodySchema,
  }),
  register: route({
    method: 'POST',
    path: '/register',
    level: 'public',
    group: 'auth',
    summary: 'Customer registration on the site (idSite header): answers token, idSite and the customer, as login',
    body: customerRegisterSchema,
    response: customerLoginAnswerSchema,
  }),
  login: route({
    method: 'POST',
    path: '/login',
    level: 'public',
    group: 'auth',
    summary: 'Customer sign-in on the site (idSite header): answers token, idSite and the customer',
    body: loginBodySchema,
    response: customerLoginAnswerSchema,
  }),
} as const;
