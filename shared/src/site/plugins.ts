import * as z from 'zod';
import { fail, isBlank } from '../validation/issues.ts';
import { cawlSettingsViewSchema, customStripeSettingsViewSchema } from '../payment/provider-settings.ts';

/**
 * Site keys, external applications (plugins), app site keys and app parameters (spec 2 §7 "External",
 * spec 1 §2 /plugins and /superAdmin/externApp; docs/payment-settings.md "Plugins").
 */

const key = z.string().max(100, 'validation.tooLong').nullish();
const value = z.string().max(2000, 'validation.tooLong').nullish();
/** An application type: MONDIAL_RELAY, GOOGLE_ANALYTICS… */
export const appTypePattern = /^[A-Z][A-Z0-9_]{1,49}$/;

// ---------------------------------------------------------------------------------------------
// Site keys: a key and a value the storefront or a plugin reads (a tracking id, a widget's public key).

export interface SiteKeyInput {
  key: string;
  value: string;
}

/** `POST /admin/site-key`, `PUT /admin/site-key/{id}`: "Key cannot be empty"; a key once per site. */
export const siteKeyInputSchema = z
  .strictObject({ key, value })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.key)) fail(ctx, 'key', 'plugin.keyRequired');
  })
  .transform((raw): SiteKeyInput => ({ key: raw.key!.trim(), value: raw.value?.trim() ?? '' }));

export const siteKeyViewSchema = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  updatedAt: z.string(),
});
export type SiteKeyView = z.infer<typeof siteKeyViewSchema>;
export const siteKeyListSchema = z.object({ list: z.array(siteKeyViewSchema) });

// ---------------------------------------------------------------------------------------------
// External applications: the catalogue every site picks from, defined by a super-admin.

export interface ExternalAppInput {
  type: string;
  name: string;
  description: string;
  logoUrl: string | null;
  url: string | null;
  /** The JSON the plugin screen reads (fields an app site key asks for…), kept as written. */
  configuration: string;
  valid: boolean;
}

const httpsUrl = z.string().max(1000, 'validation.tooLong').nullish();

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** `POST`/`PUT /admin/external-app`: a name, a type, https addresses, "Invalid JSON configuration". */
export const externalAppInputSchema = z
  .strictObject({
    type: z.string().max(50, 'validation.tooLong').nullish(),
    name: z.string().max(100, 'validation.tooLong').nullish(),
    description: z.string().max(2000, 'validation.tooLong').nullish(),
    logoUrl: httpsUrl,
    url: httpsUrl,
    configuration: z.string().max(20_000, 'validation.tooLong').nullish(),
    valid: z.boolean().nullish(),
  })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.name)) fail(ctx, 'name', 'plugin.nameRequired');
    if (isBlank(raw.type) || !appTypePattern.test(raw.type!.trim())) fail(ctx, 'type', 'plugin.typeInvalid');
    for (const field of ['logoUrl', 'url'] as const)
      if (!isBlank(raw[field]) && !/^https:\/\/\S+$/.test(raw[field]!.trim())) fail(ctx, field, 'plugin.urlInvalid');
    if (!isBlank(raw.configuration) && !isJson(raw.configuration!)) fail(ctx, 'configuration', 'plugin.jsonInvalid');
  })
  .transform((raw): ExternalAppInput => ({
    type: raw.type!.trim(),
    name: raw.name!.trim(),
    description: raw.description?.trim() ?? '',
    logoUrl: isBlank(raw.logoUrl) ? null : raw.logoUrl!.trim(),
    url: isBlank(raw.url) ? null : raw.url!.trim(),
    configuration: isBlank(raw.configuration) ? '{}' : raw.configuration!,
    valid: raw.valid ?? true,
  }));

export const externalAppViewSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  url: z.string().nullable(),
  configuration: z.string(),
  valid: z.boolean(),
  updatedAt: z.string(),
});
export type ExternalAppView = z.infer<typeof externalAppViewSchema>;
export const externalAppListSchema = z.object({ list: z.array(externalAppViewSchema) });

// ---------------------------------------------------------------------------------------------
// App site keys: a site's keys for an application (its type), ordered, switched valid or invalid.

export interface AppSiteKeyInput {
  type: string;
  key: string;
  value: string;
}

/** `POST /admin/app-site-key`, `PUT /admin/app-site-key/{id}`: an application type, "Key cannot be empty". */
export const appSiteKeyInputSchema = z
  .strictObject({ type: z.string().max(50, 'validation.tooLong').nullish(), key, value })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.type) || !appTypePattern.test(raw.type!.trim())) fail(ctx, 'type', 'plugin.typeInvalid');
    if (isBlank(raw.key)) fail(ctx, 'key', 'plugin.keyRequired');
  })
  .transform((raw): AppSiteKeyInput => ({
    type: raw.type!.trim(),
    key: raw.key!.trim(),
    value: raw.value?.trim() ?? '',
  }));

