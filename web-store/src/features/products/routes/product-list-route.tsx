import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { readListState, writeListState } from '../api/product-queries.ts';
import { ProductList } from '../components/product-list.tsx';

/**
 * The shop's product list (spec 2 §2–§3) with search, kinds, sort and pages of 100: the home screen of a shop
 * without a home page, and `/products`. Its state is in the address (links and Back keep it).
 */
export function ProductListRoute() {
  const t = useT();
  const { name } = useSiteIdentity();
  const [params, setParams] = useSearchParams();
  return (
    <div className="product-list">
      <title>{name ? `${t('products.title')} — ${name}` : t('products.title')}</title>
      <h1>{t('products.title')}</h1>
      <ProductList state={readListState(params)} onChange={(next) => setParams(writeListState(params, next))} />
    </div>
  );
}
