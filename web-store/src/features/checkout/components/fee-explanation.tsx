import type { CartCarrier } from '../../../lib/cart/cart-state.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/**
 * "Why this price": how the server priced an option, as a shopper may see it (docs/shipping.md
 * "The answer") — the destination, each parcel with its box, weight, bottles, the bounds of its
 * tranche and its price, and free shipping. The producer's markup and the carriers' own prices are
 * not in the answer.
 */
export function FeeExplanation({ option }: { option: CartCarrier }) {
  const t = useT();
  const lang = useLang();
  const price = (amount: number) => formatPrice(lang, amount);
  const e = option.explanation;
  return (
    <details className="fee-explanation" data-testid="fee-explanation">
      <summary>{t('checkout.why', { name: option.name })}</summary>
      <ul>
        <li>
          {e.destination.department
            ? t('fees.destinationDepartment', {
                postalCode: e.destination.postalCode,
                country: e.destination.country,
                department: e.destination.department,
              })
            : t('fees.destination', { postalCode: e.destination.postalCode, country: e.destination.country })}
        </li>
        {e.parcels.map((parcel, index) => (
          <li key={index}>
            {t('fees.parcel', {
              number: index + 1,
              box: parcel.box.name ?? t('fees.box'),
              weight: formatNumber(lang, parcel.weightKg),
            })}{' '}
            {t.plural('fees.bottles', parcel.bottles)}
            {parcel.equivalents !== null && parcel.equivalents !== parcel.bottles
              ? ` ${t.plural('fees.equivalents', parcel.equivalents)}`
              : ''}
            {parcel.tranche
              ? ` ${t('fees.tranche', { min: formatNumber(lang, parcel.tranche.min), max: formatNumber(lang, parcel.tranche.max) })}`
              : ''}
            {parcel.price !== null ? ` ${t('fees.parcelPrice', { price: price(parcel.price) })}` : ''}
          </li>
        ))}
        {e.freeShipping.from !== null && (
          <li>
            {t(e.freeShipping.applied ? 'fees.freeApplied' : 'fees.freeFrom', {
              from: e.freeShipping.from,
              count: e.freeShipping.count,
            })}
          </li>
        )}
        <li>
          <strong>
            {option.price === 0 && option.fdp > 0
              ? t('fees.resultFree', { fdp: price(option.fdp) })
              : t('fees.result', { price: price(option.price) })}
          </strong>
        </li>
      </ul>
    </details>
  );
}
