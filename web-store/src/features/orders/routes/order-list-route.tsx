import '../../../i18n/checkout-catalogue.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { problemOf } from '../../../lib/api/problems.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { orderStatusesQuery, ordersPerPage, ordersQuery } from '../api/order-queries.ts';

function OrderList() {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useStoreApi();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status') ?? '';
  const orders = useQuery({ ...ordersQuery(api, page, status), placeholderData: keepPreviousData });
  const statuses = useQuery(orderStatusesQuery(api));
  const statusId = useId();
  const go = (next: { page?: number; status?: string }) => {
    const p = new URLSearchParams(params);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) p.set('page', String(nextPage));
    else p.delete('page');
    const nextStatus = next.status ?? status;
    if (nextStatus) p.set('status', nextStatus);
    else p.delete('status');
    setParams(p);
  };

  if (orders.isError)
    return (
      <LoadError message={problemOf(orders.error, t)} error={orders.error} onRetry={() => void orders.refetch()} />
    );
  if (!orders.data) return <PageLoader />;
  const pages = Math.max(1, Math.ceil(orders.data.total / ordersPerPage));
  return (
    <div className="account-page">
      <p className="breadcrumb">
        <Link to={to('/account')}>{t('account.title')}</Link>
      </p>
      <h1>{t('orders.title')}</h1>
      <div className="field orders-filter">
        <label htmlFor={statusId}>{t('orders.status')}</label>
        <select id={statusId} value={status} onChange={(event) => go({ status: event.target.value })}>
          <option value="">{t('orders.allStatuses')}</option>
          {(statuses.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.value}
            </option>
          ))}
        </select>
      </div>
      {orders.data.orders.length === 0 ? (
        <StatusMessage
          action={
            <Link to={to('/')} className="button">
              {t('cart.browse')}
            </Link>
          }
        >
          {t(status ? 'orders.noneWithStatus' : 'orders.none')}
        </StatusMessage>
      ) : (
        <table className="order-table" aria-busy={orders.isFetching || undefined}>
          <caption className="visually-hidden">{t('orders.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.number')}</th>
              <th scope="col">{t('order.date')}</th>
              <th scope="col">{t('order.status')}</th>
              <th scope="col">{t('cart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.orders.map((order) => (
              <tr key={order.id} data-testid="order-row">
                <th scope="row">
                  <Link to={to(`/account/orders/${order.id}`)}>{order.number}</Link>
                </th>
                <td>{order.date}</td>
                <td>{order.statusLabel}</td>
                <td>{formatPrice(lang, order.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label={t('products.paging')}>
          <button
            type="button"
            className="button button-quiet"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
          >
            {t('products.previous')}
          </button>
          <span>{t('products.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="button button-quiet"
            disabled={page >= pages}
            onClick={() => go({ page: page + 1 })}
          >
            {t('products.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** `/account/orders`: the customer's orders, newest first, 10 a page, by status (`GET /order`). */
export function OrderListRoute() {
  return (
    <RequireSignIn>
      <OrderList />
    </RequireSignIn>
  );
}
