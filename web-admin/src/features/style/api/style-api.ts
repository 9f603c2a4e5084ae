import type { bannerTypes } from '@cellar/shared/site/site';
import type { ParameterUpdate, SiteParameters } from '@cellar/shared/site/theme';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type BannerType = (typeof bannerTypes)[number];
/** The banners a site has, in the screen's order. */
export const siteBannerTypes: readonly BannerType[] = ['HEADER', 'FOOTER'];

/** React-query keys: the site's parameters (shared with the settings screen's key), the defaults, the images. */
const parameters = queryKeys('parameters');
const media = queryKeys('media');
export const styleKeys = {
  parameters: parameters.all,
  defaults: parameters.part('default'),
  logo: media.part('logo'),
  banner: (type: BannerType) => media.part('banner', type),
};

/** The site's parameters, every one filled in (site value, else site 0's, else the theme default). */
export const loadParameters = async (api: ApiClient, signal?: AbortSignal): Promise<SiteParameters> =>
  (await api.call('parameters', { signal })) as SiteParameters;

/** What a parameter falls back to without the site's own value: site 0's, else the theme default. */
export const loadDefaultParameters = async (api: ApiClient, signal?: AbortSignal): Promise<SiteParameters> =>
  (await api.call('parametersDefault', { signal })) as SiteParameters;

/** Changes some parameters (`null` puts one back to its default); answers them all. */
export const updateParameters = async (api: ApiClient, body: ParameterUpdate): Promise<SiteParameters> =>
  (await api.call('adminParameterUpdate', { body })) as SiteParameters;

export const loadLogo = async (api: ApiClient, signal?: AbortSignal): Promise<string | null> =>
  (await api.call('logo', { signal })).url;

export const loadBanner = async (api: ApiClient, type: BannerType, signal?: AbortSignal): Promise<string | null> =>
  (await api.call('banner', { params: { type }, signal })).url;

export const uploadLogo = (api: ApiClient, image: File) => api.call('adminLogoUpload', { body: { image } });

export const uploadBanner = (api: ApiClient, type: BannerType, image: File) =>
  api.call('adminBannerUpload', { params: { type }, body: { image } });
