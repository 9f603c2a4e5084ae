import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { buildListQuery, type ListFilterInput } from '@cellar/shared/api/list-query';
import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { invalidateCounter } from '../../../components/layout/counters.ts';

export type OrderList = ClientAnswer<'adminOrders'>;
export type OrderListItem = OrderList['orders'][number];
export type OrderView = ClientAnswer<'adminOrder'>;
export type OrderPaymentLine = OrderView['payments'][number];
export type PaymentBody = ClientBodyInput<'adminOrderPaymentCreate'>;
export type StatusBody = ClientBodyInput<'adminOrderStatus'>;

/** React-query keys of the order screens: a change to an order invalidates `lists` (and the layout's waiting counter).
 * */
const keys = queryKeys('orders');
export const orderKeys = {
  ...keys,
  list: (query: Record<string, string>) => keys.list(query),
  one: (id: number) => keys.one(id),
  preview: (id: number, status: OrderStatus) => keys.part('one', id, 'preview', status),
};

/** What the list screen asks for: the spec's list query (page from 1, nbItem 10) and its filters. */
export interface OrderListInput {
  page: number;
  nbItem: number;
  orderBy?: string | undefined;
  filters: ListFilterInput[];
}

export const orderListQuery = (api: ApiClient, input: OrderListInput) => {
  const query = buildListQuery(input);
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.call('adminOrders', { query, signal }),
  });
};

export const orderQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => api.call('adminOrder', { params: { id }, signal }),
  });

export const mailPreviewQuery = (api: ApiClient, id: number, status: OrderStatus) =>
  queryOptions({
    queryKey: orderKeys.preview(id, status),
    queryFn: ({ signal }) => api.call('adminOrderMailPreview', { params: { id, status }, signal }),
    // The preview depends on the order as it is now: asked again each time a dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export const moveOrder = (api: ApiClient, id: number, body: StatusBody) =>
  api.call('adminOrderStatus', { params: { id }, body });
export const addPayment = (api: ApiClient, id: number, body: PaymentBody) =>
  api.call('adminOrderPaymentCreate', { params: { id }, body });
export const updatePayment = (api: ApiClient, id: number, idPayment: number, body: PaymentBody) =>
  api.call('adminOrderPaymentUpdate', { params: { id, idPayment }, body });
export const deletePayment = (api: ApiClient, id: number, idPayment: number) =>
  api.call('adminOrderPaymentDelete', { params: { id, idPayment } });
export const sendStatusMail = (api: ApiClient, id: number, status: OrderStatus) =>
  api.call('adminOrderMailSend', { params: { id, status } });
export const printOrder = (api: ApiClient, id: number) => api.call('adminOrderPrint', { params: { id } });

// Shipping (docs/orders.md "Shipping an order").
export type ShippingPrice = ClientAnswer<'adminOrderShippingPrices'>[number];
export type OptimizedBoxes = ClientAnswer<'adminOrderOptimizedBoxes'>;
export type CarrierStatus = ClientAnswer<'adminOrderCarrierStatus'>;
export type ShipBody = ClientBodyInput<'adminOrderShip'>;

export const shippingPricesQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...orderKeys.one(id), 'shipping-prices'] as const,
    queryFn: ({ signal }) => api.call('adminOrderShippingPrices', { params: { id }, body: {}, signal }),
    staleTime: 0,
  });

export const optimizedBoxesQuery = (api: ApiClient, idOrder: number, idCarrier: number, fromStock: boolean) =>
  queryOptions({
    queryKey: [...orderKeys.one(idOrder), 'boxes', idCarrier, fromStock] as const,
    queryFn: ({ signal }) =>
      api.call(fromStock ? 'adminOrderOptimizedBoxesStock' : 'adminOrderOptimizedBoxes', {
        params: { idOrder, idCarrier },
        signal,
      }),
    staleTime: 0,
  });

export const carrierStatusQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...orderKeys.one(id), 'carrier-status'] as const,
    queryFn: ({ signal }) => api.call('adminOrderCarrierStatus', { params: { id }, signal }),
    staleTime: 0,
  });

export const shipOrder = (api: ApiClient, id: number, body: ShipBody) =>
  api.call('adminOrderShip', { params: { id }, body });
export const cancelShipment = (api: ApiClient, id: number) => api.call('adminOrderShipmentCancel', { params: { id } });
export const shipmentLabel = (api: ApiClient, id: number) => api.call('adminOrderLabel', { params: { id } });

/**
 * After a change answered with the order: the screen shows the answer at once, the lists (tabs,
 * sums, balances) and the layout's waiting-orders counter load again.
 */
export function orderChanged(queryClient: QueryClient, view: OrderView): void {
  queryClient.setQueryData(orderKeys.one(view.id), view);
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  invalidateCounter(queryClient, 'waitingOrders');
}
