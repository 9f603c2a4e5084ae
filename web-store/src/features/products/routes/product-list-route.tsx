import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import {
  productsPerPage,
  productsQuery,
  readListState,
  writeListState,
  type ListState,
} from '../api/product-queries.ts';
import { Pagination } from '../components/pagination.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { ProductFilters } from '../components/product-filters.tsx';

/** The shop's home: the product list (spec 2 §2–§3) with search, kinds, sort and pages of 100. */
export function ProductListRoute() {
  const t = useT();
  const { name } = useSiteIdentity();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const products = useQuery({ ...productsQuery(useStoreApi(), state), placeholderData: keepPreviousData });
  const show = (next: ListState) => setParams(writeListState(params, next));
  const filtered = state.search !== '' || state.kinds.length > 0;

  let content;
  if (products.isPending) content = <PageLoader />;
  else if (products.isError)
    content = (
      <LoadError message={t('products.error')} error={products.error} onRetry={() => void products.refetch()} />
    );
  else if (products.data.products.length === 0)
    content = <StatusMessage>{t(filtered ? 'products.empty' : 'products.emptyShop')}</StatusMessage>;
  else {
    const pages = Math.max(1, Math.ceil(products.data.total / productsPerPage));
    content = (
      <>
        <p className="muted" role="status">
          {t.plural('products.count', products.data.total)}
        </p>
        <ul className="product-grid" aria-busy={products.isPlaceholderData}>
          {products.data.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
        <Pagination
          page={state.page}
          pages={pages}
          onPage={(page) => {
            show({ ...state, page });
            document.getElementById('main')?.scrollIntoView?.();
          }}
        />
      </>
    );
  }

  return (
    <div className="product-list">
      <title>{name ? `${t('products.title')} — ${name}` : t('products.title')}</title>
      <h1>{t('products.title')}</h1>
      <div className="list-layout">
        <ProductFilters state={state} onChange={show} />
        <div className="list-results">{content}</div>
      </div>
    </div>
  );
}
