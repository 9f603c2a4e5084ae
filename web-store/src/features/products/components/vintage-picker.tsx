import type { StoreDeclination, StoreProductDetail } from '@cellar/shared/catalog/product-view';
import { formatCapacity } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/**
 * The vintages of a wine as radio buttons ("2019 — 75 cl — Bottle size: Magnum", the variations the producer named);
 * one vintage is just said.
 */
export function VintagePicker({
  declinations,
  variations = [],
  value,
  onChange,
}: {
  declinations: readonly StoreDeclination[];
  variations?: StoreProductDetail['variations'];
  value: number;
  onChange: (id: number) => void;
}) {
  const t = useT();
  const lang = useLang();
  const label = (d: StoreDeclination) =>
    [
      t('product.vintageOption', {
        year: d.year ?? t('product.noVintage'),
        capacity: formatCapacity(lang, d.capacity, d.capacityUnit),
      }),
      ...variations.flatMap(({ variation, label: name }) => {
        const chosen = d[`variation${variation}`];
        return chosen ? [t('product.variationValue', { label: name, value: chosen })] : [];
      }),
    ].join(' — ');
  if (declinations.length === 1) {
    return <p className="vintage-single">{t('product.vintageIs', { vintage: label(declinations[0]!) })}</p>;
  }
  return (
    <fieldset className="vintage-picker">
      <legend>{t('product.vintage')}</legend>
      <div className="vintage-options">
        {declinations.map((d) => (
          <label key={d.id} className={`vintage-option${d.id === value ? ' selected' : ''}`}>
            <input type="radio" name="vintage" value={d.id} checked={d.id === value} onChange={() => onChange(d.id)} />
            {label(d)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
