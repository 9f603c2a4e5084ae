import * as z from 'zod';
import { langViewSchema } from '../site/lang.ts';
import { bannerTypeSchema } from '../site/site.ts';
import { parameterUpdateSchema, vatNumberSchema } from '../site/theme.ts';
import { logoUploadSchema } from '../site/upload.ts';
import { parametersSchema, siteInfoSchema, siteResolveSchema } from '../site/answers.ts';
import { draftBody, pathParams, route } from './define.ts';
import { idNumber, idParams } from './schemas.ts';
import { nomenclatureViewSchema } from '../catalog/nomenclature.ts';
import {
  adminConditionsViewSchema,
  conditionsInputSchema,
  defaultConditionsInputSchema,
  defaultConditionsViewSchema,
  publicConditionsSchema,
} from '../site/conditions.ts';

const typeParams = pathParams('type');
const bannerParams = z.strictObject({ type: bannerTypeSchema });
const imageUrl = z.object({ url: z.string().nullable() });
/** A host name as a browser reads it (`location.hostname`), a port tolerated. */
const hostQuery = z.strictObject({
  host: z.string({ error: 'common.siteNotFound' }).trim().min(1, 'common.siteNotFound').max(300, 'validation.tooLong'),
});

/**
 * Settings of the current site (the `idSite` header): info, parameters, VAT, logo, banners, fonts,
 * call-to-action buttons, languages read by the storefront, site keys, payment settings, external
 * applications, functionality read, live editing (spec 2 §7 "Site settings", "External",
 * "Pages and live editing", storefront table; spec 1 §7 server start).
 * Super-admin screens edit the defaults through these admin calls with the idSite override 0
 * (spec 2 §6): the handler must require SUPER_ADMIN when the target site is 0.
 */