/** `PUT /admin/app-site-key/{action}/{id}`: the validity switch of spec 2 §5 ("Validity"). */
export const appSiteKeyActions = ['valid', 'invalid'] as const;
export const appSiteKeyActionParamsSchema = z.strictObject({
  action: z.enum(appSiteKeyActions, { error: 'plugin.actionInvalid' }),
  id: z.coerce.number({ error: 'validation.invalidId' }).int('validation.invalidId').positive('validation.invalidId'),
});

/** `PUT /admin/app-site-key/{id}/order`: the key's new place among the keys of its type, from 0. */
export const appSiteKeyOrderSchema = z.strictObject({
  position: z
    .number({ error: 'plugin.invalidPosition' })
    .int('plugin.invalidPosition')
    .min(0, 'plugin.invalidPosition'),
});

export const appSiteKeyViewSchema = z.object({
  id: z.number(),
  type: z.string(),
  key: z.string(),
  value: z.string(),
  valid: z.boolean(),
  position: z.number(),
  updatedAt: z.string(),
});
export type AppSiteKeyView = z.infer<typeof appSiteKeyViewSchema>;
/** In order: by type, then position. */
export const appSiteKeyListSchema = z.object({ list: z.array(appSiteKeyViewSchema) });

// ---------------------------------------------------------------------------------------------
// App parameters: settings of one application for the site, by type.

/** Types with parameters here. MONDIAL_RELAY's are its carrier settings (`/admin/carrier/mondial_relay/activate`). */
export const appParameterTypes = ['CHRONOPOST', 'MONDIAL_RELAY', 'CAWL', 'CUSTOM_STRIPE'] as const;
export type AppParameterType = (typeof appParameterTypes)[number];

export const appParameterTypeParamsSchema = z.strictObject({
  type: z.enum(appParameterTypes, { error: 'plugin.parametersUnknown' }),
});

/** A PUT's body: checked by the type's own rules on the server (the path says which). */
export const appParametersBodySchema = z.record(
  z.string().max(50, 'validation.tooLong'),
  z.union([z.string().max(2000, 'validation.tooLong'), z.number(), z.boolean(), z.null()]),
);

export interface ChronopostParametersInput {
  accountNumber: string;
  /** undefined: keep the stored one. */
  password: string | undefined;
  IS_ACTIVE: boolean;
}

/** `PUT /admin/app-parameters/CHRONOPOST`: the account (number, password) and its IS_ACTIVE flag (spec 2 §7). */
export const chronopostParametersInputSchema = z
  .strictObject({
    accountNumber: z.union([z.string().max(20, 'validation.tooLong'), z.number()]).nullish(),
    password: z.string().max(200, 'validation.tooLong').nullish(),
    IS_ACTIVE: z.boolean().nullish(),
  })
  .superRefine((raw, ctx) => {
    if (raw.accountNumber === null || raw.accountNumber === undefined || isBlank(String(raw.accountNumber)))
      fail(ctx, 'accountNumber', 'plugin.keyRequired');
    if (raw.password !== undefined && isBlank(raw.password)) fail(ctx, 'password', 'plugin.keyRequired');
  })
  .transform((raw): ChronopostParametersInput => ({
    accountNumber: String(raw.accountNumber).trim(),
    password: isBlank(raw.password) ? undefined : raw.password!.trim(),
    IS_ACTIVE: raw.IS_ACTIVE ?? true,
  }));

export const chronopostParametersViewSchema = z.object({
  type: z.literal('CHRONOPOST'),
  configured: z.boolean(),
  accountNumber: z.string().nullable(),
  passwordMasked: z.string().nullable(),
  IS_ACTIVE: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ChronopostParametersView = z.infer<typeof chronopostParametersViewSchema>;

/** MONDIAL_RELAY: its carrier settings, read here (written by the carrier screen's activation). */
export const mondialRelayParametersViewSchema = z.object({
  type: z.literal('MONDIAL_RELAY'),
  configured: z.boolean(),
  enseigne: z.string().nullable(),
  privateKeyMasked: z.string().nullable(),
  insuranceLevel: z.number().nullable(),
  collectionMode: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const appParametersViewSchema = z.discriminatedUnion('type', [
  chronopostParametersViewSchema,
  mondialRelayParametersViewSchema,
  cawlSettingsViewSchema,
  customStripeSettingsViewSchema,
]);
export type AppParametersView = z.infer<typeof appParametersViewSchema>;
