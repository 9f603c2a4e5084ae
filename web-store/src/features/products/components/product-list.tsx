import { useDeferredValue, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import { kindsQuery, productsQuery, shopScope, type ListScope, type ListState } from '../api/product-queries.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductFilters } from './product-filters.tsx';
import { ProductListSkeleton } from './product-list-skeleton.tsx';

/** Cards of the loading skeleton: two rows on a wide screen, more than a phone's screen. */
const skeletonCards = 8;
/** The photos of the first row, the widest (four cards of 13rem beside the filters): in sight on arrival. */
const firstRow = 4;

/**
 * The products with their filters, count and pages: the shop's list (`/`, `/products`) and a page's product list
 * component. Where its state lives is the caller's (the address for the shop's list, the component's own state in a
 * page); `scope` keeps it to some kinds and a page size, `showFilters` hides the search, kinds and sort.
 *
 * First paint (docs/first-paint.md): until the products — and the kinds, when the filters show — are there, a skeleton
 * of the list's size; then the filters and the grid at once (in a deferred render), so the kinds arriving never push
 * the grid down. `priority`
 * (the shop's list, the screen's main content): the first row's photos load at once, the first one first (the largest
 * paint); every other photo, and every photo of a list inside a page, loads as it nears the screen.
 */
export function ProductList({
  state,
  onChange,
  scope = shopScope,
  showFilters = true,
  priority = false,
}: {
  state: ListState;
  onChange: (next: ListState) => void;
  scope?: ListScope;
  showFilters?: boolean;
  priority?: boolean;
}) {
  const t = useT();
  const api = useStoreApi();
  const root = useRef<HTMLDivElement>(null);
  const products = useQuery({ ...productsQuery(api, state, scope), placeholderData: keepPreviousData });
  // The filters' kinds, asked beside the products (the filters read the same cache entry).
  const kinds = useQuery({ ...kindsQuery(api), enabled: showFilters });
  const filtered = state.search !== '' || state.kinds.length > 0;

  // The list is drawn in a deferred render once its data is there: React draws it in slices, yielding to the browser,
  // where the answer's own (synchronous) render would draw it in one long task.
  const ready = useDeferredValue(!products.isPending && !(showFilters && kinds.isPending));
  if (!ready || products.isPending)
    return (
      <ProductListSkeleton key="loading" cards={Math.min(scope.pageSize, skeletonCards)} showFilters={showFilters} />
    );

  let content;
  if (products.isError)
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
          {products.data.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                image={!priority || index >= firstRow ? 'lazy' : index === 0 ? 'first' : 'eager'}
              />
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
    <div key="list" ref={root} className={showFilters ? 'list-layout' : 'list-layout list-layout-plain'}>
      {showFilters && <ProductFilters state={state} onChange={onChange} kinds={scope.kinds} />}
      <div className="list-results">{content}</div>
    </div>
  );
}
