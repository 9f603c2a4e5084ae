import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ReturnStatus } from '@cellar/shared/orders/returns';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { returnKeys } from '../../../components/returns/return-queries.ts';

export type ReturnStatusBody = ClientBodyInput<'adminOrderBackStatus'>;

/** The mail of a return status as the shopper would get it now (asked again each time a dialog opens). */
export const returnMailPreviewQuery = (api: ApiClient, idOrder: number, idOrderBack: number, status: ReturnStatus) =>
  queryOptions({
    queryKey: returnKeys.preview(idOrderBack, status),
    queryFn: ({ signal }) =>
      api.call('adminOrderReturnMailPreview', { params: { id: idOrder, idOrderBack, status }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** `PUT /admin/order-back/{idOrderBack}/status` (multipart: the file under `file`). */
export const moveReturn = (api: ApiClient, idOrderBack: number, body: ReturnStatusBody) =>
  api.call('adminOrderBackStatus', { params: { idOrderBack }, body });

/**
 * A return's file, fetched with the client's headers (token, site) as a blob and saved under its
 * own name through an object URL (the files are never at a public URL).
 */
export async function downloadReturnFile(
  api: ApiClient,
  idOrderBack: number,
  file: { id: number; name: string; contentType: string },
): Promise<void> {
  const blob = await api.call('adminOrderBackFile', { params: { idOrderBack, idFile: file.id } });
  const typed =
    blob.type === '' || blob.type === 'application/octet-stream' ? new Blob([blob], { type: file.contentType }) : blob;
  const url = URL.createObjectURL(typed);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
