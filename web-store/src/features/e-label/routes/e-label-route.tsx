import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { IngredientList } from '../../../components/ingredient-list.tsx';
import { NutritionTable } from '../../../components/nutrition-table.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { formatCapacity, formatNumber } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { vintageDetailsQuery } from '../api/e-label-queries.ts';

/**
 * `/e-label/{idVintage}`, reached from the QR code on the bottle (`<site url>/e-label/<id>`, or
 * `<store>/e-label/<id>?site=<idSite>`): the wine's name and vintage, its ingredients with the
 * allergens in bold, and the nutrition declaration per 100 ml with the energy in kJ and kcal.
 */
export function ELabelRoute() {
  const t = useT();
  const lang = useLang();
  const { name: producer } = useSiteIdentity();
  const { idVintage = '' } = useParams();
  const valid = /^[1-9]\d{0,8}$/.test(idVintage);
  const details = useQuery({ ...vintageDetailsQuery(useStoreApi(), Number(idVintage)), enabled: valid });

  if (!valid || errorStatus(details.error) === 404)
    return <StatusMessage title={t('eLabel.title')}>{t('eLabel.notFound')}</StatusMessage>;
  if (details.isError)
    return <LoadError message={t('eLabel.error')} error={details.error} onRetry={() => void details.refetch()} />;
  if (details.isPending) return <PageLoader />;
  const wine = details.data;
  const facts = [
    wine.kind?.name,
    t('eLabel.capacity', { capacity: formatCapacity(lang, wine.capacity, wine.capacityUnit) }),
    wine.alcoholLevel !== null ? t('eLabel.alcohol', { value: formatNumber(lang, wine.alcoholLevel, 1) }) : null,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <article className="e-label" data-testid="e-label">
      <title>{`${wine.productName} — ${t('eLabel.title')}`}</title>
      <p className="muted small">{t('eLabel.title')}</p>
      <h1>{wine.productName}</h1>
      <p className="e-label-vintage">
        {wine.year !== null ? t('eLabel.vintage', { year: wine.year }) : t('eLabel.noVintage')}
      </p>
      <p className="muted">{facts.join(' · ')}</p>
      <section className="product-section">
        <h2>{t('eLabel.ingredients')}</h2>
        <IngredientList ingredients={wine.ingredients} />
      </section>
      <section className="product-section">
        <h2>{t('eLabel.nutrition')}</h2>
        <NutritionTable nutrition={wine.nutrition} energy={wine.energy} />
      </section>
      {producer && <p className="muted small">{t('eLabel.producer', { name: producer })}</p>}
    </article>
  );
}
