import { useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import { productsQuery, shopScope, type ListScope, type ListState } from '../api/product-queries.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductFilters } from './product-filters.tsx';

/**
 * The products with their filters, count and pages: the shop's list (`/`, `/products`) and a page's product list
 * component. Where its state lives is the caller's (the address for the shop's list, the component's own state in a
 * page); `scope` keeps it to some kinds and a page size, `showFilters` hides the search, kinds and sort.
 */
export function ProductList({
  state,
  onChange,
  scope = shopScope,
  showFilters = true,
}: {
  state: ListState;
  onChange: (next: ListState) => void;
  scope?: ListScope;
  showFilters?: boolean;
}) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const products = useQuery({ ...productsQuery(useStoreApi(), state, scope), placeholderData: keepPreviousData });
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
    const pages = Math.max(1, Math.ceil(products.data.total / scope.pageSize));
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
            onChange({ ...state, page });
            root.current?.scrollIntoView?.();
          }}
        />
      </>
    );
  }

  return (
    <div ref={root} className={showFilters ? 'list-layout' : 'list-layout list-layout-plain'}>
      {showFilters && <ProductFilters state={state} onChange={onChange} kinds={scope.kinds} />}
      <div className="list-results">{content}</div>
    </div>
  );
}
