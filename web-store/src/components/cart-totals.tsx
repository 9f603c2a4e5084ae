import type { CartPriceView } from '../lib/cart/cart-pricing.ts';
import { formatPrice } from '../lib/format.ts';
import { useLang } from '../lib/i18n/lang.ts';
import { useT } from '../lib/i18n/translate.ts';

/**
 * The totals of a cart as the server computed them (`POST /order/discount`): subtotal, the code's
 * discount, the shipping fees (known once a carrier or click and collect is chosen), the total.
 * Before the first answer, the product pages' prices give an estimate, said as such.
 */
export function CartTotals({
  pricing,
  preview,
  pending,
  clickAndCollect = false,
}: {
  pricing: CartPriceView | undefined;
  preview: number;
  pending: boolean;
  clickAndCollect?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const price = (amount: number) => formatPrice(lang, amount);
  const feesKnown = clickAndCollect || pricing?.shippingFeesKnown === true;
  const fees = pricing?.shippingFees ?? 0;
  return (
    <section className="totals" aria-labelledby="totals-title" aria-busy={pending || undefined} data-testid="totals">
      <h2 id="totals-title" className="visually-hidden">
        {t('cart.totals')}
      </h2>
      <dl>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="subtotal">{price(pricing?.subtotal ?? preview)}</dd>
        </div>
        {pricing?.discount && (
          <div className="totals-discount">
            <dt>{t('cart.discountLine', { code: pricing.discount.code })}</dt>
            <dd data-testid="discount-amount">−{price(pricing.discount.amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t(clickAndCollect ? 'cart.pickupFees' : 'cart.shipping')}</dt>
          <dd data-testid="shipping-fees">
            {!feesKnown ? t('cart.shippingLater') : fees === 0 ? t('cart.free', { amount: price(0) }) : price(fees)}
          </dd>
        </div>
        <div className="totals-total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="total">{price(pricing?.total ?? preview)}</dd>
        </div>
      </dl>
      {!pricing && <p className="muted small">{t('cart.estimate')}</p>}
    </section>
  );
}