export const sitesRoutes = {
  // Storefront reads (public)
  // One storefront build serves every site: it asks which site its host name is before any other call.
  // The host is a query parameter: as a path segment it would make `/site/resolve/init` ambiguous
  // for API Gateway between this route and `GET /site/{id}/init`.
  siteResolve: route({
    method: 'GET',
    path: '/site/resolve',
    level: 'public',
    siteless: true,
    group: 'sites',
    summary: "The site of a storefront host name: `<slug>.localhost`, or the host of a site's url; 404 when none",
    inferred: true,
    query: hostQuery,
    response: siteResolveSchema,
  }),
  siteInfo: route({
    method: 'GET',
    path: '/site/info',
    level: 'public',
    group: 'sites',
    summary: 'Site info: url, fonts, logo, banners, vat, payment connection, CTA buttons, site keys',
    response: siteInfoSchema,
  }),
  siteFunctionalities: route({
    method: 'GET',
    path: '/site/functionality',
    level: 'public',
    group: 'sites',
    summary: 'Functionality keys enabled on the site',
    response: z.object({ keys: z.array(z.string()) }),
  }),
  siteCtaButton: route({
    method: 'GET',
    path: '/site/cta-button',
    level: 'public',
    group: 'sites',
    summary: 'Primary and secondary call-to-action buttons',
  }),
  parameters: route({
    method: 'GET',
    path: '/parameter',
    level: 'public',
    group: 'sites',
    summary: 'Site parameters by type (colours, company name, dark theme…), theme defaults filled in',
    response: parametersSchema,
  }),
  parametersDefault: route({
    method: 'GET',
    path: '/parameter/default',
    level: 'public',
    group: 'sites',
    summary: 'Default site parameters (site 0, theme defaults filled in)',
    response: parametersSchema,
  }),
  parameterMealIcons: route({
    method: 'GET',
    path: '/parameter/product/meal-icon',
    level: 'public',
    group: 'sites',
    summary: 'Meal icons used on product pages (the MEAL_ICON nomenclature)',
    response: z.object({ items: z.array(nomenclatureViewSchema) }),
  }),
  logo: route({
    method: 'GET',
    path: '/logo',
    level: 'public',
    group: 'sites',
    summary: 'Site logo',
    response: imageUrl,
  }),
  banner: route({
    method: 'GET',
    path: '/banner/{type}',
    level: 'public',
    group: 'sites',
    summary: 'Site banner of a type (HEADER, FOOTER)',
    params: bannerParams,
    response: imageUrl,
  }),
  siteFonts: route({
    method: 'GET',
    path: '/site-font',
    level: 'public',
    group: 'sites',
    summary: 'Fonts chosen by the site',
  }),
  langs: route({
    method: 'GET',
    path: '/lang',
    level: 'public',
    group: 'sites',
    summary: 'Languages of the site',
    response: z.object({ langs: z.array(langViewSchema) }),
  }),
  langsActive: route({
    method: 'GET',
    path: '/lang/active',
    level: 'public',
    group: 'sites',
    summary: 'Active languages of the site',
    response: z.object({ langs: z.array(langViewSchema) }),
  }),

  // Selling legally (issue 12, docs/legal.md): the spec shows the screens /conditions and
  // /superAdmin/defaults/conditions but no calls; these follow /parameter and /parameter/default.
  conditions: route({
    method: 'GET',
    path: '/conditions',
    level: 'public',
    group: 'sites',
    summary:
      'The sales conditions and the legal notice the site shows, in the request language (its own, else the default with its legal info filled in), and its legal info',
    inferred: true,
    response: publicConditionsSchema,
  }),
  adminConditions: route({
    method: 'GET',
    path: '/admin/conditions',
    level: 'admin',
    group: 'sites',
    summary:
      "The site's own sales conditions and legal notice per language (null: the default applies), its legal info, and the defaults",
    inferred: true,
    response: adminConditionsViewSchema,
  }),
  adminConditionsUpdate: route({
    method: 'PUT',
    path: '/admin/conditions',
    level: 'admin',
    group: 'sites',
    summary:
      "Replace the site's sales conditions, legal notice (rich text per language, sanitised; blank: use the default) and legal info",
    inferred: true,
    body: conditionsInputSchema,
    response: adminConditionsViewSchema,
  }),
  superAdminConditionsDefault: route({
    method: 'GET',
    path: '/super-admin/conditions/default',
    level: 'superAdmin',
    group: 'sites',
    summary: 'The default sales conditions and legal notice (site 0), placeholders as written',
    inferred: true,
    response: defaultConditionsViewSchema,
  }),
  superAdminConditionsDefaultUpdate: route({
    method: 'PUT',
    path: '/super-admin/conditions/default',
    level: 'superAdmin',
    group: 'sites',
    summary:
      'Replace the default sales conditions and legal notice (rich text per language, sanitised; {{placeholders}} of the legal info)',
    inferred: true,
    body: defaultConditionsInputSchema,
    response: defaultConditionsViewSchema,
  }),

  // Site settings (admin)
  siteCtaButtonUpdate: route({
    method: 'PUT',
    path: '/site/cta-button',
    level: 'admin',
    group: 'sites',
    summary: 'Change the call-to-action buttons',
    draft: true,
    body: draftBody,
  }),
  adminVat: route({
    method: 'GET',
    path: '/admin/vat',
    level: 'admin',
    group: 'sites',
    summary: 'VAT number and VAT rates of the site',
    response: z.object({ vatNumber: z.string(), rates: z.array(z.object({ code: z.string(), rate: z.number() })) }),
  }),
  adminParameterVatNumber: route({
    method: 'PUT',
    path: '/admin/parameter/vat-number',
    level: 'admin',
    group: 'sites',
    summary: 'Set the site VAT number',
    body: z.strictObject({ vatNumber: vatNumberSchema }),
    response: parametersSchema,
  }),
  // With the idSite override 0 this updates the default parameters: SUPER_ADMIN only (handler check).
  adminParameterUpdate: route({
    method: 'PUT',
    path: '/admin/parameter',
    level: 'admin',
    group: 'sites',
    summary: 'Change site parameters (colours, company name…); null puts one back to its default',
    body: parameterUpdateSchema,
    response: parametersSchema,
  }),
  adminLogoUpload: route({
    method: 'POST',
    path: '/admin/logo',
    level: 'admin',
    group: 'sites',
    summary: 'Upload the site logo (png, jpeg or svg, 2 MB at most)',
    multipart: true,
    body: logoUploadSchema,
    response: imageUrl,
  }),
  adminBannerUpload: route({
    method: 'POST',
    path: '/admin/banner/{type}',
    level: 'admin',
    group: 'sites',
    summary: 'Upload a banner of a type (png, jpeg or svg, 2 MB at most)',
    params: bannerParams,
    multipart: true,
    body: logoUploadSchema,
    response: imageUrl,
  }),
  adminFontSet: route({
    method: 'PUT',
    path: '/admin/font/{type}',
    level: 'admin',
    group: 'sites',
    summary: 'Set the TITLE, MENU or CONTENT font (family, size, weight, colour)',
    params: typeParams,
    draft: true,
    body: draftBody,
  }),
  adminSiteFontsSet: route({
    method: 'PUT',
    path: '/admin/site-font',
    level: 'admin',
    group: 'sites',
    summary: 'Choose the base fonts the site uses',
    body: z.strictObject({ idsBaseFont: z.array(idNumber).max(100) }),
  }),
  adminSiteFontDelete: route({
    method: 'DELETE',
    path: '/admin/site-font/{id}',
    level: 'admin',
    group: 'sites',
    summary: 'Remove a font from the site',
    params: idParams,
  }),
  adminBaseFonts: route({
    method: 'GET',
    path: '/admin/base-font',
    level: 'admin',
    group: 'sites',
    summary: 'Base fonts a site can choose from',
  }),
  // Base fonts are the shared catalogue (edited from /superAdmin/fonts); a site picks from it with PUT
  // /admin/site-font. Judgement.
  adminBaseFontCreate: route({
    method: 'POST',
    path: '/admin/base-font',
    level: 'superAdmin',
    group: 'sites',
    summary: 'Add a base font (family, weight, style, file or URL)',
    multipart: true,
    draft: true,
    body: draftBody,
  }),
  adminBaseFontUpdate: route({
    method: 'PUT',
    path: '/admin/base-font/{id}',
    level: 'superAdmin',
    group: 'sites',
    summary: 'Change a base font',
    params: idParams,
    multipart: true,
    draft: true,
    body: draftBody,
  }),
  adminBaseFontDelete: route({
    method: 'DELETE',
    path: '/admin/base-font/{id}',
    level: 'superAdmin',
    group: 'sites',
    summary: 'Delete a base font',
    inferred: true,
    params: idParams,
  }),
  adminBaseFontOrder: route({
    method: 'PUT',
    path: '/admin/base-font/{id}/order',
    level: 'superAdmin',
    group: 'sites',
    summary: 'Move a base font in the list',
    params: idParams,
    draft: true,
    body: draftBody,
  }),

  // Site keys and payment settings (admin)
  adminSiteKeys: route({
    method: 'GET',
    path: '/admin/site-key',
    level: 'admin',
    group: 'sites',
    summary: 'Site keys',
  }),
  adminSiteKeyCreate: route({
    method: 'POST',
    path: '/admin/site-key',
    level: 'admin',
    group: 'sites',
    summary: 'Add a site key',
    draft: true,
    body: draftBody,
  }),
  adminSiteKeyUpdate: route({
    method: 'PUT',
    path: '/admin/site-key/{id}',
    level: 'admin',
    group: 'sites',
    summary: 'Change a site key',
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  adminPaymentClientId: route({
    method: 'GET',
    path: '/admin/client-id',
    level: 'admin',
    group: 'sites',
    summary: 'Payment provider client id, to start connecting an account',
  }),
  adminPaymentAccountExists: route({
    method: 'GET',
    path: '/admin/exists/account-id',
    level: 'admin',
    group: 'sites',
    summary: 'Whether a payment account is connected',
  }),
  adminApplePay: route({
    method: 'GET',
    path: '/admin/apple-pay',
    level: 'admin',
    group: 'sites',
    summary: 'Apple Pay status of the site',
  }),
  adminPaymentCa: route({
    method: 'GET',
    path: '/admin/payment/ca',
    level: 'admin',
    group: 'sites',
    summary: 'Bank payment provider settings',
  }),
  adminPaymentCaUpdate: route({
    method: 'PUT',
    path: '/admin/payment/ca',
    level: 'admin',
    group: 'sites',
    summary: 'Change the bank payment provider settings',
    draft: true,
    body: draftBody,
  }),
  // Tests the site's own payment provider configuration: admin, though outside /admin.
  customStripeConfigurationTest: route({
    method: 'GET',
    path: '/custom-stripe/configuration/test',
    level: 'admin',
    group: 'sites',
    summary: 'Test the custom Stripe configuration',
  }),
  cawlConfigurationTest: route({
    method: 'GET',
    path: '/cawl/configuration/test',
    level: 'admin',
    group: 'sites',
    summary: 'Test the CAWL payment configuration',
  }),

  // External applications / plugins (admin)
  adminAppSiteKeys: route({
    method: 'GET',
    path: '/admin/app-site-key',
    level: 'admin',
    group: 'sites',
    summary: 'Application keys of the site, optionally of one type',
    query: z.strictObject({ type: z.string().max(50, 'validation.tooLong').optional() }),
  }),
  adminAppSiteKeyCreate: route({
    method: 'POST',
    path: '/admin/app-site-key',
    level: 'admin',
    group: 'sites',
    summary: 'Add an application key',
    inferred: true,
    draft: true,
    body: draftBody,
  }),
  adminAppSiteKeyUpdate: route({
    method: 'PUT',
    path: '/admin/app-site-key/{id}',
    level: 'admin',
    group: 'sites',
    summary: 'Change an application key',
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  adminAppSiteKeyAction: route({
    method: 'PUT',
    path: '/admin/app-site-key/{action}/{id}',
    level: 'admin',
    group: 'sites',
    summary: 'Run an action on an application key (valid, invalid…)',
    params: pathParams('action', 'id'),
    draft: true,
    body: draftBody,
  }),
  adminAppSiteKeyOrder: route({
    method: 'PUT',
    path: '/admin/app-site-key/{id}/order',
    level: 'admin',
    group: 'sites',
    summary: 'Move an application key in the list',
    inferred: true,
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  adminExternalApps: route({
    method: 'GET',
    path: '/admin/external-app',
    level: 'admin',
    group: 'sites',
    summary: 'External applications (plugins)',
  }),
  // The application catalogue is shared by every site (edited from /superAdmin/externApp). Judgement.
  adminExternalAppCreate: route({
    method: 'POST',
    path: '/admin/external-app',
    level: 'superAdmin',
    group: 'sites',
    summary: 'Add an external application',
    draft: true,
    body: draftBody,
  }),
  adminExternalAppUpdate: route({
    method: 'PUT',
    path: '/admin/external-app/{id}',
    level: 'superAdmin',
    group: 'sites',
    summary: 'Change an external application',
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  adminExternalAppDelete: route({
    method: 'DELETE',
    path: '/admin/external-app/{id}',
    level: 'superAdmin',
    group: 'sites',
    summary: 'Delete an external application',
    params: idParams,
  }),
  // Also serves GET /admin/app-parameters/CHRONOPOST (spec 2 "Carriers and prices").
  adminAppParameters: route({
    method: 'GET',
    path: '/admin/app-parameters/{type}',
    level: 'admin',
    group: 'sites',
    summary: 'Parameters of an application for the site (CHRONOPOST, MONDIAL_RELAY…)',
    params: typeParams,
  }),
  adminAppParametersUpdate: route({
    method: 'PUT',
    path: '/admin/app-parameters/{type}',
    level: 'admin',
    group: 'sites',
    summary: 'Change the parameters of an application',
    params: typeParams,
    draft: true,
    body: draftBody,
  }),

  // Live editing instance (admin)
  adminLiveRun: route({
    method: 'GET',
    path: '/admin/live/run/{id}',
    level: 'admin',
    group: 'sites',
    summary: 'Start the live editing instance (up to 10 minutes)',
    params: idParams,
  }),
  adminLiveStop: route({
    method: 'GET',
    path: '/admin/live/stop/{id}',
    level: 'admin',
    group: 'sites',
    summary: 'Stop the live editing instance',
    params: idParams,
  }),
  adminLiveStatus: route({
    method: 'GET',
    path: '/admin/live/status',
    level: 'admin',
    group: 'sites',
    summary: 'Live editing instance status: stopped, starting, ready',
  }),
} as const;
