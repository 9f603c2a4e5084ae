import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ScriptView } from '@cellar/shared/content/script-to-load';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ScriptRow = ScriptView;
export type ScriptBody = ClientBodyInput<'adminScriptCreate'>;

/** React-query keys of the script screens: every script mutation invalidates `all`. */
export const scriptKeys = queryKeys('scripts');

const scripts = pagedList('adminScripts', (data) => data.scriptsToLoad);
/** `GET /admin/script-to-load` (spec 2 §7: the list reads `scriptsToLoad`). */
export const loadScripts = scripts.page;

/** One script for its form: the API has no `GET /admin/script-to-load/{id}`, the list is read by id. */
export const scriptQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: scriptKeys.one(id), queryFn: () => scripts.find(api, id) });

export const createScript = (api: ApiClient, body: ScriptBody) => api.call('adminScriptCreate', { body });
export const updateScript = (api: ApiClient, id: number, body: ScriptBody) =>
  api.call('adminScriptUpdate', { params: { id }, body });
export const setScriptValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminScriptValid', { params: { id }, body: { valid } });
export const deleteScript = (api: ApiClient, id: number) => api.call('adminScriptDelete', { params: { id } });
