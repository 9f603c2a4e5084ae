import { queryOptions } from '@tanstack/react-query';
import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type MailModelRow = ClientAnswer<'adminMailModels'>[number];
export type MailModelDetail = ClientAnswer<'adminMailModel'>;
export type MailVariableView = MailModelDetail['variables'][number];
export type MailModelBody = ClientBodyInput<'adminMailModelUpdate'>;
export type MailRenderBody = ClientBodyInput<'adminMailModelRender'>;
export type MailRender = ClientAnswer<'adminMailModelRender'>;
export type MailDataBody = ClientBodyInput<'superAdminMailData'>;

/** Whose models a screen shows: the site's (admin), or the base ones of site 0 (super-admin). */
export type MailScope = 'site' | 'base';

/** React-query keys: a save or a revert refreshes the scope's list and sets the model it answers. */
const keys = queryKeys('mail-models');
export const mailModelKeys = {
  all: keys.all,
  list: (scope: MailScope) => keys.part(scope, 'list'),
  one: (scope: MailScope, key: MailKey) => keys.part(scope, 'one', key),
  render: (body: MailRenderBody) => keys.part('render', body),
};

export const mailModelListQuery = (api: ApiClient, scope: MailScope) =>
  queryOptions({
    queryKey: mailModelKeys.list(scope),
    queryFn: ({ signal }): Promise<MailModelRow[]> =>
      scope === 'site' ? api.call('adminMailModels', { signal }) : api.call('superAdminMailModels', { signal }),
  });

export const mailModelQuery = (api: ApiClient, scope: MailScope, key: MailKey) =>
  queryOptions({
    queryKey: mailModelKeys.one(scope, key),
    queryFn: ({ signal }): Promise<MailModelDetail> =>
      scope === 'site'
        ? api.call('adminMailModel', { params: { key }, signal })
        : api.call('superAdminMailModel', { params: { key }, signal }),
  });

/** The text being edited, rendered with the samples in the mail layout (the preview). */
export const mailRenderQuery = (api: ApiClient, body: MailRenderBody, enabled: boolean) =>
  queryOptions({
    queryKey: mailModelKeys.render(body),
    queryFn: ({ signal }): Promise<MailRender> => api.call('adminMailModelRender', { body, signal }),
    enabled,
    staleTime: 60_000,
  });

export const saveMailModel = (
  api: ApiClient,
  scope: MailScope,
  key: MailKey,
  body: MailModelBody,
): Promise<MailModelDetail> =>
  scope === 'site'
    ? api.call('adminMailModelUpdate', { params: { key }, body })
    : api.call('superAdminMailModelUpdate', { params: { key }, body });
export const createBaseMailModel = (api: ApiClient, key: MailKey, body: MailModelBody): Promise<MailModelDetail> =>
  api.call('superAdminMailModelCreate', { body: { key, ...body } });
export const revertMailModel = (api: ApiClient, key: MailKey): Promise<MailModelDetail> =>
  api.call('adminMailModelDelete', { params: { key } });
export const saveMailData = (api: ApiClient, body: MailDataBody) => api.call('superAdminMailData', { body });
