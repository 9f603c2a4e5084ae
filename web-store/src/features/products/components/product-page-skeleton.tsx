import { useT } from '../../../lib/i18n/translate.ts';

/**
 * What a product page shows while its product loads: the page's shape (the photo's 3:4 box, the lines of the buy box),
 * empty, and "loading" for screen readers. Drawn anew, not moved, once the product arrives (docs/first-paint.md).
 */
export function ProductPageSkeleton() {
  const t = useT();
  return (
    <div className="product-page" role="status" aria-live="polite" data-testid="product-page-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div aria-hidden="true">
        <p className="skeleton-line skeleton-count" />
        <div className="product-top">
          <div className="gallery">
            <div className="skeleton-photo" />
          </div>
          <div className="buy-box">
            <p className="skeleton-line skeleton-title" />
            <p className="skeleton-line skeleton-short" />
            <p className="skeleton-line skeleton-short" />
          </div>
        </div>
      </div>
    </div>
  );
}
