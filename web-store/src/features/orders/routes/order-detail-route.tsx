import '../../../i18n/checkout-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { OrderDetails, PaymentInstructions } from '../../../components/order-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { problemOf } from '../../../lib/api/problems.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { orderQuery } from '../api/order-queries.ts';
import { OrderReturns } from '../components/order-returns.tsx';

function OrderDetail() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const id = Number(useParams().id);
  const order = useQuery({ ...orderQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  const back = (
    <Link to={to('/account/orders')} className="button">
      {t('orders.back')}
    </Link>
  );
  if (!Number.isInteger(id) || id <= 0 || errorStatus(order.error) === 404)
    return (
      <StatusMessage title={t('orders.notFound')} action={back}>
        {t('orders.notFoundText')}
      </StatusMessage>
    );
  if (order.isError)
    return <LoadError message={problemOf(order.error, t)} error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageLoader />;
  return (
    <article className="account-page">
      <p className="breadcrumb">
        <Link to={to('/account/orders')}>{t('orders.back')}</Link>
      </p>
      <h1>{t('orders.detailTitle', { number: order.data.number })}</h1>
      <OrderDetails order={order.data} />
      {order.data.payment.status === 'PENDING' && order.data.payment.method !== 'CARD' && (
        <section className="order-section" aria-labelledby="pay-title">
          <h2 id="pay-title">{t('confirmation.toPay')}</h2>
          <PaymentInstructions payment={order.data.payment} />
        </section>
      )}
      <OrderReturns order={order.data} />
    </article>
  );
}

/** `/account/orders/:id`: one of the customer's orders (`GET /order/{id}`; another's is not found), with its returns
 * and "Ask a return". */
export function OrderDetailRoute() {
  return (
    <RequireSignIn>
      <OrderDetail />
    </RequireSignIn>
  );
}
