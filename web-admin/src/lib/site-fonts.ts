import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api/api-client.ts';
import { queryKeys } from './api/query-keys.ts';

/** Fonts: the `/fonts` screen writes them, the site-information dialog reads them (one key, both refreshed). */
export const fontKeys = queryKeys('fonts');

/** `GET /site-font`: the site's chosen base fonts and its TITLE, MENU and CONTENT settings. */
export const siteFontsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: fontKeys.part('site'),
    queryFn: ({ signal }) => api.call('siteFonts', { signal }),
  });

/** `GET /admin/base-font`: the super-admin's catalogue, in its order. */
export const baseFontsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: fontKeys.part('base'),
    queryFn: ({ signal }) => api.call('adminBaseFonts', { signal }),
  });
