import { Link } from 'react-router';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import type { CartPriceLine } from '../../../lib/cart/cart-pricing.ts';
import type { CartLine } from '../../../lib/cart/cart-state.ts';
import { formatCapacity, formatPrice } from '../../../lib/format.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** One line of the cart: the wine, its quantity (stepped as on its page), its price, and how to take it out. */
export function CartLineItem({
  line,
  priced,
  errors,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  priced: CartPriceLine | undefined;
  errors: readonly string[];
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const { product } = line;
  // The server's figures when they are for this quantity; the page's price meanwhile.
  const server = priced && priced.quantity === line.quantity ? priced : undefined;
  const unit = server ? server.discountedUnitPrice : product.discountedPrice;
  const original = server ? server.unitPrice : product.price;
  const total = server ? server.total : Math.round(unit * line.quantity * 100) / 100;
  const details = [
    line.vintage
      ? t('cart.vintage', { year: line.vintage })
      : product.productType === 'WINE'
        ? t('product.noVintage')
        : null,
    product.capacity && product.capacityUnit ? formatCapacity(lang, product.capacity, product.capacityUnit) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line-image">{product.image ? <img src={product.image.url} alt="" /> : null}</div>
      <div className="cart-line-main">
        <h2 className="cart-line-name">
          <Link to={to(`/product/${product.id}`)}>{product.name}</Link>
        </h2>
        {details && <p className="muted small">{details}</p>}
        <p className="small">
          {unit < original && (
            <>
              <s className="muted">{formatPrice(lang, original)}</s>{' '}
            </>
          )}
          {t('cart.unitPrice', { price: formatPrice(lang, unit) })}
        </p>
        {errors.map((message) => (
          <p key={message} className="field-error" role="alert">
            {message}
          </p>
        ))}
      </div>
      <div className="cart-line-quantity">
        <QuantityStepper value={line.quantity} step={product.step} onChange={onQuantity} name={product.name} />
        <button
          type="button"
          className="link-button"
          onClick={onRemove}
          aria-label={t('cart.removeLine', { name: product.name })}
        >
          {t('cart.remove')}
        </button>
      </div>
      <p className="cart-line-total" data-testid="line-total">
        <span className="visually-hidden">{t('cart.lineTotal')} </span>
        {formatPrice(lang, total)}
      </p>
    </li>
  );
}
