import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../components/not-found-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { productQuery } from '../api/product-queries.ts';
import { ProductPage } from '../components/product-page.tsx';

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
  if (!valid || errorStatus(product.error) === 404) return <NotFoundScreen />;
  if (product.isError)
    return <LoadError message={t('product.error')} error={product.error} onRetry={() => void product.refetch()} />;
  if (product.isPending) return <PageLoader />;
  // A new product starts with its own first vintage and quantity.
  return <ProductPage key={product.data.id} product={product.data} />;
}
