import { formatPercent, formatPrice } from '../lib/format.ts';
import { useLang } from '../lib/i18n/lang.ts';
import { useT } from '../lib/i18n/translate.ts';

export interface PriceValue {
  price: number;
  discount: { type: 'EURO' | 'PERCENT'; amount: number } | null;
  discountedPrice: number;
}

/**
 * A price as the server computed it (spec 2 §5): with a discount, the original
 * price struck through, then the discounted price; screen readers hear which is which. `from`: the
 * lowest of several prices (a wine's vintages).
 */
export function Price({
  value,
  size = 'normal',
  from = false,
}: {
  value: PriceValue;
  size?: 'normal' | 'large';
  from?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const discounted = value.discount !== null && value.discountedPrice < value.price;
  return (
    <p className={`price price-${size}`} data-testid="price">
      {from && <span className="price-from">{t('price.from')} </span>}
      {discounted ? (
        <>
          <span className="visually-hidden">{t('price.original')}</span>
          <s className="price-original">{formatPrice(lang, value.price)}</s>{' '}
          <span className="visually-hidden">{t('price.discounted')}</span>
          <strong className="price-current price-discounted">{formatPrice(lang, value.discountedPrice)}</strong>{' '}
          <span className="price-badge">
            {t('price.discount', {
              amount:
                value.discount!.type === 'PERCENT'
                  ? formatPercent(lang, value.discount!.amount)
                  : formatPrice(lang, value.discount!.amount),
            })}
          </span>
        </>
      ) : (
        <strong className="price-current">{formatPrice(lang, value.price)}</strong>
      )}
    </p>
  );
}
