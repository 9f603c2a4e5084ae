import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { AdminConditionsView, DefaultConditionsView } from '@cellar/shared/site/conditions';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ConditionsBody = ClientBodyInput<'adminConditionsUpdate'>;
export type DefaultConditionsBody = ClientBodyInput<'superAdminConditionsDefaultUpdate'>;

/** React-query keys: the site's conditions (with the defaults it falls back to), the defaults themselves. */
const keys = queryKeys('conditions');
export const conditionsKeys = { site: keys.part('site'), defaults: keys.part('defaults') };

export const loadConditions = async (api: ApiClient, signal?: AbortSignal): Promise<AdminConditionsView> =>
  (await api.call('adminConditions', { signal })) as AdminConditionsView;
export const saveConditions = async (api: ApiClient, body: ConditionsBody): Promise<AdminConditionsView> =>
  (await api.call('adminConditionsUpdate', { body })) as AdminConditionsView;

export const loadDefaultConditions = async (api: ApiClient, signal?: AbortSignal): Promise<DefaultConditionsView> =>
  (await api.call('superAdminConditionsDefault', { signal })) as DefaultConditionsView;
export const saveDefaultConditions = async (
  api: ApiClient,
  body: DefaultConditionsBody,
): Promise<DefaultConditionsView> =>
  (await api.call('superAdminConditionsDefaultUpdate', { body })) as DefaultConditionsView;
