import { useT } from '../../../lib/i18n/translate.ts';

/**
 * What the product list shows while its products (and its kinds, with the filters) load: the filters' box and a grid
 * of empty cards with the cards' own boxes (the 3:4 photo, the lines of text), so the screen has its shape before its
 * content, and says "loading" to screen readers. It is drawn anew, not moved, once the list arrives: nothing shifts
 * (docs/first-paint.md).
 */
export function ProductListSkeleton({ cards, showFilters }: { cards: number; showFilters: boolean }) {
  const t = useT();
  return (
    <div
      className={showFilters ? 'list-layout' : 'list-layout list-layout-plain'}
      role="status"
      aria-live="polite"
      data-testid="product-list-loading"
    >
      <span className="visually-hidden">{t('common.loading')}</span>
      {showFilters && <div className="filters skeleton-filters" aria-hidden="true" />}
      <div className="list-results" aria-hidden="true">
        <p className="skeleton-line skeleton-count" />
        <ul className="product-grid">
          {Array.from({ length: cards }, (_, index) => (
            <li key={index}>
              <div className="product-card product-card-skeleton">
                <div className="product-card-image" />
                <div className="product-card-body">
                  <p className="skeleton-line" />
                  <p className="skeleton-line skeleton-short" />
                  <p className="skeleton-line skeleton-short" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
