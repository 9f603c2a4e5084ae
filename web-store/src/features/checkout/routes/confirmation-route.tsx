import '../../../i18n/checkout-catalogue.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '@cellar/shared/checkout/orders';
import { OrderDetails, PaymentInstructions } from '../../../components/order-view.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { problemOf } from '../../../lib/api/problems.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSignedIn } from '../../../lib/session/session.ts';
import { keepLastOrder, lastOrder } from '../api/last-order.ts';

/**
 * A card payment with the local payment provider (a developer's machine, the tests): the shopper's
 * "Pay" confirms it as Stripe.js would (`POST /payment/local/confirm`). With Stripe, the card form
 * of Stripe.js is not wired yet: the shopper is told the payment waits.
 */
function CardPayment({
  order,
  onPaid,
}: {
  order: OrderView;
  onPaid: (status: OrderView['payment']['status']) => void;
}) {
  const t = useT();
  const lang = useLang();
  const api = useStoreApi();
  const pay = useMutation({
    mutationFn: (outcome: 'succeeded' | 'declined') =>
      api.client.call('paymentLocalConfirm', { body: { clientSecret: order.payment.clientSecret ?? '', outcome } }),
    onSuccess: (answer) => onPaid(answer.status),
  });
  if (order.payment.provider !== 'local' || !order.payment.clientSecret)
    return <p className="notice">{t('confirmation.cardWaiting')}</p>;
  return (
    <div className="card-payment" data-testid="card-payment">
      <p>{t('confirmation.cardLocal')}</p>
      <button type="button" className="button" disabled={pay.isPending} onClick={() => pay.mutate('succeeded')}>
        {t('confirmation.payCard', { amount: formatPrice(lang, order.payment.amount) })}
      </button>{' '}
      <button type="button" className="link-button" disabled={pay.isPending} onClick={() => pay.mutate('declined')}>
        {t('confirmation.declineCard')}
      </button>
      {pay.isError && (
        <p role="alert" className="field-error">
          {problemOf(pay.error, t)}
        </p>
      )}
    </div>
  );
}

/** `/checkout/confirmation`: the order just placed — its number, WAITING, what was paid or how to pay. */
export function ConfirmationRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const idSite = api.idSite ?? 0;
  const signedIn = useSignedIn(api.idSite);
  const [order, setOrder] = useState(() => lastOrder(idSite));

  if (!order) {
    return (
      <StatusMessage
        title={t('confirmation.none')}
        action={
          <Link to={to('/')} className="button">
            {t('cart.browse')}
          </Link>
        }
      >
        {t('confirmation.noneText')}
      </StatusMessage>
    );
  }
  const paid = order.payment.status === 'PAID';
  const onPaid = (status: OrderView['payment']['status']) => {
    const next = { ...order, payment: { ...order.payment, status } };
    keepLastOrder(idSite, next);
    setOrder(next);
  };
  return (
    <article className="confirmation">
      <h1>{t('confirmation.title')}</h1>
      <p className="lead" role="status">
        {t('confirmation.placed', { number: order.number, email: order.customer.email })}
      </p>
      <section className="order-section" aria-labelledby="pay-title">
        <h2 id="pay-title">{t(paid ? 'confirmation.paid' : 'confirmation.toPay')}</h2>
        {paid ? (
          <p data-testid="paid">{t('confirmation.paidText', { method: order.payment.label })}</p>
        ) : order.payment.method === 'CARD' ? (
          order.payment.status === 'FAILED' || order.payment.status === 'CANCELED' ? (
            <>
              <p role="alert">{t('confirmation.cardFailed')}</p>
              <CardPayment order={order} onPaid={onPaid} />
            </>
          ) : (
            <CardPayment order={order} onPaid={onPaid} />
          )
        ) : (
          <PaymentInstructions payment={order.payment} />
        )}
      </section>
      <OrderDetails order={order} />
      <p className="actions">
        {signedIn && (
          <Link to={to('/account/orders')} className="button button-quiet">
            {t('confirmation.myOrders')}
          </Link>
        )}{' '}
        <Link to={to('/')} className="button">
          {t('confirmation.continue')}
        </Link>
      </p>
    </article>
  );
}
