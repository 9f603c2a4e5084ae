import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../components/not-found-screen.tsx';
import { LoadError } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { productQuery } from '../api/product-queries.ts';
import { ProductPage } from '../components/product-page.tsx';
import { ProductPageSkeleton } from '../components/product-page-skeleton.tsx';

/**
 * `/product/{id}`: a product the shop sells, with its head (`<product> — <site name>`, its meta description, its
 * address in both languages); any other id is "page not found".
 */
export function ProductDetailRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const { name } = useSiteIdentity();
  const valid = /^[1-9]\d{0,8}$/.test(id);
  const product = useQuery({ ...productQuery(useStoreApi(), Number(id)), enabled: valid });
  const shown = product.data;
  useDocumentHead(
    shown && {
      title: name ? `${shown.name} — ${name}` : shown.name,
      description: shown.metaDescription,
      path: `/product/${shown.id}`,
    },
  );
  // Drawn in a deferred render once it is there: in slices, not in the answer's own long task.
  const ready = useDeferredValue(!product.isPending);
  if (!valid || errorStatus(product.error) === 404) return <NotFoundScreen />;
  if (product.isError)
    return <LoadError message={t('product.error')} error={product.error} onRetry={() => void product.refetch()} />;
  if (!ready || product.isPending) return <ProductPageSkeleton />;
  // A new product starts with its own first vintage and quantity.
  return <ProductPage key={product.data.id} product={product.data} />;
}
