import { useQuery } from '@tanstack/react-query';
import { isChoice, type StoreCustomization } from '@cellar/shared/catalog/customization';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { formatPercent, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { customizationsQuery, decreasingDiscountsQuery } from '../api/product-queries.ts';

/** A product's quantity prices: from a quantity, a discount per unit (the cart and checkout apply it). */
export function QuantityPrices({ idProduct }: { idProduct: number }) {
  const t = useT();
  const lang = useLang();
  const discounts = useQuery(decreasingDiscountsQuery(useStoreApi(), idProduct));
  if (discounts.isError)
    return (
      <p className="muted small" role="alert" data-testid="quantity-prices-error">
        {t('product.options.discountsError')}
      </p>
    );
  const lines = discounts.data?.discounts ?? [];
  if (lines.length === 0) return null;
  return (
    <section className="product-section" data-testid="quantity-prices">
      <h2>{t('product.options.discountsTitle')}</h2>
      <table className="nutrition-table">
        <caption className="visually-hidden">{t('product.options.discountsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.options.quantity')}</th>
            <th scope="col">{t('product.options.discount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.fromQuantity}>
              <th scope="row">{t.plural('product.options.fromQuantity', line.fromQuantity)}</th>
              <td>
                {t('product.options.off', {
                  amount: line.type === 'PERCENT' ? formatPercent(lang, line.amount) : formatPrice(lang, line.amount),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What a cost adds, under its customization's cost type ("+2,00 €", "+5 % du prix"); free says so. */
function useCost() {
  const t = useT();
  const lang = useLang();
  return (costType: StoreCustomization['costType'], cost: number | null) => {
    if (costType === 'FREE' || !cost) return t('product.options.free');
    if (costType === 'PERCENT') return t('product.options.costPercent', { cost: formatPercent(lang, cost) });
    if (costType === 'PER_UNIT') return t('product.options.costPerUnit', { cost: formatPrice(lang, cost) });
    return t('product.options.costPlus', { cost: formatPrice(lang, cost) });
  };
}

function CustomizationLine({ customization: c }: { customization: StoreCustomization }) {
  const t = useT();
  const cost = useCost();
  const what = isChoice(c.inputType)
    ? null
    : c.inputType === 'FILE' || c.inputType === 'IMAGE'
      ? t('product.options.file', { extensions: c.allowedExtensions.join(', ') })
      : c.textMaxLength
        ? t('product.options.textUpTo', { count: c.textMaxLength })
        : t('product.options.text');
  return (
    <li data-testid={`customization-${c.id}`}>
      <strong>{c.label}</strong>
      {c.required && <span className="muted small"> ({t('product.options.required')})</span>}
      {what && (
        <span className="small">
          {' '}
          — {what}, {cost(c.costType, c.cost)}
        </span>
      )}
      {isChoice(c.inputType) && c.values.length > 0 && (
        <ul className="tags">
          {c.values.map((v) => (
            <li key={v.id}>
              {v.label} ({cost(c.costType, v.cost)})
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The customizations a product offers, in the producer's order, each choice with its values in order and what
 * each costs. Shown, not chosen: the cart and the order do not carry customizations yet (docs/catalogue-options.md).
 */
export function ProductCustomizations({ idProduct }: { idProduct: number }) {
  const t = useT();
  const customizations = useQuery(customizationsQuery(useStoreApi(), idProduct));
  if (customizations.isError)
    return (
      <p className="muted small" role="alert" data-testid="customizations-error">
        {t('product.options.customizationsError')}
      </p>
    );
  const list = customizations.data?.customizations ?? [];
  if (list.length === 0) return null;
  return (
    <section className="product-section" data-testid="product-customizations">
      <h2>{t('product.options.customizationsTitle')}</h2>
      <ul className="customizations">
        {list.map((c) => (
          <CustomizationLine key={c.id} customization={c} />
        ))}
      </ul>
    </section>
  );
}
