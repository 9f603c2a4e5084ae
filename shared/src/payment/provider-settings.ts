import * as z from 'zod';
import { fail, isBlank } from '../validation/issues.ts';

/**
 * The site's payment providers (spec 2 §7 "Site settings", spec 1 §5 and §9; docs/payment-settings.md):
 * Stripe Connect (the default card payments), Apple Pay on the connected account, and three providers
 * a site may bring instead: Crédit Agricole e-transactions (CA), CAWL (Crédit Agricole Worldline) and
 * its own Stripe keys (custom Stripe). Secrets are written, never answered back: a view masks them and
 * a save without one keeps the stored one.
 */

/** Payment-provider environments (spec 1 §9): test, pre production, production, production 1. */
export const paymentEnvironments = ['TEST', 'PRE_PRODUCTION', 'PRODUCTION', 'PRODUCTION_1'] as const;
export type PaymentEnvironment = (typeof paymentEnvironments)[number];

/** CA's HMAC key is 64 bytes written in hexadecimal (the e-transactions back office shows 128 characters). */
export const hmacKeyMinLength = 128;

const text = (max: number) => z.string().max(max, 'validation.tooLong').nullish();
/** A secret left out (undefined) keeps the stored one; given blank, it is refused by the rule of its form. */
const secret = z.string().max(600, 'validation.tooLong').nullish();
const environment = z.string().max(20, 'validation.tooLong').nullish();

function environmentOf(raw: string | null | undefined): PaymentEnvironment | null {
  if (isBlank(raw)) return 'TEST';
  const value = raw!.trim().toUpperCase();
  return (paymentEnvironments as readonly string[]).includes(value) ? (value as PaymentEnvironment) : null;
}

function secretOf(raw: string | null | undefined): string | undefined {
  return isBlank(raw) ? undefined : raw!.trim();
}

/** What the admin sees of a secret: bullets and the last 4 characters of a long one; null when none is stored. */
export function maskPaymentSecret(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.length >= 12 ? `••••••••${value.slice(-4)}` : '••••••••';
}

// ---------------------------------------------------------------------------------------------
// CA e-transactions: site, rang, identifiant, HMAC key, environment.

export interface CaSettingsInput {
  site: string;
  rang: string;
  identifiant: string;
  /** undefined: keep the stored key. */
  hmacKey: string | undefined;
  environment: PaymentEnvironment;
}

/** `PUT /admin/payment/ca`: "site, rang and identifiant cannot be empty", "The HMAC key is too short". */
export const caSettingsInputSchema = z
  .strictObject({
    site: text(20),
    rang: text(10),
    identifiant: text(20),
    hmacKey: secret,
    environment,
  })
  .superRefine((raw, ctx) => {
    for (const field of ['site', 'rang', 'identifiant'] as const)
      if (isBlank(raw[field])) fail(ctx, field, 'payment.caRequired');
    if (raw.hmacKey !== undefined && (isBlank(raw.hmacKey) || raw.hmacKey!.trim().length < hmacKeyMinLength))
      fail(ctx, 'hmacKey', 'payment.hmacTooShort');
    if (environmentOf(raw.environment) === null) fail(ctx, 'environment', 'payment.environmentInvalid');
  })
  .transform((raw): CaSettingsInput => ({
    site: raw.site!.trim(),
    rang: raw.rang!.trim(),
    identifiant: raw.identifiant!.trim(),
    hmacKey: secretOf(raw.hmacKey),
    environment: environmentOf(raw.environment)!,
  }));

/** `GET /admin/payment/ca`: null fields until saved; the HMAC key masked. */
export const caSettingsViewSchema = z.object({
  configured: z.boolean(),
  site: z.string().nullable(),
  rang: z.string().nullable(),
  identifiant: z.string().nullable(),
  hmacKeyMasked: z.string().nullable(),
  environment: z.enum(paymentEnvironments),
  updatedAt: z.string().nullable(),
});
export type CaSettingsView = z.infer<typeof caSettingsViewSchema>;

// ---------------------------------------------------------------------------------------------
// CAWL (Crédit Agricole Worldline): enseigne (the PSPID), API key id, private key (the API secret), environment.

export interface CawlSettingsInput {
  enseigne: string;
  /** undefined: keep the stored one. */
  apiKey: string | undefined;
  privateKey: string | undefined;
  environment: PaymentEnvironment;
}

