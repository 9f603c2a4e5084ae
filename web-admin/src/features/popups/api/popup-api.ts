import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { PopupView } from '@cellar/shared/content/popup';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type PopupRow = PopupView;
export type PopupBody = ClientBodyInput<'adminPopupCreate'>;

/** React-query keys of the popup screens: every popup mutation invalidates `all`. */
export const popupKeys = queryKeys('popups');

const popups = pagedList('adminPopups', (data) => data.popups);
/** `GET /admin/popup` (spec 2 §7 "query; popups, total"). */
export const loadPopups = popups.page;

/** One popup for `/popup/{id}`: the spec has no `GET /admin/popup/{id}`, the list is read by id. */
export const popupQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: popupKeys.one(id), queryFn: () => popups.find(api, id) });

export const createPopup = (api: ApiClient, body: PopupBody) => api.call('adminPopupCreate', { body });
export const updatePopup = (api: ApiClient, id: number, body: PopupBody) =>
  api.call('adminPopupUpdate', { params: { id }, body });
export const setPopupValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminPopupValid', { params: { id }, body: { valid } });
export const deletePopup = (api: ApiClient, id: number) => api.call('adminPopupDelete', { params: { id } });
