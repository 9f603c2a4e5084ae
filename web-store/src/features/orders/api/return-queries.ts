import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

export type CustomerReturn = ClientAnswer<'orderBacks'>['ordersBack'][number];
export type ReturnAskBody = ClientBodyInput<'customerOrderReturn'>;

/** The customer's returns of one order (`GET /order-back?order={id}`), all of them. */
export const orderReturnsQuery = (api: StoreApi, idOrder: number) =>
  apiQuery(api, 'orderBacks', { query: { order: String(idOrder), page: 1, nbItem: 100 } });

/** The site's return reasons, labelled in the shopper's language (`GET /order-generic-values/RETURN_REASON`). */
export const returnReasonsQuery = (api: StoreApi) => ({
  ...apiQuery(api, 'orderGenericValues', { params: { type: 'RETURN_REASON' } }),
  staleTime: 5 * 60_000,
});

/** `POST /order/{id}/return`: the lines asked back, the reason, the message. */
export const askReturn = (api: StoreApi, idOrder: number, body: ReturnAskBody) =>
  api.client.call('customerOrderReturn', { params: { id: idOrder }, body });

/** The label of a return, fetched with the customer's token as a blob and saved under its own name. */
export async function downloadReturnLabel(
  api: StoreApi,
  idOrderBack: number,
  file: { id: number; name: string; contentType: string },
): Promise<void> {
  const blob = await api.client.call('customerOrderBackFile', { params: { idOrderBack, idFile: file.id } });
  const url = URL.createObjectURL(blob.type === '' ? new Blob([blob], { type: file.contentType }) : blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Not decided yet: while one is open, the order takes no other return (the server says `return.alreadyOpen`). */
export const isOpenReturn = (r: CustomerReturn) =>
  r.status === 'RETURN_ASK' || r.status === 'LABEL_SENT' || r.status === 'PRODUCT_RECEIVED';
