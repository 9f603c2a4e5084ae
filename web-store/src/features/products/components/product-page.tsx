import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { StoreProductDetail } from '@cellar/shared/catalog/product-view';
import { IngredientList } from '../../../components/ingredient-list.tsx';
import { NutritionTable } from '../../../components/nutrition-table.tsx';
import { Price } from '../../../components/price.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { ProductDetailsList, ProductFacts } from './product-facts.tsx';
import { quantityStep } from './quantity.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { VintagePicker } from './vintage-picker.tsx';

/**
 * A product page: photos, name, the chosen vintage's price and stock, the quantity, what the wine
 * is, and for a wine its ingredients and nutrition (the e-label's content, with a link to it).
 * No cart yet (a later issue builds it): the button says so and is disabled.
 */
export function ProductPage({ product }: { product: StoreProductDetail }) {
  const t = useT();
  const to = useLocalePath();
  const cartNoteId = useId();
  const [vintageId, setVintageId] = useState(product.declinations[0]?.id);
  const declination = product.declinations.find((d) => d.id === vintageId) ?? product.declinations[0];
  const step = quantityStep(product, declination);
  const [quantity, setQuantity] = useState(step);
  const selling = product.productType === 'WINE' && declination ? declination : product;

  const chooseVintage = (id: number) => {
    setVintageId(id);
    const next = product.declinations.find((d) => d.id === id);
    setQuantity(quantityStep(product, next));
  };

  return (
    <article className="product-page">
      <p className="breadcrumb">
        <Link to={to('/')}>{t('product.back')}</Link>
      </p>
      <div className="product-top">
        <div className="gallery" aria-label={t('product.images')} role={product.images.length > 1 ? 'region' : undefined}>
          {product.images.length > 0 ? (
            <ul>
              {product.images.map((image, index) => (
                <li key={image.url}>
                  <img src={image.url} alt={image.alt || product.name} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
                </li>
              ))}
            </ul>
          ) : (
            <span className="no-image">{t('products.noImage')}</span>
          )}
        </div>
        <div className="buy-box">
          <h1>{product.name}</h1>
          {product.productType === 'WINE' && product.declinations.length > 0 && <VintagePicker declinations={product.declinations} value={declination!.id} onChange={chooseVintage} />}
          <Price value={selling} size="large" />
          <p className={selling.inStock ? 'stock stock-in' : 'badge badge-out'} data-testid="stock">
            {t(selling.inStock ? 'product.inStock' : 'product.outOfStock')}
          </p>
          <QuantityStepper value={quantity} step={step} onChange={setQuantity} />
          <button type="button" className="button button-primary" disabled aria-describedby={cartNoteId}>
            {t('product.addToCart')}
          </button>
          <p id={cartNoteId} className="muted small">
            {t('product.cartSoon')}
          </p>
        </div>
      </div>
      {product.description && (
        <section className="product-section">
          <h2>{t('product.description')}</h2>
          <p className="description">{product.description}</p>
        </section>
      )}
      <ProductDetailsList product={product} declination={product.productType === 'WINE' ? declination : undefined} />
      <ProductFacts product={product} />
      {product.productType === 'WINE' && declination && (
        <section className="product-section" data-testid="vintage-nutrition">
          <h2>{t('product.ingredientsTitle')}</h2>
          <IngredientList ingredients={declination.ingredients} />
          <h2>{t('product.nutritionTitle')}</h2>
          <NutritionTable nutrition={declination.nutrition} energy={declination.energy} />
          <p>
            <Link to={to(`/e-label/${declination.id}`)}>{t('product.eLabel')}</Link>
          </p>
        </section>
      )}
    </article>
  );
}
