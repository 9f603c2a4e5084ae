import type { ProductTemplateView } from '@cellar/shared/catalog/product-template';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ProductTemplateRow = ProductTemplateView;

/** React-query keys of the product templates screen. */
export const productTemplateKeys = queryKeys('product-templates');

/** `GET /admin/product/template`: newest first unless a column orders it. */
export const loadProductTemplates = pagedList('adminProductTemplates', (data) => data.templates).page;

/** One API call with the admin's token (multipart, 4 MB at most: docs/decisions.md "Documents (issue 5)"). */
export const uploadProductTemplate = (api: ApiClient, file: File) =>
  api.call('adminProductTemplateUpload', { body: { file } });
/** The file as a Blob (an attachment the API never lets a cache keep). */
export const downloadProductTemplate = (api: ApiClient, id: number) =>
  api.call('adminProductTemplateDownload', { params: { id } });
export const deleteProductTemplate = (api: ApiClient, id: number) =>
  api.call('adminProductTemplateDelete', { params: { id } });
