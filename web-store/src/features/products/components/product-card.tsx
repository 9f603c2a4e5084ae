import { Link } from 'react-router';
import type { StoreProductSummary } from '@cellar/shared/catalog/product-view';
import { Price } from '../../../components/price.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/**
 * How a card's photo loads (docs/first-paint.md): `lazy` as it nears the screen, `eager` at once (the first row of the
 * shop's list), `first` at once and before the rest (the list's largest paint).
 */
export type CardImageLoading = 'lazy' | 'eager' | 'first';

/**
 * A product of the list: photo, name (the link), kind and vintage, price, stock. The photo's box is the card's 3:4
 * frame (`.product-card-image`), whatever the photo's own size: the card is its final size before the photo arrives;
 * `width` and `height` say the same ratio to the browser. One size of each photo exists (no variants to offer in a
 * `srcset`).
 */
export function ProductCard({ product, image = 'lazy' }: { product: StoreProductSummary; image?: CardImageLoading }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card-image">
        {product.image ? (
          <img
            src={product.image.url}
            alt={product.image.alt || product.name}
            width={300}
            height={400}
            loading={image === 'lazy' ? 'lazy' : 'eager'}
            decoding={image === 'first' ? undefined : 'async'}
            fetchPriority={image === 'first' ? 'high' : undefined}
          />
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
