import { Link } from 'react-router';
import type { StoreProductSummary } from '@cellar/shared/catalog/product-view';
import { Price } from '../../../components/price.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** A product of the list: photo, name (the link), kind and vintage, price, stock. */
export function ProductCard({ product }: { product: StoreProductSummary }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card-image">
        {product.image ? (
          <img src={product.image.url} alt={product.image.alt || product.name} loading="lazy" decoding="async" />
        ) : (
          <span className="no-image">{t('products.noImage')}</span>
        )}
      </div>
      <div className="product-card-body">
        <h2 className="product-card-name">
          <Link to={to(`/product/${product.id}`)}>{product.name}</Link>
        </h2>
        {(product.kind || product.year !== null) && (
          <p className="muted small">
            {[product.kind?.name, product.year !== null ? t('products.vintage', { year: product.year }) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <Price value={product} from={product.priceFrom} />
        {!product.inStock && <p className="badge badge-out">{t('products.outOfStock')}</p>}
      </div>
    </article>
  );
}
