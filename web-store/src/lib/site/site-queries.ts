import type { StoreApi } from '../api/store-api.ts';
import { apiQuery } from '../api/store-api.ts';

/** What every screen of a site shows (the frame, the theme): read once, kept for the visit. */
const visit = { staleTime: Infinity } as const;

export const parametersQuery = (api: StoreApi) => ({ ...apiQuery(api, 'parameters'), ...visit });
export const siteInfoQuery = (api: StoreApi) => ({ ...apiQuery(api, 'siteInfo'), ...visit });
/** The site's fonts (issue 17): asked with the theme, the faces declared as soon as they come. */
export const siteFontsQuery = (api: StoreApi) => ({ ...apiQuery(api, 'siteFonts'), ...visit });
/** The site's public information, shown in every screen's footer. */
export const siteInformationQuery = (api: StoreApi) => ({ ...apiQuery(api, 'siteInformation'), ...visit });
export const activeLangsQuery = (api: StoreApi) => ({ ...apiQuery(api, 'langsActive'), ...visit });
export const siteResolveQuery = (api: StoreApi, host: string) => ({
  ...apiQuery(api, 'siteResolve', { query: { host } }),
  ...visit,
});
