import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { productQuery } from '../api/products-api.ts';
import { ProductForm } from '../components/product-form.tsx';
import { isProductType } from '../components/product-values.ts';

/** The product screen's state: adding a product, or updating one. */
export type ProductScreenState = 'add' | 'update';

/** Loads the product `id` and opens the screen on it. */
function ProductEdit({ id, state }: { id: number; state: ProductScreenState }) {
  const api = useApi();
  const product = useQuery(productQuery(api, id));
  if (product.isPending) return <PageLoader />;
  if (product.isError) return <ErrorScreen status={isApiError(product.error) ? product.error.status : 500} />;
  // Keyed by the product only: reloading it after a vintage change keeps what is being typed.
  return (
    <div data-state={state}>
      <ProductForm key={product.data.id} product={product.data} />
    </div>
  );
}

/**
 * `/product/{id}` (spec 1 §2): `/product/add` adds a product — of the type chosen in the list
 * (`?type=WINE|BOX|OTHER`), else chosen on the screen —, and `/product/<numeric id>` opens the
 * product screen on that product, as `/product/update/{id}` does.
 */
export function ProductRoute() {
  const param = useParams().id ?? '';
  const [search] = useSearchParams();
  if (param === 'add') {
    const type = search.get('type');
    return (
      <div data-state="add">
        <ProductForm key={type ?? ''} initialType={isProductType(type) ? type : ''} />
      </div>
    );
  }
  const id = Number(param);
  if (!/^\d+$/.test(param) || !Number.isInteger(id) || id <= 0) return <ErrorScreen status={404} />;
  return <ProductEdit key={id} id={id} state="update" />;
}

/** `/product/update/{id}`: the product screen with the state 'update' (spec 1 §2). */
export function ProductUpdateRoute() {
  const param = useParams().id ?? '';
  const id = Number(param);
  if (!/^\d+$/.test(param) || id <= 0) return <ErrorScreen status={404} />;
  return <ProductEdit key={id} id={id} state="update" />;
}
