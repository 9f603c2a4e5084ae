import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { StoreProductDetail } from '@cellar/shared/catalog/product-view';
import { IngredientList } from '../../../components/ingredient-list.tsx';
import { NutritionTable } from '../../../components/nutrition-table.tsx';
import { Price } from '../../../components/price.tsx';
import { useCartStore } from '../../../lib/cart/cart-context.tsx';
import { addToCart, type CartProduct } from '../../../lib/cart/cart-state.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { ProductDetailsList, ProductFacts } from './product-facts.tsx';
import { quantityStep } from '../../../lib/cart/quantity.ts';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { VintagePicker } from './vintage-picker.tsx';
import { ProductCustomizations, QuantityPrices } from './product-options.tsx';

/**
 * A product page: photos, name, the chosen vintage's price and stock, the quantity, what the wine
 * is, and for a wine its ingredients and nutrition (the e-label's content, with a link to it).
 * "Add to cart" puts the chosen vintage and quantity in the cart (the same vintage adds up) and
 * says so, with a link to the cart.
 */
export function ProductPage({ product }: { product: StoreProductDetail }) {
  const t = useT();
  const to = useLocalePath();
  const cart = useCartStore();
  const [added, setAdded] = useState<number | null>(null);
  const addedId = useId();
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

  const wine = product.productType === 'WINE' ? declination : undefined;
  const canAdd = selling.inStock && quantity > 0 && (product.productType !== 'WINE' || wine !== undefined);
  const add = () => {
    const line: CartProduct = {
      id: product.id,
      name: product.name,
      productType: product.productType,
      isVintage: product.isVintage,
      image: product.images[0] ?? null,
      price: selling.price,
      discountedPrice: selling.discountedPrice,
      capacity: wine?.capacity ?? null,
      capacityUnit: wine?.capacityUnit ?? null,
      step,
    };
    cart.update((state) => addToCart(state, line, wine?.id ?? null, wine?.year ?? null, quantity));
    setAdded(quantity);
  };

  return (
    <article className="product-page">
      <p className="breadcrumb">
        <Link to={to('/')}>{t('product.back')}</Link>
      </p>
      <div className="product-top">
        <div
          className="gallery"
          aria-label={t('product.images')}
          role={product.images.length > 1 ? 'region' : undefined}
        >
          {product.images.length > 0 ? (
            <ul>
              {product.images.map((image, index) => (
                <li key={image.url}>
                  {/* The photo's box is 3:4 whatever the photo (`.gallery img`), before it arrives as after; the
                      first is the page's largest paint, fetched first. */}
                  <img
                    src={image.url}
                    alt={image.alt || product.name}
                    width={600}
                    height={800}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding={index === 0 ? undefined : 'async'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <span className="no-image">{t('products.noImage')}</span>
          )}
        </div>
        <div className="buy-box">
          <h1>{product.name}</h1>
          {product.productType === 'WINE' && product.declinations.length > 0 && (
            <VintagePicker
              declinations={product.declinations}
              variations={product.variations}
              value={declination!.id}
              onChange={chooseVintage}
            />
          )}
          <Price value={selling} size="large" />
          <p className={selling.inStock ? 'stock stock-in' : 'badge badge-out'} data-testid="stock">
            {t(selling.inStock ? 'product.inStock' : 'product.outOfStock')}
          </p>
          <QuantityStepper value={quantity} step={step} onChange={setQuantity} />
          <button
            type="button"
            className="button button-primary"
            disabled={!canAdd}
            onClick={add}
            aria-describedby={added === null ? undefined : addedId}
          >
            {t('product.addToCart')}
          </button>
          <p id={addedId} className="added-note" role="status" data-testid="added-to-cart">
            {added !== null && (
              <>
                {t.plural('product.added', added)} <Link to={to('/cart')}>{t('product.seeCart')}</Link>
              </>
            )}
          </p>
        </div>
      </div>
      <QuantityPrices idProduct={product.id} />
      <ProductCustomizations idProduct={product.id} />
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
