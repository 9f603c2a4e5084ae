import type { NutritionField } from '@cellar/shared/catalog/product';
import { formatNumber } from '../lib/format.ts';
import { useLang } from '../lib/i18n/lang.ts';
import { useT } from '../lib/i18n/translate.ts';

/** The rows of the EU nutrition declaration, in its order (Regulation (EU) No 1169/2011, Annex XV). */
const rows: ReadonlyArray<{ field: NutritionField; sub?: true }> = [
  { field: 'fat' },
  { field: 'saturated', sub: true },
  { field: 'carbohydrates' },
  { field: 'sugar', sub: true },
  { field: 'proteins' },
  { field: 'salt' },
];

/**
 * The nutrition declaration per 100 ml (Regulation (EU) 2021/2117 for wines): energy "E" in kJ and
 * kcal first, then the nutrients in grams.
 */
export function NutritionTable({
  nutrition,
  energy,
}: {
  nutrition: Partial<Record<NutritionField, number>>;
  energy: { kj: number; kcal: number } | null;
}) {
  const t = useT();
  const lang = useLang();
  const grams = (value: number | undefined) =>
    value === undefined ? t('nutrition.missing') : t('nutrition.grams', { value: formatNumber(lang, value, 1) });
  return (
    <table className="nutrition-table" data-testid="nutrition-table">
      {/* The section's heading shows above the table: the caption names it for screen readers. */}
      <caption className="visually-hidden">{t('nutrition.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('nutrition.nutrient')}</th>
          <th scope="col">{t('nutrition.per100')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('nutrition.energy')}</th>
          <td data-testid="energy">
            {energy
              ? t('nutrition.energyValue', {
                  kj: formatNumber(lang, energy.kj, 0),
                  kcal: formatNumber(lang, energy.kcal, 0),
                })
              : t('nutrition.missing')}
          </td>
        </tr>
        {rows.map(({ field, sub }) => (
          <tr key={field} className={sub ? 'sub-row' : undefined}>
            <th scope="row">{t(`nutrition.${field}`)}</th>
            <td>{grams(nutrition[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
