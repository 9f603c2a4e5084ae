import '../../../i18n/checkout-catalogue.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CartTotals } from '../../../components/cart-totals.tsx';
import { DiscountCodeForm } from '../../../components/discount-code-form.tsx';
import { FormProblem } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useCart, useCartStore } from '../../../lib/cart/cart-context.tsx';
import { useCartPricing } from '../../../lib/cart/cart-pricing.ts';
import { previewSubtotal, removeLine, setLineQuantity } from '../../../lib/cart/cart-state.ts';
import { lineErrors } from '../../../lib/cart/line-errors.ts';
import { orderLines } from '../../../lib/cart/order-body.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { CartLineItem } from '../components/cart-line-item.tsx';

/**
 * `/cart`: the lines with their quantities (stepped as on the product pages, typed, removed), the
 * discount code, the server's totals; "Order" checks the cart with `POST /order/validate` (sold,
 * steps, stock) before the checkout, and says what is wrong on each line when something is.
 */
export function CartRoute() {
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const api = useStoreApi();
  const store = useCartStore();
  const lines = useCart((s) => s.lines);
  const { query, droppedCode } = useCartPricing();
  const [confirmClear, setConfirmClear] = useState(false);
  const validate = useMutation({
    mutationFn: () => api.client.call('orderValidate', { body: { products: orderLines(store.get()) } }),
    onSuccess: () => navigate(to('/checkout')),
  });
  const perLine = lineErrors(fieldErrorsOf(validate.error));

  if (lines.length === 0) {
    return (
      <StatusMessage
        title={t('cart.title')}
        action={
          <Link to={to('/')} className="button">
            {t('cart.browse')}
          </Link>
        }
      >
        {t('cart.empty')}
      </StatusMessage>
    );
  }

  const pricing = query.data;
  return (
    <div className="cart-page">
      <h1>{t('cart.title')}</h1>
      <FormProblem message={validate.error ? problemOf(validate.error, t) : null} testId="cart-problem" />
      <div className="cart-layout">
        <ul className="cart-lines" aria-label={t('cart.lines')}>
          {lines.map((line, index) => (
            <CartLineItem
              key={line.id}
              line={line}
              priced={pricing?.products[index]}
              errors={perLine.get(index) ?? []}
              onQuantity={(quantity) => store.update((s) => setLineQuantity(s, line.id, quantity))}
              onRemove={() => store.update((s) => removeLine(s, line.id))}
            />
          ))}
        </ul>
        <aside className="cart-summary">
          <DiscountCodeForm dropped={droppedCode} />
          <CartTotals pricing={pricing} preview={previewSubtotal({ lines })} pending={query.isFetching} />
          {query.isError && !fieldErrorsOf(query.error).discount && (
            <p className="field-error">{problemOf(query.error, t)}</p>
          )}
          <button
            type="button"
            className="button button-primary"
            onClick={() => validate.mutate()}
            disabled={validate.isPending}
            data-testid="checkout"
          >
            {t('cart.order')}
          </button>
          <div className="cart-clear">
            {confirmClear ? (
              <div role="group" aria-label={t('cart.clearConfirm')}>
                <p>{t('cart.clearConfirm')}</p>
                <button type="button" className="button button-quiet" onClick={() => store.clear()}>
                  {t('cart.clearYes')}
                </button>{' '}
                <button type="button" className="link-button" onClick={() => setConfirmClear(false)}>
                  {t('common.cancel')}
                </button>
              </div>
            ) : (
              <button type="button" className="link-button" onClick={() => setConfirmClear(true)}>
                {t('cart.clear')}
              </button>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