/** `PUT /admin/app-parameters/CAWL`: "Enseigne and private key cannot be empty". */
export const cawlSettingsInputSchema = z
  .strictObject({ enseigne: text(50), apiKey: secret, privateKey: secret, environment })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.enseigne)) fail(ctx, 'enseigne', 'payment.cawlRequired');
    if (raw.privateKey !== undefined && isBlank(raw.privateKey)) fail(ctx, 'privateKey', 'payment.cawlRequired');
    if (raw.apiKey !== undefined && isBlank(raw.apiKey)) fail(ctx, 'apiKey', 'payment.keyRequired');
    if (environmentOf(raw.environment) === null) fail(ctx, 'environment', 'payment.environmentInvalid');
  })
  .transform((raw): CawlSettingsInput => ({
    enseigne: raw.enseigne!.trim(),
    apiKey: secretOf(raw.apiKey),
    privateKey: secretOf(raw.privateKey),
    environment: environmentOf(raw.environment)!,
  }));

export const cawlSettingsViewSchema = z.object({
  type: z.literal('CAWL'),
  configured: z.boolean(),
  enseigne: z.string().nullable(),
  apiKeyMasked: z.string().nullable(),
  privateKeyMasked: z.string().nullable(),
  environment: z.enum(paymentEnvironments),
  updatedAt: z.string().nullable(),
});
export type CawlSettingsView = z.infer<typeof cawlSettingsViewSchema>;

// ---------------------------------------------------------------------------------------------
// Custom Stripe: the site's own Stripe keys (publishable and secret), instead of Stripe Connect.

export interface CustomStripeSettingsInput {
  publishableKey: string;
  /** undefined: keep the stored one. */
  secretKey: string | undefined;
}

/** `PUT /admin/app-parameters/CUSTOM_STRIPE`: "Key cannot be empty"; each key of its kind. */
export const customStripeSettingsInputSchema = z
  .strictObject({ publishableKey: text(300), secretKey: secret })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.publishableKey)) fail(ctx, 'publishableKey', 'payment.keyRequired');
    else if (!raw.publishableKey!.trim().startsWith('pk_')) fail(ctx, 'publishableKey', 'payment.stripeKeyInvalid');
    if (raw.secretKey !== undefined && isBlank(raw.secretKey)) fail(ctx, 'secretKey', 'payment.keyRequired');
    else if (raw.secretKey && !/^(sk|rk)_/.test(raw.secretKey.trim()))
      fail(ctx, 'secretKey', 'payment.stripeKeyInvalid');
  })
  .transform((raw): CustomStripeSettingsInput => ({
    publishableKey: raw.publishableKey!.trim(),
    secretKey: secretOf(raw.secretKey),
  }));

export const customStripeSettingsViewSchema = z.object({
  type: z.literal('CUSTOM_STRIPE'),
  configured: z.boolean(),
  /** Publishable: the storefront reads it anyway. */
  publishableKey: z.string().nullable(),
  secretKeyMasked: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CustomStripeSettingsView = z.infer<typeof customStripeSettingsViewSchema>;

// ---------------------------------------------------------------------------------------------
// Stripe Connect and Apple Pay.

/** `GET /admin/client-id`: where the admin's "Connect Stripe" button sends the producer. */
export const stripeClientIdSchema = z.object({
  clientId: z.string(),
  /** Stripe's consent page (locally, a page of the admin that comes back at once with a code). */
  authorizeUrl: z.string(),
  /** True when the local adapter answers: no Stripe account is involved. */
  local: z.boolean(),
});

/** `GET /admin/exists/account-id`. */
export const stripeAccountExistsSchema = z.object({
  exists: z.boolean(),
  /** The connected account's id (`acct_…`: not a secret, Stripe shows it in every dashboard URL). */
  accountId: z.string().nullable(),
});

/** `POST /admin/auth/stripe`: the code Stripe's consent page gave back. */
export const stripeAuthInputSchema = z.strictObject({
  code: z.string().trim().min(1, 'payment.keyRequired').max(500, 'validation.tooLong'),
});

/** `GET /admin/apple-pay`: whether Apple Pay works on the site's domain. */
export const applePayStateSchema = z.object({
  /** A Stripe account is connected (Apple Pay needs one). */
  connected: z.boolean(),
  /** The site's domain (from its url), null when the site has none yet. */
  domain: z.string().nullable(),
  /** Stripe has the domain registered and Apple Pay active on it. */
  active: z.boolean(),
  local: z.boolean(),
});

/** `GET /custom-stripe/configuration/test`, `GET /cawl/configuration/test`: the provider's answer. */
export const configurationTestSchema = z.object({
  ok: z.boolean(),
  /** The provider's own words when it refused (its message, in its language). */
  reason: z.string().nullable(),
  local: z.boolean(),
});
export type ConfigurationTest = z.infer<typeof configurationTestSchema>;
