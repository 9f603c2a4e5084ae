import { useLocation, useSearchParams } from 'react-router';
import { stripContentLang } from '@cellar/shared/i18n/content-lang';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { readListState, writeListState } from '../api/product-queries.ts';
import { ProductList } from '../components/product-list.tsx';

/**
 * The shop's product list (spec 2 §2–§3) with search, kinds, sort and pages of 100: the home screen of a shop
 * without a home page, and `/products`. Its state is in the address (links and Back keep it); its head's address
 * is the list's own, without it.
 */
export function ProductListRoute() {
  const t = useT();
  const { name } = useSiteIdentity();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const title = t('products.title');
  useDocumentHead({
    title: name ? `${title} — ${name}` : title,
    description: null,
    path: stripContentLang(pathname),
  });
  return (
    <div className="product-list">
      <h1>{title}</h1>
      <ProductList
        state={readListState(params)}
        onChange={(next) => setParams(writeListState(params, next))}
        priority
      />
    </div>
  );
}
