import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { QrcodeView } from '@cellar/shared/content/qrcode';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type QrcodeRow = QrcodeView;
export type QrcodeBody = ClientBodyInput<'adminQrcodeCreate'>;

/** React-query keys of the QR code screens (a site's, or the models of site 0 in the super-admin area). */
export const qrcodeKeys = queryKeys('qrcodes');

/** `GET /admin/qrcode`: a page of the site's QR codes with their scans. */
export const loadQrcodes = pagedList('adminQrcodes', (data) => data.list).page;

/** The models a site's QR code may start from (the same call's `models`). */
export const qrcodeModelsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: qrcodeKeys.part('models'),
    queryFn: async ({ signal }) =>
      (await api.call('adminQrcodes', { query: buildListQuery({ nbItem: 1 }), signal })).models,
  });

export const qrcodeQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: qrcodeKeys.one(id),
    queryFn: ({ signal }) => api.call('adminQrcode', { params: { id }, signal }),
  });

export const createQrcode = (api: ApiClient, body: QrcodeBody) => api.call('adminQrcodeCreate', { body });
export const updateQrcode = (api: ApiClient, id: number, body: QrcodeBody) =>
  api.call('adminQrcodeUpdate', { params: { id }, body });
export const deleteQrcode = (api: ApiClient, id: number) => api.call('adminQrcodeDelete', { params: { id } });
