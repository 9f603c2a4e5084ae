import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { BaseFontView, FontType } from '@cellar/shared/site/fonts';
import type { ApiClient } from '../../../lib/api/api-client.ts';

export type BaseFontRow = BaseFontView;
export type BaseFontBody = ClientBodyInput<'adminBaseFontCreate'>;
export type FontSettingBody = ClientBodyInput<'adminFontSet'>;

export const createBaseFont = (api: ApiClient, body: BaseFontBody) => api.call('adminBaseFontCreate', { body });
export const updateBaseFont = (api: ApiClient, id: number, body: BaseFontBody) =>
  api.call('adminBaseFontUpdate', { params: { id }, body });
export const deleteBaseFont = (api: ApiClient, id: number) => api.call('adminBaseFontDelete', { params: { id } });
export const moveBaseFont = (api: ApiClient, id: number, position: number) =>
  api.call('adminBaseFontOrder', { params: { id }, body: { position } });

export const chooseSiteFonts = (api: ApiClient, idsBaseFont: number[]) =>
  api.call('adminSiteFontsSet', { body: { idsBaseFont } });
export const setSiteFont = (api: ApiClient, type: FontType, body: FontSettingBody) =>
  api.call('adminFontSet', { params: { type }, body });
