import { conditionsService } from '../../services/sites/conditions-service.ts';
import { langService } from '../../services/translations/lang-service.ts';
import { nomenclatureService } from '../../services/catalog/nomenclature-service.ts';
import { mediaService } from '../../services/sites/media-service.ts';
import { parameterService } from '../../services/sites/parameter-service.ts';
import { siteInfo } from '../../services/sites/site-info.ts';
import { siteService } from '../../services/super-admin/site-service.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import type { GroupHandlers } from '../types.ts';
import { fontHandlers } from './sites/fonts.ts';
import { informationHandlers } from './sites/information.ts';
import { ctaButtonHandlers } from './sites/cta-buttons.ts';
import { pluginHandlers } from './sites/plugins.ts';
import { jobService } from '../../services/workflows/job-service.ts';
import { liveService } from '../../services/workflows/live-service.ts';
import { releaseService } from '../../services/workflows/release-service.ts';

/** Routes still mapped to notImplemented answer 501 until their issue builds them. */
export const sitesHandlers: GroupHandlers<'sites'> = {
  siteResolve: async ({ query }) => ({ data: await siteService.resolve(query.host) }),
  siteInfo: async ({ site }) => ({ data: await siteInfo(site) }),
  siteFunctionalities: async ({ site }) => ({ data: { keys: (await siteService.record(site)).functionalities } }),
  siteCtaButton: ctaButtonHandlers.siteCtaButton,
  parameters: async ({ site }) => ({ data: await parameterService.resolved(site) }),
  parametersDefault: async () => ({ data: await parameterService.defaults() }),
  parameterMealIcons: async ({ lang }) => ({ data: { items: await nomenclatureService.ofType('MEAL_ICON', lang) } }),
  logo: async ({ site }) => ({ data: { url: mediaRepository.url((await siteService.record(site)).logoKey) } }),
  banner: async ({ site, params }) => ({
    data: { url: mediaRepository.url((await siteService.record(site)).bannerKeys[params.type]) },
  }),
  siteFonts: fontHandlers.siteFonts,
  siteInformation: informationHandlers.siteInformation,
  adminSiteInformationUpdate: informationHandlers.adminSiteInformationUpdate,
  langs: async ({ site }) => ({ data: { langs: await langService.all(site) } }),
  langsActive: async ({ site }) => ({ data: { langs: await langService.active(site) } }),
  conditions: async ({ site, contentLang }) => ({ data: await conditionsService.shown(site, contentLang) }),
  adminConditions: async ({ site }) => ({ data: await conditionsService.forAdmin(site) }),
  adminConditionsUpdate: async ({ site, body, principal }) => ({
    message: 'legal.saved',
    data: await conditionsService.update(site, body, principal.user.email),
  }),
  // The defaults are site 0's whatever the idSite header says: the route's level (superAdmin) is the whole check.
  superAdminConditionsDefault: async () => ({ data: await conditionsService.defaults() }),
  superAdminConditionsDefaultUpdate: async ({ body, principal }) => ({
    message: 'legal.defaultsSaved',
    data: await conditionsService.updateDefaults(body, principal.user.email),
  }),
  siteCtaButtonUpdate: ctaButtonHandlers.siteCtaButtonUpdate,
  adminVat: async ({ site }) => ({ data: await parameterService.vat(site) }),
  adminParameterVatNumber: async ({ site, body }) => ({
    message: 'parameter.updated',
    data: await parameterService.setVatNumber(site, body.vatNumber),
  }),
  adminParameterUpdate: async ({ site, body }) => ({
    message: 'parameter.updated',
    data: await parameterService.update(site, body),
  }),
  adminLogoUpload: async ({ site, body }) => ({
    message: 'media.logoSaved',
    data: { url: await mediaService.setLogo(site, body.image) },
  }),
  adminBannerUpload: async ({ site, params, body }) => ({
    message: 'media.bannerSaved',
    data: { url: await mediaService.setBanner(site, params.type, body.image) },
  }),
  adminFontSet: fontHandlers.adminFontSet,
  adminSiteFontsSet: fontHandlers.adminSiteFontsSet,
  adminSiteFontDelete: fontHandlers.adminSiteFontDelete,
  adminBaseFonts: fontHandlers.adminBaseFonts,
  adminBaseFontCreate: fontHandlers.adminBaseFontCreate,
  adminBaseFontUpdate: fontHandlers.adminBaseFontUpdate,
  adminBaseFontDelete: fontHandlers.adminBaseFontDelete,
  adminBaseFontOrder: fontHandlers.adminBaseFontOrder,
  adminSiteKeys: pluginHandlers.adminSiteKeys,
  adminSiteKeyCreate: pluginHandlers.adminSiteKeyCreate,
  adminSiteKeyUpdate: pluginHandlers.adminSiteKeyUpdate,
  adminPaymentClientId: pluginHandlers.adminPaymentClientId,
  adminPaymentAccountExists: pluginHandlers.adminPaymentAccountExists,
  adminApplePay: pluginHandlers.adminApplePay,
  adminPaymentCa: pluginHandlers.adminPaymentCa,
  adminPaymentCaUpdate: pluginHandlers.adminPaymentCaUpdate,
  customStripeConfigurationTest: pluginHandlers.customStripeConfigurationTest,
  cawlConfigurationTest: pluginHandlers.cawlConfigurationTest,
  adminAppSiteKeys: pluginHandlers.adminAppSiteKeys,
  adminAppSiteKeyCreate: pluginHandlers.adminAppSiteKeyCreate,
  adminAppSiteKeyUpdate: pluginHandlers.adminAppSiteKeyUpdate,
  adminAppSiteKeyAction: pluginHandlers.adminAppSiteKeyAction,
  adminAppSiteKeyOrder: pluginHandlers.adminAppSiteKeyOrder,
  adminExternalApps: pluginHandlers.adminExternalApps,
  adminExternalAppCreate: pluginHandlers.adminExternalAppCreate,
  adminExternalAppUpdate: pluginHandlers.adminExternalAppUpdate,
  adminExternalAppDelete: pluginHandlers.adminExternalAppDelete,
  adminAppParameters: pluginHandlers.adminAppParameters,
  adminAppParametersUpdate: pluginHandlers.adminAppParametersUpdate,
  adminLiveRun: async ({ site, principal, params }) => ({
    status: 202,
    data: await liveService.run(site, params.id, principal.user.email),
  }),
  adminLiveStop: async ({ site, params }) => ({ data: await liveService.stop(site, params.id) }),
  adminLiveStatus: async ({ site }) => ({ data: await liveService.status(site) }),
  adminPublish: async ({ site, principal }) => ({
    status: 202,
    data: await releaseService.publish(site, principal.user.email),
  }),
  adminReleases: async ({ site }) => ({ data: await releaseService.list(site) }),
  adminReleaseCurrent: async ({ site, principal, params }) => ({
    message: 'release.served',
    data: await releaseService.serve(site, params.id, principal.user.email),
  }),
  adminJobs: async ({ site }) => ({ data: await jobService.latest(site) }),
  adminJob: async ({ site, params }) => ({ data: await jobService.get(site, params.id) }),
};
